package api

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
)

func TestDownloadPathsAreTheMediaPaths(t *testing.T) {
	e := newTestEnv(t)
	storetest.PutSetting(t, e.store, settings.MediaPathSection, []settings.MediaPath{
		{DownloadPath: "/downloads/movie", Type: "movie"}, {DownloadPath: "/downloads/tv", Type: "tv"}, {DownloadPath: "/downloads/movie", Type: "other"}})
	family := e.userAuth(t)
	paths := okData[[]string](t, call(t, e.srv, "GET", "/api/download/paths", "", family))
	if strings.Join(paths, ",") != "/downloads/movie,/downloads/tv" {
		t.Fatalf("paths %v", paths)
	}
	// path_kinds: the same paths, each with the kinds of media filed from it.
	var kinds []struct {
		Path  string
		Types []string
	}
	wantOK(t, call(t, e.srv, "GET", "/api/download/path_kinds", "", family), &kinds)
	if len(kinds) != 2 || kinds[0].Path != "/downloads/movie" || strings.Join(kinds[0].Types, ",") != "movie,other" ||
		kinds[1].Path != "/downloads/tv" || strings.Join(kinds[1].Types, ",") != "tv" {
		t.Fatalf("path_kinds %+v", kinds)
	}
}

func TestDownloadTorrentRefusesUnknownIDs(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	storetest.PutSetting(t, e.store, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: "/x", Type: "movie"}})
	wantFail(t, call(t, e.srv, "GET", "/api/download/torrent?id=12&site_id=hdsky&save_path=/x", "", admin), "找不到这个种子，请重新搜索后再下载")
	wantFail(t, call(t, e.srv, "GET", "/api/download/torrent?id=12&site_id=hdsky", "", admin), "请选择保存路径（save_path）")
	wantFail(t, call(t, e.srv, "GET", "/api/download/torrent?id=x&save_path=/x", "", admin), "种子编号（id）不正确")
}

// The save path is one of download/paths, for a normal user and an admin
// alike (#26): /root/.ssh or a ../ walk out of a configured folder is
// refused, naming the field, before any torrent is fetched.
func TestDownloadTorrentSavePathMustBeConfigured(t *testing.T) {
	e := newTestEnv(t)
	storetest.PutSetting(t, e.store, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: "/downloads/movie", Type: "movie"}})
	for _, auth := range []string{e.userAuth(t), e.adminAuth(t)} {
		for _, p := range []string{"/root/.ssh", "/downloads/movie/../../root", "downloads/movie", "/downloads"} {
			wantFail(t, call(t, e.srv, "GET", "/api/download/torrent?id=12&site_id=hdsky&save_path="+url.QueryEscape(p), "", auth),
				"保存路径（save_path）必须是媒体路径设置中的下载路径之一："+p)
		}
		wantFail(t, call(t, e.srv, "GET", "/api/download/torrent?id=12&site_id=hdsky&save_path=/downloads/movie/", "", auth),
			"找不到这个种子，请重新搜索后再下载")
	}
}

