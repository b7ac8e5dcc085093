package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// TestNormalUserWalkOverEveryRoute (#26): a normal user limited to Movie
// calls every registered route with hostile values — paths to a secret
// folder (absolute and ../), URLs to an internal address, categories and
// roles outside their own, the admin's id — and nothing escapes the role:
// the internal address is never contacted, the secret folder is neither
// listed nor written, no AV release is shown, no global setting, role,
// category or other account changes.
func TestNormalUserWalkOverEveryRoute(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	e.movieOnlyViewer(t, admin)
	ctx := context.Background()
	viewer := e.viewer(t)
	e.standinSite(t, admin)
	storetest.PutSetting(t, e.store, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: t.TempDir(), Type: "movie"}})
	var found struct {
		Torrents []struct{ ID int64 } `json:"torrents"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=Standin.Adult", "", admin), &found)
	if len(found.Torrents) != 1 {
		t.Fatalf("the AV stand-in row was not found: %+v", found)
	}

	var internalHits atomic.Int64
	internal := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		internalHits.Add(1)
		t.Logf("internal address contacted: %s %s", r.Method, r.URL)
	}))
	t.Cleanup(internal.Close)
	secret := t.TempDir()
	os.WriteFile(filepath.Join(secret, "id_rsa-SECRETMARK"), []byte("key"), 0o600)
	relSecret := strings.Repeat("../", 12) + strings.TrimPrefix(secret, "/")

	hostileURL := internal.URL + "/key/"
	str := map[string]any{
		"path": secret, "save_path": relSecret, "download_path": secret, "dir": secret, "src": secret, "dst": secret,
		"source_dir": secret, "target_dir": relSecret, "defaultSelected": secret, "file": "../../" + relSecret,
		"url": hostileURL, "server_url": hostileURL, "bark_url": hostileURL, "server": hostileURL, "image": hostileURL,
		"img": hostileURL, "site_url": hostileURL, "domain": hostileURL, "host": hostileURL, "api_url": hostileURL,
		"cates": "AV", "category": "AV", "cate": "AV", "keyword": "Standin.Adult", "site_id": "hdsky",
		"id": fmt.Sprint(found.Torrents[0].ID), "uid": "1", "user_id": "1", "role": "1", "username": "viewer", "nickname": "v",
	}
	query := url.Values{}
	for k, v := range str {
		query.Set(k, fmt.Sprint(v))
	}
	body := map[string]any{}
	for k, v := range str {
		body[k] = v
	}
	body["role"], body["uid"] = 1, viewer.ID
	body["permission_category"] = []string{"Movie", "AV"}
	body["approval_enable"] = false
	rawBody, _ := json.Marshal(body)

	before := settingsSnapshot(t, e.store)
	adminBefore, _ := e.store.UserByID(ctx, 1)
	usersBefore, _ := e.store.Users(ctx)
	param := regexp.MustCompile(`\{[^}]*\}`)
	patterns := slices.Clone(e.srv.mux.patterns)
	for _, p := range patterns {
		method, path, ok := strings.Cut(p, " ")
		if !ok {
			method, path = "GET", p
		}
		path = param.ReplaceAllString(path, "1")
		var rd *strings.Reader
		if method != "GET" {
			rd = strings.NewReader(string(rawBody))
		} else {
			rd = strings.NewReader("")
		}
		req := httptest.NewRequest(method, path+"?"+query.Encode(), rd)
		req.Header.Set("Content-Type", "application/json")
		// A fresh token each time: a route that ends the user's sessions
		// must not turn the rest of the walk into a signed-out one.
		req.Header.Set("Authorization", bearer(e.tokenFor(t, viewer.ID, time.Now())))
		rec := httptest.NewRecorder()
		e.srv.ServeHTTP(rec, req)
		out := rec.Body.String()
		if want, ok := refusals[p]; ok && !strings.Contains(out, want) {
			t.Errorf("%s: want a refusal naming %q, got %.300s", p, want, out)
		}
		for _, mark := range []string{"SECRETMARK", "成人分类测试条目"} {
			if strings.Contains(out, mark) {
				t.Errorf("%s: the answer holds %s: %.300s", p, mark, out)
			}
		}
		if n := internalHits.Load(); n > 0 {
			t.Errorf("%s: the internal address was contacted (%d)", p, n)
			internalHits.Store(0)
		}
	}
	time.Sleep(200 * time.Millisecond) // notifications sent in the background
	if n := internalHits.Load(); n > 0 {
		t.Errorf("the internal address was contacted after the walk (%d)", n)
	}
	if entries, _ := os.ReadDir(secret); len(entries) != 1 {
		t.Errorf("the secret folder was written: %v", entries)
	}
	after := settingsSnapshot(t, e.store)
	for k, v := range after {
		if before[k] != v && !strings.HasSuffix(k, fmt.Sprintf(".%d", viewer.ID)) {
			t.Errorf("a normal user changed the global setting %s: %.200s", k, v)
		}
	}
	me, _ := e.store.UserByID(ctx, viewer.ID)
	adminAfter, _ := e.store.UserByID(ctx, 1)
	usersAfter, _ := e.store.Users(ctx)
	p, _ := e.srv.Users.Profile(ctx, viewer.ID)
	if me.Role != store.RoleUser || !slices.Equal(p.PermissionCategory, []string{"Movie"}) || strings.Contains(p.BarkURL, "127.0.0.1") {
		t.Errorf("the user raised themselves: role %d, profile %+v", me.Role, p)
	}
	if adminAfter.Username != adminBefore.Username || adminAfter.Role != store.RoleAdmin || len(usersAfter) != len(usersBefore) {
		t.Errorf("accounts changed: admin %+v, %d users (was %d)", adminAfter, len(usersAfter), len(usersBefore))
	}
	t.Logf("walked %d routes as a normal user", len(patterns))
}

// refusals are the answers the boundary routes must give the walk's values.
var refusals = map[string]string{
	"GET /api/download/torrent":        "保存路径（save_path）必须是媒体路径设置中的下载路径之一",
	"GET /api/config/check_path":       "需要管理员权限",
	"GET /api/common/get_dirs":         "需要管理员权限",
	"POST /api/user/update_user":       "Bark推送URL（bark_url）",
	"GET /api/user/get_user":           "需要管理员权限",
	"POST /api/user/delete_user":       "需要管理员权限",
	"POST /api/config/save_media_path": "需要管理员权限",
}

func settingsSnapshot(t *testing.T, st *store.Store) map[string]string {
	rows, err := st.DB().Query(`SELECT key, value FROM settings`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var k, v string
		rows.Scan(&k, &v)
		out[k] = v
	}
	return out
}
