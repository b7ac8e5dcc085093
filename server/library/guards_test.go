package library

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// Guards each of which no organiser test held: found by changing them one
// at a time (mutation testing) and seeing every test still pass.

// A title folder goes once nothing but artwork and NFO files is left in
// it; a video, a subtitle or a sub-folder keeps it.
func TestPruneFolderRemovesOnlyArtworkLeftovers(t *testing.T) {
	for _, c := range []struct {
		files []string
		gone  bool
	}{
		{[]string{"movie.nfo", "poster.jpg", "clearlogo.png"}, true},
		{[]string{"movie.nfo", "Other.Cut.mkv"}, false},
		{[]string{"poster.jpg", "Film.zh.srt"}, false},
		{[]string{"fanart.jpg", "extras/"}, false},
	} {
		dir := filepath.Join(t.TempDir(), "Film (2020)")
		for _, f := range c.files {
			if strings.HasSuffix(f, "/") {
				os.MkdirAll(filepath.Join(dir, f), 0o755)
				continue
			}
			touch(t, filepath.Join(dir, f), "x")
		}
		pruneFolder(dir)
		if _, err := os.Stat(dir); (err != nil) != c.gone {
			t.Errorf("%v: folder gone=%v, want %v", c.files, err != nil, c.gone)
		}
	}
}