// TestDownloadTorrentIntoRealQBittorrent: search the stand-in site, then
// download/torrent puts the result into a real qbittorrent-nox.
func TestDownloadTorrentIntoRealQBittorrent(t *testing.T) {
	qb := qbtest.Start(t)
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	storetest.PutSetting(t, e.store, settings.DownloadClientsSection, []settings.DownloadClientEntry{
		{Type: "qbittorrent", Name: "家里的qb", URL: qb.URL, Username: qbtest.User, Password: qbtest.Password, NeedLogin: true, SiteID: []string{"hdsky"}}})
	np := e.standinSite(t, admin)
	a := okData[ptsites.SearchAnswer](t, call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=oppenheimer", "", admin))
	if len(a.Torrents) != 1 {
		t.Fatalf("search %+v", a)
	}
	save := t.TempDir()
	storetest.PutSetting(t, e.store, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: save, Type: "movie"}})
	// Filed 14 minutes ago by another user: asked first, sent with force=1.
	e.addRecord(t, map[string]any{"user_id": 2, "torrent_name": "Oppenheimer.2023.2160p.WEB-DL-OTHER", "torrent_hash": "old",
		"save_path": "/dl", "client_name": "家里的qb", "created_at": "2026-11-26 10:00:00", "movie_name": "Oppenheimer",
		"movie_year": 2023, "movie_type": "Movie", "tmdb_id": 872585, "link_path": "/media/奥本海默 (2023)", "status": 1})
	get := fmt.Sprintf("/api/download/torrent?id=%d&site_id=hdsky&save_path=%s&better_version=false", a.Torrents[0].ID, url.QueryEscape(save))
	r := call(t, e.srv, "GET", get, "", admin)
	wantFail(t, r, "已入库：《Oppenheimer》已在媒体库中，确定还要下载吗？")
	if !strings.Contains(string(r.env.Data), `"need_confirm":true`) || !strings.Contains(string(r.env.Data), `"filed":true`) {
		t.Fatalf("refusal data %s", r.env.Data)
	}
	r = call(t, e.srv, "GET", get+"&force=1", "", admin)
	wantOK(t, r, nil)
	if r.env.Message != "已提交到下载器家里的qb：Oppenheimer.2023.1080p.BluRay.x264.DTS-HD.MA.5.1-WiKi" {
		t.Fatalf("message %q", r.env.Message)
	}
	// The download.php request carried the site's cookie.
	var sawDownload bool
	for _, req := range np.Requests() {
		if req.Path == "/download.php" && strings.Contains(req.Header.Get("Cookie"), "c_secure_pass=standin") {
			sawDownload = true
		}
	}
	if !sawDownload {
		t.Fatal("the .torrent was not fetched with the site's cookie")
	}
	// The same torrent downloaded again by hand: asked first; still one record.
	r = call(t, e.srv, "GET", get, "", admin)
	if r.env.Code != 1 || !strings.HasPrefix(r.env.Message, "已") || !strings.Contains(string(r.env.Data), `"need_confirm":true`) {
		t.Fatalf("second download: %s", r.raw)
	}
	wantOK(t, call(t, e.srv, "GET", get+"&force=1", "", admin), nil)
	var n int
	if err := e.store.DB().QueryRow(`SELECT COUNT(*) FROM download_record WHERE torrent_hash <> 'old'`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("%d records for one torrent downloaded twice (%v)", n, err)
	}
}

// A user limited to Movie neither finds nor downloads an AV release, and
// the search templates offer them Movie only (#26); the admin sees it all.
func TestPermissionCategoriesOnSearchDownloadAndTemplates(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	user := e.movieOnlyViewer(t, admin)
	e.standinSite(t, admin)
	storetest.PutSetting(t, e.store, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: "/downloads", Type: "movie"}})

	all := okData[ptsites.SearchAnswer](t, call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=Standin.Adult", "", admin))
	if len(all.Torrents) != 1 || all.Torrents[0].CateLevel1 != "AV" {
		t.Fatalf("admin search %+v", all.Torrents)
	}
	for _, cache := range []string{"false", "true"} {
		mine := okData[ptsites.SearchAnswer](t, call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=Standin.Adult&cache="+cache, "", user))
		if len(mine.Torrents) != 0 {
			t.Fatalf("a Movie-only user found %+v", mine.Torrents)
		}
	}
	wantFail(t, call(t, e.srv, "GET", fmt.Sprintf("/api/download/torrent?id=%d&site_id=hdsky&save_path=/downloads", all.Torrents[0].ID), "", user),
		"种子分类（category）「AV」不在你的权限分类中，不能下载")
	tpl := okData[searchTemplatesJSON](t, call(t, e.srv, "GET", "/api/setting/get_search_template", "", user))
	if strings.Join(tpl.PermissionCategory, ",") != "Movie" || len(tpl.Template) == 0 || slices.ContainsFunc(tpl.Template,
		func(x settings.SearchTemplate) bool {
			return slices.ContainsFunc(x.Option.Category, func(c string) bool { return c != "Movie" })
		}) {
		t.Fatalf("templates %+v", tpl)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/setting/get_search_template", "", admin), &tpl)
	if len(tpl.PermissionCategory) != 6 {
		t.Fatalf("admin templates %+v", tpl)
	}
}
