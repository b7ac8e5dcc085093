package library

import (
	"context"
	"encoding/xml"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

func TestNFOImagesAndRefresh(t *testing.T) {
	e := newEnv(t)
	emby := standin.Must(t, "emby", map[string]string{"api_key": "emby-key"})
	jelly := standin.Must(t, "jellyfin", map[string]string{"api_key": "jf-key"})
	plex := standin.Must(t, "plex", map[string]string{"token": "plex-token"})
	storetest.PutSetting(t, e.st, settings.MediaServersSection, []settings.MediaServerEntry{
		{Type: "emby", Name: "家里的Emby", URL: emby.URL, Token: "emby-key", MasterServer: true, RefreshMediaServer: true},
		{Type: "jellyfin", Name: "JF", URL: jelly.URL, Token: "jf-key", RefreshMediaServer: true},
		{Type: "plex", Name: "Plex", URL: plex.URL, Token: "plex-token", RefreshMediaServer: true},
		{Type: "emby", Name: "不刷新", URL: emby.URL + "/never", Token: "x"},
	})
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	src := tree(t, in)
	ep := touch(t, filepath.Join(in, "Breaking.Bad.S01E02.2008.1080p.mkv"), "ep")
	res := e.run(t, Request{Paths: []string{src, ep}, RootPath: in, LinkPath: lib, LinkMode: "link"})
	if !res[0].OK || !res[1].OK {
		t.Fatalf("results: %+v", res)
	}
	folder := filepath.Join(lib, "盗梦空间 (2010)")
	var n struct {
		XMLName       xml.Name `xml:"movie"`
		Title         string   `xml:"title"`
		OriginalTitle string   `xml:"originaltitle"`
		Year          int      `xml:"year"`
		Plot          string   `xml:"plot"`
		Rating        string   `xml:"rating"`
		TMDBID        int      `xml:"tmdbid"`
		IMDbID        string   `xml:"imdbid"`
		Genres        []string `xml:"genre"`
		Actors        []struct {
			Name string `xml:"name"`
			Role string `xml:"role"`
		} `xml:"actor"`
	}
	b, err := os.ReadFile(filepath.Join(folder, "movie.nfo"))
	if err != nil {
		t.Fatal(err)
	}
	if err := xml.Unmarshal(b, &n); err != nil {
		t.Fatal(err)
	}
	if n.Title != "盗梦空间" || n.OriginalTitle != "Inception" || n.Year != 2010 || n.TMDBID != 27205 || n.IMDbID != "tt1375666" ||
		!strings.Contains(n.Plot, "柯布") || n.Rating == "" || len(n.Genres) != 3 || n.Genres[1] != "科幻" ||
		len(n.Actors) != 2 || n.Actors[0].Name != "莱昂纳多·迪卡普里奥" || n.Actors[0].Role != "Cobb" {
		t.Errorf("movie.nfo: %+v\n%s", n, b)
	}
	for _, img := range []string{"poster.jpg", "fanart.jpg"} {
		b, err := os.ReadFile(filepath.Join(folder, img))
		if err != nil || !strings.HasPrefix(http.DetectContentType(b), "image/") {
			t.Errorf("%s: %v", img, err)
		}
	}
	show := filepath.Join(lib, "绝命毒师 (2008)")
	tvshow, err := os.ReadFile(filepath.Join(show, "tvshow.nfo"))
	if err != nil || !strings.Contains(string(tvshow), "<tvshow>") || !strings.Contains(string(tvshow), "<tmdbid>1396</tmdbid>") {
		t.Errorf("tvshow.nfo: %s %v", tvshow, err)
	}
	epNFO, err := os.ReadFile(filepath.Join(show, "Season 01", "绝命毒师 - S01E02 - 1080p.nfo"))
	if err != nil || !strings.Contains(string(epNFO), "<season>1</season>") || !strings.Contains(string(epNFO), "<episode>2</episode>") {
		t.Errorf("episode nfo: %s %v", epNFO, err)
	}
	// One refresh per server that asks for it, after the job.
	if r := emby.Requests(); len(r) != 1 || r[0].Method != http.MethodPost || r[0].Path != "/Library/Refresh" || r[0].Header.Get("X-Emby-Token") != "emby-key" {
		t.Errorf("emby: %+v", r)
	}
	if r := jelly.Requests(); len(r) != 1 || r[0].Path != "/Library/Refresh" {
		t.Errorf("jellyfin: %+v", r)
	}
	if r := plex.Requests(); len(r) != 2 || r[0].Path != "/library/sections" || r[1].Path != "/library/sections/all/refresh" {
		t.Errorf("plex: %+v", r)
	}
}

func TestScraperOff(t *testing.T) {
	e := newEnv(t)
	storetest.PutSetting(t, e.st, settings.ScraperSection, settings.Scraper{})
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	src := tree(t, in)
	e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: lib, LinkMode: "copy"})
	entries, _ := os.ReadDir(filepath.Join(lib, "盗梦空间 (2010)"))
	if len(entries) != 3 { // the video and two subtitles only
		t.Errorf("entries: %v", entries)
	}
}

func TestPreviewWritesNothing(t *testing.T) {
	e := newEnv(t)
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	src := tree(t, in)
	rows, err := e.svc.Preview(context.Background(), Request{Paths: []string{src}, RootPath: in, LinkPath: lib})
	if err != nil || len(rows) != 1 || rows[0].Target != filepath.Join(lib, "盗梦空间 (2010)", "盗梦空间 (2010) - 1080p.mkv") || rows[0].Year != 2010 {
		t.Fatalf("preview: %+v %v", rows, err)
	}
	if _, err := os.Stat(lib); !os.IsNotExist(err) {
		t.Error("preview touched the disk")
	}
}
