package metadata

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

func TestPickByLang(t *testing.T) {
	c := []artCandidate{{"en", 9, "en9"}, {"zh", 3, "zh3"}, {"zh", 4, "zh4"}, {"", 5, "none5"}, {"ja", 10, "ja10"}}
	for _, tc := range []struct {
		langs []string
		want  string
	}{{[]string{"zh", "en"}, "zh4"}, {[]string{"en", "zh"}, "en9"}, {[]string{"ko"}, "none5"}} {
		if got := pickByLang(c, tc.langs); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.langs, got, tc.want)
		}
	}
	if got := pickByLang(c[4:], []string{"zh"}); got != "" {
		t.Errorf("only Japanese: %q", got)
	}
}

// withFanart stores the TMDB key and FanArt's key and address.
func (e *env) withFanart(t *testing.T, key, base string) {
	t.Helper()
	m := settings.MetadataSetting{TMDBAPIKey: "tmdb-test-key", FanartAPIKey: key, Hosts: settings.MetadataHosts{
		TMDBAPIBase: e.tmdb.URL + "/3", TMDBImageBase: e.tmdb.URL + "/t/p", FanartAPIBase: base}}
	storetest.PutSetting(t, e.st, settings.MovieMetadataSection, m)
}

func TestChooseArtSkipsFanartWithoutKeyOrID(t *testing.T) {
	e := newEnv(t, nil, "tmdb-test-key")
	fanart := standin.Must(t, "fanart", nil)
	ctx := context.Background()
	req := ArtRequest{Kind: "tv", TMDBID: 1396, TVDBID: 71396, Season: 1, Langs: []string{"zh", "en"}, Sources: []string{"FanArt"},
		SeasonSources: []string{"FanArt", "TheMovieDB"}, PosterSize: "w500", BackdropSize: "w1280"}
	e.withFanart(t, "", fanart.URL+"/v3")
	if a := e.svc.ChooseArt(ctx, req); a.Poster != "" || !strings.HasSuffix(a.SeasonPoster, "/w500/season1396_1_zh_2.png") {
		t.Errorf("no key: %+v", a)
	}
	e.withFanart(t, "fanart-test-key", fanart.URL+"/v3")
	req.TVDBID = 0
	if a := e.svc.ChooseArt(ctx, req); a.Poster != "" {
		t.Errorf("no TVDB id: %+v", a)
	}
	if n := len(fanart.Requests()); n != 0 {
		t.Errorf("FanArt asked %d times", n)
	}
	req.TVDBID = 71396
	a := e.svc.ChooseArt(ctx, req)
	if !strings.HasSuffix(a.Poster, "/tvposter/tvposter_zh.png") || !strings.HasSuffix(a.Backdrop, "/showbackground_zhall.png") ||
		!strings.HasSuffix(a.SeasonPoster, "/seasonposter_zh1.png") {
		t.Errorf("FanArt: %+v", a)
	}
	if r := fanart.Requests(); len(r) != 1 || r[0].Path != "/v3/tv/71396" {
		t.Errorf("FanArt requests: %+v", r)
	}
	if _, err := e.svc.DownloadImage(ctx, a.Poster); err != nil {
		t.Errorf("download from FanArt: %v", err)
	}
}

func TestChooseArtUnknownToFanartFallsToTMDBDefault(t *testing.T) {
	e := newEnv(t, nil, "tmdb-test-key")
	fanart := standin.Must(t, "fanart", nil)
	e.withFanart(t, "fanart-test-key", fanart.URL+"/v3")
	req := ArtRequest{Kind: "movie", TMDBID: 999999, Season: -1, Langs: []string{"zh"}, Sources: []string{"FanArt", "TheMovieDB"},
		PosterSize: "w500", BackdropSize: "w1280", DefaultPoster: "/default.png"}
	// FanArt answers 404 and TMDB has no such movie: TMDB's default is the last resort.
	if a := e.svc.ChooseArt(context.Background(), req); a.Poster != e.tmdb.URL+"/t/p/w500/default.png" || a.Backdrop != "" {
		t.Errorf("art: %+v", a)
	}
	req.Sources = []string{"FanArt"}
	if a := e.svc.ChooseArt(context.Background(), req); a.Poster != "" {
		t.Errorf("FanArt only: %+v", a)
	}
}
