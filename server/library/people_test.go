package library

import (
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

// movieActors reads the actor names of 盗梦空间's movie.nfo under lib.
func movieActors(t *testing.T, lib string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(lib, "盗梦空间 (2010)", "movie.nfo"))
	if err != nil {
		t.Fatal(err)
	}
	var n struct {
		Actors []struct {
			Name string `xml:"name"`
			Role string `xml:"role"`
		} `xml:"actor"`
	}
	if err := xml.Unmarshal(b, &n); err != nil {
		t.Fatal(err)
	}
	var names []string
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
		put(t, e.st, settings.ScraperSection, settings.Scraper{GenerateNFO: true, UseCNPersonName: on})
		in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
		e.run(t, Request{Paths: []string{tree(t, in)}, RootPath: in, LinkPath: lib, LinkMode: "link"})
		want := "Leonardo DiCaprio/Cobb,Joseph Gordon-Levitt/Arthur"
		asked := 0
		if on {
			want, asked = "莱昂纳多·迪卡普里奥/Cobb,约瑟夫·高登-莱维特/Arthur", 2
		}
		if got := strings.Join(movieActors(t, lib), ","); got != want {
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
