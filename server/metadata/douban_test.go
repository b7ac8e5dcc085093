package metadata

import (
	"context"
	"net/url"
	"strings"
	"testing"
)

func TestDoubanCollectionSendsRefererAndPagesTop250(t *testing.T) {
	e := newEnv(t, nil, "")
	cards, err := e.svc.Ranking(context.Background(), "movie_top250")
	if err != nil {
		t.Fatal(err)
	}
	if len(cards) != 250 || cards[0].CNName != "肖申克的救赎" || cards[0].Comment == "" || cards[249].ID == "" {
		t.Fatalf("got %d cards, first %+v", len(cards), cards[0])
	}
	if !strings.HasPrefix(cards[0].PosterPath, ImagePath+"?url=") {
		t.Fatalf("poster not proxied: %s", cards[0].PosterPath)
	}
	reqs := e.douban.Requests()
	if len(reqs) != 5 {
		t.Fatalf("%d requests, want 5 pages of 50", len(reqs))
	}
	for i, r := range reqs {
		q, _ := url.ParseQuery(r.Query)
		if r.Path != "/rexxar/api/v2/subject_collection/movie_top250/items" ||
			r.Header.Get("Referer") != "https://m.douban.com/subject_collection/movie_top250" ||
			q.Get("start") != itoa(i*50) || q.Get("count") != "50" {
			t.Fatalf("request %d: %s?%s %v", i, r.Path, r.Query, r.Header)
		}
	}
	for key := range RankKeys {
		cards, err := e.svc.Ranking(context.Background(), key)
		if err != nil || len(cards) == 0 {
			t.Fatalf("%s: %d %v", key, len(cards), err)
		}
	}
	if _, err := e.svc.Ranking(context.Background(), "nope"); err == nil {
		t.Fatal("unknown key accepted")
	}
}

func TestFrodoSignatureSearchAndDetail(t *testing.T) {
	e := newEnv(t, nil, "")
	ctx := context.Background()
	res, err := e.svc.SearchDouban(ctx, "权力的游戏")
	if err != nil || len(res) != 2 || res[0].Type != "TV" || res[0].SeasonIndex != 1 || len(res[0].Season) != 2 ||
		res[0].Season[0].DoubanID != "3016187" || res[1].Season[1] != (CardSeason{"6985770", 2, 2012}) {
		t.Fatalf("search %+v %v", res, err)
	}
	r := e.douban.Requests()[0]
	q, _ := url.ParseQuery(r.Query)
	if r.Path != "/api/v2/search/movie" || q.Get("apiKey") != FrodoAPIKey || q.Get("_ts") != "20261124" ||
		q.Get("_sig") != FrodoSignature("/api/v2/search/movie", "20261124") || q.Get("q") != "权力的游戏" {
		t.Fatalf("request %s?%s", r.Path, r.Query)
	}
	// A known vector: HMAC-SHA1 over GET&%2Fapi%2Fv2%2Fmovie%2F1292052&20231101.
	if got := FrodoSignature("/api/v2/movie/1292052", "20231101"); got == "" || got == FrodoSignature("/api/v2/movie/1292052", "20231102") {
		t.Fatalf("signature %q does not depend on the date", got)
	}
	d, err := e.svc.DoubanDetail(ctx, "1292052", "")
	if err != nil || d.IMDb != "tt0111161" || d.Title != "肖申克的救赎" || minutes(d.Durations) != 142 {
		t.Fatalf("detail %+v %v", d, err)
	}
	if _, err := e.svc.DoubanDetail(ctx, "../etc", ""); err == nil {
		t.Fatal("a non-numeric id reached Douban")
	}
}

func TestDoubanThrottleMessage(t *testing.T) {
	e := newEnv(t, map[string]string{"throttle": "1"}, "")
	_, err := e.svc.Ranking(context.Background(), "movie_real_time_hotest")
	wantMessage(t, err, MsgDoubanThrottled)
	_, err = e.svc.SearchDouban(context.Background(), "x")
	wantMessage(t, err, MsgDoubanThrottled)
}

func TestDoubanInterestsNeedTheCookieUser(t *testing.T) {
	cookie := `bid=x; dbcl2="12345:abc"; ck=y`
	e := newEnv(t, map[string]string{"cookie": cookie}, "")
	items, err := e.svc.DoubanInterests(context.Background(), 20)
	if err != nil || items != nil {
		t.Fatalf("without a cookie: %v %v", items, err)
	}
	e.configure(t, "", cookie)
	items, err = e.svc.DoubanInterests(context.Background(), 20)
	if err != nil || len(items) != 5 {
		t.Fatalf("interests %d %v", len(items), err)
	}
	r := e.douban.Requests()[0]
	if r.Path != "/rexxar/api/v2/user/12345/interests" || r.Header.Get("Cookie") != cookie {
		t.Fatalf("request %s %v", r.Path, r.Header)
	}
}

func TestMapDoubanByIMDbAndByTitle(t *testing.T) {
	e := newEnv(t, nil, "tmdb-test-key")
	ctx := context.Background()
	shawshank, _ := e.svc.DoubanDetail(ctx, "1292052", "")
	ref, ok, err := e.svc.MapDouban(ctx, shawshank)
	if err != nil || !ok || ref.ID != 278 || ref.Kind != "movie" {
		t.Fatalf("imdb mapping %+v %v %v", ref, ok, err)
	}
	if count(e.tmdb, "/find/tt0111161") != 1 {
		t.Fatal("did not use TMDB find")
	}
	// 漫长的季节 has no IMDb id on Douban: title + year.
	season, _ := e.svc.DoubanDetail(ctx, "35588177", "")
	ref, ok, err = e.svc.MapDouban(ctx, season)
	if err != nil || !ok || ref.ID != 220542 || ref.Kind != "tv" {
		t.Fatalf("title mapping %+v %v %v", ref, ok, err)
	}
	before := len(e.tmdb.Requests())
	if ref2, ok, _ := e.svc.MapDouban(ctx, season); !ok || ref2 != ref || len(e.tmdb.Requests()) != before {
		t.Fatal("the mapping is not kept")
	}
	if e.svc.DoubanOfTMDB(ctx, 278, "movie") != "1292052" {
		t.Fatal("reverse mapping")
	}
	// The stored IMDb id, by either id, with no upstream call (the
	// subscription engine asks for every subscription on each run).
	before = len(e.tmdb.Requests())
	if got := [3]string{e.svc.StoredIMDb(ctx, "1292052", 0, "movie"), e.svc.StoredIMDb(ctx, "", 278, "movie"),
		e.svc.StoredIMDb(ctx, "", 278, "tv")}; got != [3]string{"tt0111161", "tt0111161", ""} || len(e.tmdb.Requests()) != before {
		t.Fatalf("stored IMDb ids %q", got)
	}
}
