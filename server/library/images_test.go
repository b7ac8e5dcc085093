package library

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// withFanart saves a FanArt key and points FanArt's address at base.
func (e *env) withFanart(t *testing.T, base string) {
	t.Helper()
	m := settings.MetadataSetting{TMDBAPIKey: "tmdb-test-key", FanartAPIKey: "fanart-test-key", Hosts: settings.MetadataHosts{
		TMDBAPIBase: e.tmdb.URL + "/3", TMDBImageBase: e.tmdb.URL + "/t/p", FanartAPIBase: base}}
	storetest.PutSetting(t, e.st, settings.MovieMetadataSection, m)
}

// scraper is the default 刮削 record with the image choices given.
func scraper(langs, sources, seasonSources []string) settings.Scraper {
	sc := settings.ScraperSection.Default()
	sc.HDPoster, sc.LangsPriority, sc.ImageSource, sc.SeasonImageSource = false, langs, sources, seasonSources
	return sc
}

// organise places Inception (or a Breaking Bad episode when tv) into a
// fresh library folder named name and answers the title's folder.
func (e *env) organise(t *testing.T, name string, tv bool) string {
	t.Helper()
	in, lib := filepath.Join(e.dir, "in-"+name), filepath.Join(e.dir, "lib-"+name)
	src, folder := "", filepath.Join(lib, "盗梦空间 (2010)")
	if tv {
		src, folder = touch(t, filepath.Join(in, "Breaking.Bad.S01E02.2008.1080p.mkv"), "ep"), filepath.Join(lib, "绝命毒师 (2008)")
	} else {
		src = tree(t, in)
	}
	if res := e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: lib, LinkMode: "copy"}); len(res) != 1 || !res[0].OK {
		t.Fatalf("organise: %+v", res)
	}
	return folder
}

// wantImage: file holds the image the stand-in serves at url ("" = no file).
func wantImage(t *testing.T, file, url string) {
	t.Helper()
	got, err := os.ReadFile(file)
	if url == "" {
		if err == nil {
			t.Errorf("%s written, want none", filepath.Base(file))
		}
		return
	}
	res, herr := http.Get(url)
	if herr != nil {
		t.Fatal(herr)
	}
	defer res.Body.Close()
	want, _ := io.ReadAll(res.Body)
	if err != nil || !bytes.Equal(got, want) {
		t.Errorf("%s is not %s (%v)", filepath.Base(file), url, err)
	}
}

func TestImagesFollowTheLanguagePriority(t *testing.T) {
	e := newEnv(t) // no FanArt key: FanArt is skipped, TMDB answers
	tmdb := e.tmdb.URL + "/t/p/"
	storetest.PutSetting(t, e.st, settings.ScraperSection, scraper([]string{"zh", "en"}, []string{"FanArt", "TheMovieDB"}, nil))
	folder := e.organise(t, "zh", false)
	wantImage(t, filepath.Join(folder, "poster.jpg"), tmdb+"w500/poster27205_zh_2.png") // the better-voted Chinese one
	wantImage(t, filepath.Join(folder, "fanart.jpg"), tmdb+"w1280/backdrop27205_zh_2.png")
	storetest.PutSetting(t, e.st, settings.ScraperSection, scraper([]string{"en", "zh"}, []string{"TheMovieDB"}, nil))
	folder = e.organise(t, "en", false)
	wantImage(t, filepath.Join(folder, "poster.jpg"), tmdb+"w500/poster27205_en_1.png")
}

func TestFanartFirstOrTMDBFirst(t *testing.T) {
	e := newEnv(t)
	fanart := standin.Must(t, "fanart", nil)
	e.withFanart(t, fanart.URL+"/v3")
	storetest.PutSetting(t, e.st, settings.ScraperSection, scraper([]string{"zh", "en"}, []string{"FanArt", "TheMovieDB"}, nil))
	folder := e.organise(t, "fanart", false)
	art := fanart.URL + "/fanart/movies/27205/"
	wantImage(t, filepath.Join(folder, "poster.jpg"), art+"movieposter/movieposter_zh.png") // Chinese, though English has more likes
	wantImage(t, filepath.Join(folder, "fanart.jpg"), art+"moviebackground/moviebackground_zh.png")
	storetest.PutSetting(t, e.st, settings.ScraperSection, scraper([]string{"zh", "en"}, []string{"TheMovieDB", "FanArt"}, nil))
	folder = e.organise(t, "tmdb", false)
	wantImage(t, filepath.Join(folder, "poster.jpg"), e.tmdb.URL+"/t/p/w500/poster27205_zh_2.png")
	storetest.PutSetting(t, e.st, settings.ScraperSection, scraper([]string{"zh", "en"}, []string{}, nil))
	folder = e.organise(t, "none", false)
	wantImage(t, filepath.Join(folder, "poster.jpg"), "")
	wantImage(t, filepath.Join(folder, "fanart.jpg"), "")
}

func TestFanartDownFallsThroughToTMDB(t *testing.T) {
	e := newEnv(t)
	down := standin.Must(t, "fanart", nil)
	base := down.URL + "/v3"
	down.Close()
	e.withFanart(t, base)
	storetest.PutSetting(t, e.st, settings.ScraperSection, scraper([]string{"zh", "en"}, []string{"FanArt", "TheMovieDB"}, nil))
	folder := e.organise(t, "down", false)
	wantImage(t, filepath.Join(folder, "poster.jpg"), e.tmdb.URL+"/t/p/w500/poster27205_zh_2.png")
}

func TestSeasonPosterWritten(t *testing.T) {
	e := newEnv(t)
	fanart := standin.Must(t, "fanart", nil)
	e.withFanart(t, fanart.URL+"/v3")
	storetest.PutSetting(t, e.st, settings.ScraperSection, scraper([]string{"zh", "en"}, []string{"TheMovieDB"}, []string{"FanArt", "TheMovieDB"}))
	show := e.organise(t, "fanart", true)
	wantImage(t, filepath.Join(show, "season01-poster.jpg"), fanart.URL+"/fanart/tv/71396/seasonposter/seasonposter_zh1.png")
	wantImage(t, filepath.Join(show, "poster.jpg"), e.tmdb.URL+"/t/p/w500/poster1396_zh_2.png")
	storetest.PutSetting(t, e.st, settings.ScraperSection, scraper([]string{"en", "zh"}, []string{"TheMovieDB"}, []string{"TheMovieDB"}))
	show = e.organise(t, "tmdb", true)
	wantImage(t, filepath.Join(show, "season01-poster.jpg"), e.tmdb.URL+"/t/p/w500/season1396_1_en_1.png")
	storetest.PutSetting(t, e.st, settings.ScraperSection, scraper([]string{"zh", "en"}, []string{"TheMovieDB"}, []string{}))
	show = e.organise(t, "none", true)
	wantImage(t, filepath.Join(show, "season01-poster.jpg"), "")
}
