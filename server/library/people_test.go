package library

import (
	"encoding/xml"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// moviePeople reads the director and actor names of 盗梦空间's movie.nfo
// under lib.
func moviePeople(t *testing.T, lib string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(lib, "盗梦空间 (2010)", "movie.nfo"))
	if err != nil {
		t.Fatal(err)
	}
	var n struct {
		Directors []string `xml:"director"`
		Actors    []struct {
			Name string `xml:"name"`
			Role string `xml:"role"`
		} `xml:"actor"`
	}
	if err := xml.Unmarshal(b, &n); err != nil {
		t.Fatal(err)
	}
	names := n.Directors
	for _, a := range n.Actors {
		names = append(names, a.Name+"/"+a.Role)
	}
	return names
}

// TMDB lists 盗梦空间's cast under English names; 使用中文人名 takes the
// Chinese one among each person's also_known_as (not the Japanese one
// listed first).
func TestChinesePersonNamesFollowTheSwitch(t *testing.T) {
	for _, on := range []bool{true, false} {
		e := newEnv(t)
		storetest.PutSetting(t, e.st, settings.ScraperSection, settings.Scraper{GenerateNFO: true, UseCNPersonName: on})
		in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
		e.run(t, Request{Paths: []string{tree(t, in)}, RootPath: in, LinkPath: lib, LinkMode: "link"})
		want := "Christopher Nolan,Leonardo DiCaprio/Cobb,Joseph Gordon-Levitt/Arthur"
		asked := 0
		if on {
			want, asked = "克里斯托弗·诺兰,莱昂纳多·迪卡普里奥/Cobb,约瑟夫·高登-莱维特/Arthur", 3
		}
		if got := strings.Join(moviePeople(t, lib), ","); got != want {
			t.Errorf("on=%v: actors %s, want %s", on, got, want)
		}
		if n := tmdbAsked(e, "/3/person/"); n != asked {
			t.Errorf("on=%v: %d person requests, want %d", on, n, asked)
		}
	}
}

func tmdbAsked(e *env, prefix string) int {
	n := 0
	for _, r := range e.tmdb.Requests() {
		if strings.HasPrefix(r.Path, prefix) {
			n++
		}
	}
	return n
}

func TestPersonNFOsAndPortraitsOncePerPerson(t *testing.T) {
	e := newEnv(t)
	people := filepath.Join(e.dir, "metadata", "People")
	storetest.PutSetting(t, e.st, settings.ScraperSection, settings.Scraper{UseCNPersonName: true, PersonNFOPath: people})
	in := filepath.Join(e.dir, "in")
	src := tree(t, in)
	e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: filepath.Join(e.dir, "lib"), LinkMode: "link"})
	dir := filepath.Join(people, "莱", "莱昂纳多·迪卡普里奥")
	b, err := os.ReadFile(filepath.Join(dir, "person.nfo"))
	if err != nil {
		t.Fatal(err)
	}
	var p struct {
		XMLName   xml.Name `xml:"person"`
		Name      string   `xml:"name"`
		TMDBID    int      `xml:"tmdbid"`
		Biography string   `xml:"biography"`
		Thumb     string   `xml:"thumb"`
	}
	if err := xml.Unmarshal(b, &p); err != nil {
		t.Fatal(err)
	}
	if p.Name != "莱昂纳多·迪卡普里奥" || p.TMDBID != 272050 || !strings.Contains(p.Biography, "盗梦空间") || p.Thumb != filepath.Join(dir, "folder.jpg") {
		t.Errorf("person.nfo: %+v\n%s", p, b)
	}
	for _, d := range []string{dir, filepath.Join(people, "约", "约瑟夫·高登-莱维特"), filepath.Join(people, "克", "克里斯托弗·诺兰")} {
		img, err := os.ReadFile(filepath.Join(d, "folder.jpg"))
		if err != nil || !strings.HasPrefix(http.DetectContentType(img), "image/") {
			t.Errorf("%s/folder.jpg: %v", d, err)
		}
	}
	portraits := tmdbAsked(e, "/t/p/h632/")
	if portraits != 3 {
		t.Errorf("%d portrait downloads, want 3", portraits)
	}
	// The same title again (another library): what is there is kept.
	touch(t, filepath.Join(dir, "person.nfo"), "<person><name>用户改过</name></person>")
	e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: filepath.Join(e.dir, "lib2"), LinkMode: "link"})
	if b, _ := os.ReadFile(filepath.Join(dir, "person.nfo")); !strings.Contains(string(b), "用户改过") {
		t.Errorf("person.nfo rewritten: %s", b)
	}
	if n := tmdbAsked(e, "/t/p/h632/"); n != portraits {
		t.Errorf("portraits downloaded again: %d", n)
	}
}

func TestNoPersonFilesWithoutAPath(t *testing.T) {
	e := newEnv(t)
	storetest.PutSetting(t, e.st, settings.ScraperSection, settings.Scraper{GenerateNFO: true, EnableDownloadImage: true, UseCNPersonName: true})
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	e.run(t, Request{Paths: []string{tree(t, in)}, RootPath: in, LinkPath: lib, LinkMode: "link"})
	if n := tmdbAsked(e, "/t/p/h632/"); n != 0 {
		t.Errorf("%d portraits downloaded", n)
	}
	filepath.WalkDir(e.dir, func(path string, d os.DirEntry, err error) error {
		if d != nil && (d.Name() == "person.nfo" || d.Name() == "folder.jpg") {
			t.Errorf("written without a path: %s", path)
		}
		return nil
	})
}
