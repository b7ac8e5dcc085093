package api

import (
	"context"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

func writeFile(t *testing.T, p, body string) string {
	t.Helper()
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLibraryRoutes(t *testing.T) {
	e := newTestEnv(t)
	ctx := context.Background()
	tok := bearer(e.tokenFor(t, e.withAdmin(t).ID, time.Now()))
	tmdb := standin.Must(t, "tmdb", nil)
	storetest.PutSetting(t, e.store, settings.MovieMetadataSection, settings.MetadataSetting{TMDBAPIKey: "tmdb-test-key",
		Hosts: settings.MetadataHosts{TMDBAPIBase: tmdb.URL + "/3", TMDBImageBase: tmdb.URL + "/t/p"}})
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	movie := writeFile(t, filepath.Join(in, "Inception.2010.1080p.BluRay.x264-CMCT.mkv"), "v")
	episode := writeFile(t, filepath.Join(in, "漫长的季节.E07.2160p.WEB-DL.mp4"), "e")
	disc := filepath.Join(in, "Interstellar.2014.BluRay")
	writeFile(t, filepath.Join(disc, "BDMV", "STREAM", "00001.m2ts"), "m")

	rows := okData[[]library.Row](t, call(t, e.srv, "GET", "/api/media/get_media_library?path="+url.QueryEscape(in), "", tok))
	if len(rows) != 3 || !rows[1].IsDisc || rows[1].DiscType != "BDMV" || rows[1].FileTypeDesc != "蓝光原盘" || rows[0].Status != 0 {
		t.Fatalf("rows: %+v", rows)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/media/get_media_library?path=/no/such", "", tok), "文件夹不存在：/no/such")

	// The preview computes targets without writing.
	var prev []library.Preview
	q := url.Values{"paths": {movie}, "root_path": {in}, "link_path": {lib}, "media_type": {"Movie"}}
	wantOK(t, call(t, e.srv, "GET", "/api/media/link_preview?"+q.Encode(), "", tok), &prev)
	if len(prev) != 1 || prev[0].Target != filepath.Join(lib, "盗梦空间 (2010)", "盗梦空间 (2010) - 1080p.mkv") {
		t.Fatalf("preview: %+v", prev)
	}
	if _, err := os.Stat(lib); !os.IsNotExist(err) {
		t.Fatal("preview wrote")
	}

	body, _ := json.Marshal(map[string]any{"paths": []string{movie}, "root_path": in, "media_type": "Movie", "link_path": lib, "link_mode": "link"})
	wantOK(t, call(t, e.srv, "POST", "/api/media/link_media", string(body), tok), nil)
	e.srv.Library.Wait(ctx)
	// The manual correction, with the contract's misspelt season key.
	body, _ = json.Marshal(map[string]any{"tmdb_id": "", "media_name": "漫长的季节", "media_year": "2023", "paths": []string{episode},
		"root_path": in, "media_type": "TV", "link_path": lib, "season_inbdex": 1})
	wantOK(t, call(t, e.srv, "POST", "/api/media/link_media", string(body), tok), nil)
	e.srv.Library.Wait(ctx)
	st := okData[library.Status](t, call(t, e.srv, "GET", "/api/media/get_media_link_status", "", tok))
	if st.Running || st.Progress != 100 || st.SuccessCount != 1 || st.LinkPath != lib || st.RootPath != in || st.MediaType != "TV" {
		t.Errorf("status: %+v", st)
	}
	res := okData[[]library.Result](t, call(t, e.srv, "GET", "/api/media/link_results", "", tok))
	if len(res) != 1 || !res[0].OK || res[0].Target != filepath.Join(lib, "漫长的季节 (2023)", "Season 01", "漫长的季节 - S01E07 - 2160p.mp4") {
		t.Errorf("results: %+v", res)
	}
	// A TMDB address as the id sets the type.
	body, _ = json.Marshal(map[string]any{"tmdb_id": "https://www.themoviedb.org/movie/157336-interstellar", "paths": []string{disc},
		"root_path": in, "media_type": "TV", "link_path": lib})
	wantOK(t, call(t, e.srv, "POST", "/api/media/link_media", string(body), tok), nil)
	e.srv.Library.Wait(ctx)
	wantOK(t, call(t, e.srv, "GET", "/api/media/link_results", "", tok), &res)
	placedDisc := filepath.Join(lib, "星际穿越 (2014)", "Interstellar.2014.BluRay")
	if len(res) != 1 || res[0].Target != placedDisc {
		t.Errorf("disc: %+v", res)
	}
	wantOK(t, call(t, e.srv, "POST", "/api/media/fix_emby_bdmv_bug", `{"paths":["`+placedDisc+`"]}`, tok), nil)
	if _, err := os.Stat(filepath.Join(placedDisc, "Interstellar.2014.BluRay.strm")); err != nil {
		t.Error(err)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/media/get_media_library?path="+url.QueryEscape(in), "", tok), &rows)
	for _, r := range rows {
		if r.Status != 2 || r.RecognitionResult == nil || r.RecognitionResult.Metadata == nil {
			t.Errorf("row after: %+v", r)
		}
	}

	// auto_categorize files the recognised items again under area folders.
	cat := filepath.Join(e.dir, "categorized")
	body, _ = json.Marshal(map[string]any{"paths": []string{movie}, "link_path": cat, "link_mode": "copy"})
	wantOK(t, call(t, e.srv, "POST", "/api/media/auto_categorize", string(body), tok), nil)
	e.srv.Library.Wait(ctx)
	wantOK(t, call(t, e.srv, "GET", "/api/media/link_results", "", tok), &res)
	if len(res) != 1 || !res[0].OK || !strings.HasPrefix(res[0].Target, cat+"/其他/") {
		t.Errorf("categorize: %+v", res)
	}

	wantFail(t, call(t, e.srv, "POST", "/api/media/link_media", `{"paths":["`+movie+`"],"root_path":"`+in+`","link_path":"`+in+`"}`, tok), "整理后的目标路径最好和原始分开！")
	wantFail(t, call(t, e.srv, "POST", "/api/media/link_media", `{"paths":["`+movie+`"],"link_path":""}`, tok), "请选择整理后的路径，才能开始整理！")
	wantFail(t, call(t, e.srv, "POST", "/api/media/cancel_link", "", tok), "没有正在运行的整理任务")

	bob, err := e.store.CreateUser(ctx, "bob", "x", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/media/get_media_link_status", "", bearer(e.tokenFor(t, bob.ID, time.Now()))), "需要管理员权限")
}