// Scan passes over hidden files and folders and our own part-copies
// below the root, but a root that is itself hidden is still read.
func TestScanSkipsHiddenAndPartFilesBelowTheRoot(t *testing.T) {
	root := filepath.Join(t.TempDir(), ".downloads")
	touch(t, filepath.Join(root, "Dune.2021.2160p.mkv"), "v")
	touch(t, filepath.Join(root, ".Dune.2021.2160p.mkv"), "v")
	touch(t, filepath.Join(root, "Arrival.2016.mkv"+tempMark+"1"), "v")
	touch(t, filepath.Join(root, ".cache", "Heat.1995.mkv"), "v")
	items, err := Scan(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 1 || filepath.Base(items[0].Path) != "Dune.2021.2160p.mkv" {
		t.Fatalf("scanned %+v, want only Dune", items)
	}
}

// A file's own title stands; the folder lends its title only when the
// name has none, or to an episode whose name lacks the folder's year.
func TestParseItemBorrowsTheFolderOnlyWhereTheNameLacks(t *testing.T) {
	p := release.NewParser(release.Rules{})
	for _, c := range []struct{ path, title string }{
		{"/data/Collection 1999/Heat.mkv", "Heat"},
		{"/data/Downloads 2024/Dune.Part.Two.2024.2160p.mkv", "Dune Part Two"},
		{"/data/Breaking Bad (2008)/Breaking.Bad.S01E03.mkv", "Breaking Bad"},
		{"/data/Breaking Bad (2008)/S01E03.mkv", "Breaking Bad"},
		{"/data/Shows 2020/The.Office.2005.S01E03.mkv", "The Office"},
	} {
		if info, _ := parseItem(p, c.path, false); info.Title != c.title {
			t.Errorf("%s: title %q, want %q", c.path, info.Title, c.title)
		}
	}
}

// The title NFO leaves out what TMDB does not know (no 0.0 rating, no
// empty IMDb id); episode numbers are two digits from 1 to 99.
func TestTitleNFOLeavesOutWhatIsUnknown(t *testing.T) {
	n := titleNFO(Match{Kind: "movie", TMDBID: 27205, Title: "盗梦空间"}, credits{})
	if n.Rating != "" || len(n.UniqueIDs) != 1 || n.UniqueIDs[0].Type != "tmdb" {
		t.Errorf("rating %q, ids %+v: want none and tmdb alone", n.Rating, n.UniqueIDs)
	}
	if got := episodeNFO(Match{Title: "绝命毒师", Season: 1, Episode: 10}).Title; got != "绝命毒师 S01E10" {
		t.Errorf("episode title %q", got)
	}
}

// countingImager answers no art and counts the questions.
type countingImager struct {
	imager
	asked []metadata.ArtRequest
}

func (c *countingImager) ChooseArt(_ context.Context, r metadata.ArtRequest) metadata.Art {
	c.asked = append(c.asked, r)
	return metadata.Art{}
}

// Art already beside a movie is not asked for again; a show whose season
// poster is missing asks, with that season's own TMDB poster as default.
func TestScrapeImagesAsksOnlyForWhatIsMissing(t *testing.T) {
	dir := t.TempDir()
	touch(t, filepath.Join(dir, "poster.jpg"), "p")
	touch(t, filepath.Join(dir, "fanart.jpg"), "f")
	img := &countingImager{}
	if err := scrapeImages(context.Background(), img, settings.Scraper{}, Match{Kind: "movie"}, target{Folder: dir}); err != nil || len(img.asked) != 0 {
		t.Fatalf("movie with its art: asked %d times (err %v)", len(img.asked), err)
	}
	bare := t.TempDir() // a movie without art asks for no season poster
	if err := scrapeImages(context.Background(), img, settings.Scraper{}, Match{Kind: "movie"}, target{Folder: bare}); err != nil || len(img.asked) != 1 || img.asked[0].Season >= 0 {
		t.Fatalf("movie without art: asked %+v (err %v)", img.asked, err)
	}
	img.asked = nil
	var d metadata.TMDBDetail
	json.Unmarshal([]byte(`{"seasons":[{"season_number":1,"poster_path":"/s1.jpg"},{"season_number":2,"poster_path":"/s2.jpg"}]}`), &d)
	if err := scrapeImages(context.Background(), img, settings.Scraper{}, Match{Kind: "tv", Season: 2, Detail: d}, target{Folder: dir}); err != nil {
		t.Fatal(err)
	}
	if len(img.asked) != 1 || img.asked[0].Season != 2 || img.asked[0].DefaultSeasonPoster != "/s2.jpg" {
		t.Fatalf("season 2 without its poster: asked %+v", img.asked)
	}
}

// Each person is written once (an actor who also directs), but people
// TMDB gives no id are never taken for one another.
func TestEveryoneListsEachPersonOnce(t *testing.T) {
	c := credits{cast: []castMember{{actor: actor{Name: "A"}, tmdbID: 5}, {actor: actor{Name: "X"}}},
		directors: []castMember{{actor: actor{Name: "A"}, tmdbID: 5}, {actor: actor{Name: "Y"}}}}
	var names []string
	for _, p := range c.everyone() {
		names = append(names, p.Name)
	}
	if strings.Join(names, ",") != "A,X,Y" {
		t.Fatalf("everyone = %v, want A,X,Y", names)
	}
}

// A download belongs to the media path whose folder holds it: a sibling
// folder sharing the name's start does not, and an empty folder setting
// holds nothing.
func TestMediaPathForMatchesWholeFolders(t *testing.T) {
	paths := []settings.MediaPath{{SourceDir: "", TargetDir: "/lib/tv"}, {SourceDir: "/dl/movie/", TargetDir: "/lib/movie"}}
	for path, want := range map[string]string{
		"/dl/movie/Dune.mkv": "/lib/movie", "/dl/movie": "/lib/movie", "/lib/tv/Show": "/lib/tv",
		"/dl/movie-old/Dune.mkv": "", "/elsewhere/x.mkv": "",
	} {
		mp, ok := mediaPathFor(paths, path)
		if (ok && mp.TargetDir != want) || ok != (want != "") {
			t.Errorf("%s: %q %v, want %q", path, mp.TargetDir, ok, want)
		}
	}
}

// A finished download's folder is searched for its videos and filed by
// its media path; one outside every media path, or under a path of no
// known type, is refused.
func TestOrganiseDownloadFilesAFolderByItsMediaPath(t *testing.T) {
	e := newEnv(t)
	in, lib := filepath.Join(e.dir, "dl"), filepath.Join(e.dir, "lib")
	tree(t, in)
	storetest.PutSetting(t, e.st, settings.MediaPathSection, []settings.MediaPath{
		{SourceDir: in, TargetDir: lib, Type: "movie", FileProcessMode: "copy"},
		{SourceDir: filepath.Join(e.dir, "odd"), TargetDir: filepath.Join(e.dir, "odd-lib"), Type: "music"}})
	ctx := context.Background()
	res, err := e.svc.OrganiseDownload(ctx, filepath.Join(in, inception), "", Hint{})
	want := filepath.Join(lib, "盗梦空间 (2010)", "盗梦空间 (2010) - 1080p.mkv")
	if err != nil || len(res) != 1 || !res[0].OK || res[0].Target != want {
		t.Fatalf("organise the folder: %+v %v", res, err)
	}
	for _, p := range []string{filepath.Join(e.dir, "nowhere", "x.mkv"), filepath.Join(e.dir, "odd", "x.mkv")} {
		if _, err := e.svc.OrganiseDownload(ctx, p, "", Hint{}); err == nil || !strings.Contains(err.Error(), "没有与下载路径对应的媒体路径") {
			t.Errorf("%s: %v", p, err)
		}
	}
}
