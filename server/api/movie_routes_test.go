package api

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
)

// metaEnv is a testEnv whose metadata has an image cache and whose
// settings point at the tmdb and douban stand-ins (TMDB key set).
type metaEnv struct {
	*testEnv
	tmdb, douban *standin.Server
	admin        string // Authorization header
}

func newMetaEnv(t *testing.T) *metaEnv {
	t.Helper()
	base := newTestEnv(t)
	meta, err := metadata.New(context.Background(), metadata.Options{Store: base.store,
		ImageDir: t.TempDir(), MinInterval: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	base.srv = New(withDomains(t, Deps{Store: base.store, Tokens: auth.NewTokens(base.secret, auth.DefaultTTL, time.Now),
		Logger: slog.New(slog.NewTextHandler(base.logs, nil)), Metadata: meta}))
	e := &metaEnv{testEnv: base, tmdb: standin.Must(t, "tmdb", nil), douban: standin.Must(t, "douban", nil)}
	e.admin = e.adminAuth(t)
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_metadata_hosts", toJSON(map[string]string{
		"tmdb_api_base": e.tmdb.URL + "/3", "tmdb_image_base": e.tmdb.URL + "/t/p",
		"douban_rexxar_base": e.douban.URL + "/rexxar/api/v2", "douban_frodo_base": e.douban.URL + "/api/v2",
	}), e.admin), nil)
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_tmdb", `{"api_key":"tmdb-test-key"}`, e.admin), nil)
	return e
}

type cardJSON struct {
	ID          string  `json:"id"`
	DoubanID    string  `json:"douban_id"`
	TMDBID      int     `json:"tmdb_id"`
	SubID       *int64  `json:"sub_id"`
	Type        string  `json:"type"`
	CNName      string  `json:"cn_name"`
	PosterPath  string  `json:"poster_path"`
	Rating      float64 `json:"rating"`
	ReleaseYear int     `json:"release_year"`
	Status      *int    `json:"status"`
}

func (e *metaEnv) cards(t *testing.T, path, authz string) []cardJSON {
	t.Helper()
	out := okData[[]cardJSON](t, call(t, e.srv, "GET", path, "", authz))
	return out
}

