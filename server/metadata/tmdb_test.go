package metadata

import (
	"context"
	"net/url"
	"testing"
)

func TestTMDBRequestsCarryKeyLanguageAndAppend(t *testing.T) {
	e := newEnv(t, nil, "tmdb-test-key")
	ctx := context.Background()
	d, err := e.svc.TMDBDetails(ctx, "movie", 278)
	if err != nil {
		t.Fatal(err)
	}
	if d.DisplayTitle() != "肖申克的救赎" || d.ExternalIDs.IMDbID != "tt0111161" || len(d.Credits.Cast) != 2 || d.Runtime != 142 {
		t.Fatalf("detail %+v", d)
	}
	r := e.tmdb.Requests()[0]
	q, _ := url.ParseQuery(r.Query)
	if r.Path != "/3/movie/278" || q.Get("api_key") != "tmdb-test-key" || q.Get("language") != "zh-CN" ||
		q.Get("append_to_response") != "credits,images,external_ids" {
		t.Fatalf("request %s?%s", r.Path, r.Query)
	}
	p, err := e.svc.TMDBSearch(ctx, "movie", "盗梦空间", 2010, 1)
	if err != nil || len(p.Results) != 1 || p.Results[0].ID != 27205 {
		t.Fatalf("search %+v %v", p, err)
	}
	if q, _ := url.ParseQuery(e.tmdb.Requests()[1].Query); q.Get("year") != "2010" || q.Get("query") != "盗梦空间" {
		t.Fatalf("search query %v", q)
	}
	tv, err := e.svc.TMDBSearch(ctx, "tv", "权力的游戏", 2011, 1)
	if err != nil || len(tv.Results) != 1 || tv.Results[0].DisplayTitle() != "权力的游戏" {
		t.Fatalf("tv search %+v %v", tv, err)
	}
	se, err := e.svc.TMDBSeasonDetail(ctx, 1399, 2)
	if err != nil || len(se.Episodes) != 10 || se.SeasonNumber != 2 {
		t.Fatalf("season %+v %v", se, err)
	}
	f, err := e.svc.TMDBFindIMDb(ctx, "tt0903747")
	if err != nil || len(f.TVResults) != 1 || f.TVResults[0].ID != 1396 {
		t.Fatalf("find %+v %v", f, err)
	}
	tr, err := e.svc.TMDBTrending(ctx, "tv", 1)
	if err != nil || len(tr.Results) == 0 || tr.Results[0].MediaType != "tv" {
		t.Fatalf("trending %+v %v", tr, err)
	}
	if last := e.tmdb.Requests()[len(e.tmdb.Requests())-1]; last.Path != "/3/trending/tv/week" {
		t.Fatalf("trending path %s", last.Path)
	}
}

func TestTMDBV4TokenGoesInTheHeader(t *testing.T) {
	e := newEnv(t, nil, "eyJtoken")
	e.tmdb.Close()
	e.tmdb = mustTMDB(t, "eyJtoken")
	e.configure(t, "eyJtoken", "")
	if _, err := e.svc.TMDBDetails(context.Background(), "tv", 1396); err != nil {
		t.Fatal(err)
	}
	r := e.tmdb.Requests()[0]
	if r.Header.Get("Authorization") != "Bearer eyJtoken" {
		t.Fatalf("header %v", r.Header)
	}
	if q, _ := url.ParseQuery(r.Query); q.Has("api_key") {
		t.Fatalf("key leaked into the query: %s", r.Query)
	}
}

func TestTMDBErrors(t *testing.T) {
	e := newEnv(t, nil, "")
	ctx := context.Background()
	_, err := e.svc.TMDBTrending(ctx, "movie", 1)
	wantSetup(t, err, MsgNoTMDBKey)
	if len(e.tmdb.Requests()) != 0 {
		t.Fatal("asked TMDB without a key")
	}
	e.configure(t, "wrong", "")
	_, err = e.svc.TMDBTrending(ctx, "movie", 1)
	wantSetup(t, err, MsgTMDBKeyInvalid)
	e.configure(t, "tmdb-test-key", "")
	if _, err := e.svc.TMDBTrending(ctx, "movie", 1); err != nil {
		t.Fatalf("a failure must not be cached: %v", err)
	}
	_, err = e.svc.TMDBDetails(ctx, "movie", 999999)
	wantMessage(t, err, MsgNotFound)
}