func TestDiscoverEndpoints(t *testing.T) {
	e := newMetaEnv(t)
	top := e.cards(t, "/api/movie/douban_rank_list?type=movie_top250", e.admin)
	if len(top) != 250 || top[0].CNName != "肖申克的救赎" || top[0].Status != nil || top[0].Type != "Movie" {
		t.Fatalf("top250 %d %+v", len(top), top[0])
	}
	wantFail(t, call(t, e.srv, "GET", "/api/movie/douban_rank_list?type=bogus", "", e.admin), "未知的榜单：bogus")
	found := e.cards(t, "/api/movie/search_douban?keyword="+url.QueryEscape("老友记"), e.admin)
	if len(found) != 1 || found[0].Type != "TV" {
		t.Fatalf("search %+v", found)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/movie/search_douban?keyword=", "", e.admin), "请输入要搜索的片名")
	trend := e.cards(t, "/api/movie/tmdb_trending?media_type=TV&page=1", e.admin)
	if len(trend) == 0 || trend[0].TMDBID == 0 || trend[0].Type != "TV" || !strings.HasPrefix(trend[0].PosterPath, "/api/common/image?url=") {
		t.Fatalf("trending %+v", trend)
	}
	var feed struct {
		Items     []map[string]any `json:"items"`
		HasMore   bool             `json:"has_more"`
		NextStart int              `json:"next_start"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/movie/douban_suggestion?start=0", "", e.admin), &feed)
	if len(feed.Items) != 20 || !feed.HasMore || feed.NextStart != 20 {
		t.Fatalf("feed %d %v %d", len(feed.Items), feed.HasMore, feed.NextStart)
	}
	daily := okData[map[string]any](t, call(t, e.srv, "GET", "/api/common/daily_media", "", e.admin))
	if daily["doubanId"] == "" || daily["mediaType"] != "Movie" || daily["backgroundUrl"] == "" {
		t.Fatalf("daily %v", daily)
	}
	var tags struct{ Cate, Area []string }
	wantOK(t, call(t, e.srv, "GET", "/api/common/douban_tag", "", e.admin), &tags)
	if len(tags.Cate) == 0 || len(tags.Area) == 0 {
		t.Fatalf("tags %+v", tags)
	}
	detail := okData[map[string]any](t, call(t, e.srv, "GET", "/api/movie/media_detail?tmdb_id=1396&media_type=TV", "", e.admin))
	if detail["title"] != "绝命毒师" || len(detail["seasons"].([]any)) != 5 {
		t.Fatalf("detail %v", detail)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/movie/media_detail", "", e.admin), "缺少 douban_id 或 tmdb_id")
	// Signed-in users only.
	if r := call(t, e.srv, "GET", "/api/movie/douban_rank_list?type=movie_top250", "", ""); r.env.Code == 0 {
		t.Fatal("answered without a sign-in")
	}
}

func TestDiscoverSaysWhatToConfigure(t *testing.T) {
	e := newMetaEnv(t)
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_tmdb", `{"api_key":"wrong"}`, e.admin), nil)
	// Only the settings cure these (reason "setup"); a family member cannot
	// open them: she is told whom to ask.
	trending := func(authz string) reply {
		return call(t, e.srv, "GET", "/api/movie/tmdb_trending?media_type=Movie", "", authz)
	}
	member := e.userAuth(t)
	wantSetup(t, trending(e.admin), metadata.MsgTMDBKeyInvalid)
	wantSetup(t, trending(member), "TMDB API Key 无效，请联系管理员更换")
	e.store.PutSetting(context.Background(), "config.movie_metadata", `{"hosts":{"tmdb_api_base":"`+e.tmdb.URL+`/3"}}`)
	wantSetup(t, trending(e.admin), metadata.MsgNoTMDBKey)
	wantSetup(t, trending(member), "未设置TMDB API Key，请联系管理员设置")
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_metadata_hosts", `{"tmdb_api_base":"ftp://x"}`, e.admin),
		"TMDB API地址必须是以http://或https://开头的网址")
	var m struct {
		Hosts        map[string]string `json:"hosts"`
		DefaultHosts map[string]string `json:"default_hosts"`
	}
	// Cleared, the addresses stay empty: the default applies, whatever it is then.
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_metadata_hosts", `{}`, e.admin), nil)
	wantOK(t, call(t, e.srv, "GET", "/api/setting/get_movie_metadata", "", e.admin), &m)
	if m.Hosts["tmdb_api_base"] != "" || m.DefaultHosts["tmdb_api_base"] != "https://api.themoviedb.org/3" ||
		m.DefaultHosts["douban_rexxar_base"] != "https://m.douban.com/rexxar/api/v2" {
		t.Fatalf("hosts %v, defaults %v", m.Hosts, m.DefaultHosts)
	}
}

func TestImageProxyEndpoint(t *testing.T) {
	e := newMetaEnv(t)
	get := func(raw string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		e.srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api/common/image?url="+url.QueryEscape(raw), nil))
		return rec
	}
	rec := get(e.tmdb.URL + "/t/p/w500/poster278.png")
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" ||
		!strings.Contains(rec.Header().Get("Cache-Control"), "immutable") {
		t.Fatalf("%d %v", rec.Code, rec.Header())
	}
	rec = get("https://example.com/x.png")
	var env Envelope
	if rec.Code != http.StatusForbidden || json.Unmarshal(rec.Body.Bytes(), &env) != nil || env.Code != 1 {
		t.Fatalf("open proxy: %d %s", rec.Code, rec.Body)
	}
}

// userHeader creates a plain user with a name and answers its header and record.
func (e *metaEnv) user(t *testing.T, name string) (string, store.User) {
	t.Helper()
	u, err := e.store.CreateUser(context.Background(), name, "x", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	return bearer(e.tokenFor(t, u.ID, time.Now())), u
}
