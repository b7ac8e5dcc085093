package api

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
)

func TestScriptingAmr(t *testing.T) {
	e := newMetaEnv(t)
	key := e.keyFor(t)
	var m map[string]any
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/amr/parse_name_meta_by_string?string="+
		url.QueryEscape("Breaking.Bad.S01E02.1080p.BluRay.x265-GROUP"), "", key), &m)
	if m["en_name"] != "Breaking Bad" || m["media_type"] != "TV" || m["resolution"] != "1080p" || m["filepath"] != nil {
		t.Fatalf("MediaNameMeta %v", m)
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/amr/parse_name_meta_by_filepath?filepath="+
		url.QueryEscape("/media/Friends.S01.1994.1080p/Friends.S01E03.mkv"), "", key), &m)
	if m["filepath"] != nil || m["year"].(float64) != 1994 {
		t.Fatalf("by path %v", m)
	}
	a := okData[map[string]any](t, sdk(t, e.testEnv, "GET", "/api/amr/analysis_string?string="+url.QueryEscape("Inception.2010.1080p.BluRay-CMCT"), "", key))
	if a["tmdb_id"].(float64) != 27205 || a["media_type"] != "Movie" || a["cn_name"] != "盗梦空间" || a["release_year"].(float64) != 2010 {
		t.Fatalf("MetaSearchResult %v", a)
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/amr/analysis_filepath?string="+
		url.QueryEscape("/in/Game.of.Thrones.S02.1080p/Game.of.Thrones.S02E05.mkv"), "", key), &a)
	if a["tmdb_id"].(float64) != 1399 || a["season_number"].(float64) != 2 {
		t.Fatalf("by path %v", a)
	}
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/amr/analysis_string?string="+url.QueryEscape("Nothing.Like.This.2001.1080p"), "", key),
		"TMDB未找到：Nothing Like This")
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/amr/parse_name_meta_by_string?string=", "", key), "缺少 string")
	// With no TMDB key a script's analysis fails as the screens' do: the
	// settings cure it (reason "setup"), whatever else the organiser says.
	e.store.PutSetting(context.Background(), "config.movie_metadata", `{"hosts":{"tmdb_api_base":"`+e.tmdb.URL+`/3"}}`)
	wantSetup(t, sdk(t, e.testEnv, "GET", "/api/amr/analysis_string?string="+url.QueryEscape("Heat.1995.1080p"), "", key),
		metadata.MsgNoTMDBKey)
}

func TestScriptingMeta(t *testing.T) {
	e := newMetaEnv(t)
	key := e.keyFor(t)
	m := okData[map[string]any](t, sdk(t, e.testEnv, "GET", "/api/meta/get_media_by_tmdb_id?media_type=TV&tmdb_id=1399", "", key))
	seasons, _ := m["seasonList"].([]any)
	if m["tmdbId"].(float64) != 1399 || m["mediaType"] != "TV" || m["title"] != "权力的游戏" || m["enTitle"] != "Game of Thrones" ||
		len(seasons) == 0 || m["genres"] == nil {
		t.Fatalf("MediaMeta (camelCase) %v", m)
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/meta/get_media_by_douban_id?media_type=Movie&douban_id=3541415", "", key), &m)
	if m["doubanId"].(float64) != 3541415 || m["tmdbId"].(float64) != 27205 || m["imdbId"] != "tt1375666" || m["premiereDate"] != "2010-09-10" {
		t.Fatalf("by Douban, mapped to TMDB: %v", m)
	}
	cast := okData[[]map[string]any](t, sdk(t, e.testEnv, "GET", "/api/meta/get_cast_crew_by_tmdb?media_type=Movie&tmdb_id=278&season_number=", "", key))
	if len(cast) == 0 || cast[0]["cnName"] == "" || cast[0]["duty"] != "演员" || cast[0]["role"] == "" || cast[0]["orderNumber"].(float64) != 0 {
		t.Fatalf("Person (camelCase) %v", cast)
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/meta/get_cast_crew_by_douban?media_type=Movie&douban_id=3541415", "", key), &cast)
	if len(cast) == 0 || cast[0]["duty"] != "演员" || cast[0]["doubanImageUrl"] == "" {
		t.Fatalf("Douban cast %v", cast)
	}
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/meta/get_media_by_douban_id?douban_id=abc", "", key), "没有找到这个影片")
}

func TestScriptingLibrary(t *testing.T) {
	e := newMetaEnv(t)
	key := e.keyFor(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "downloads", "movies", "Inception.2010.1080p.BluRay.x264-CMCT.mkv")
	if err := os.MkdirAll(filepath.Dir(src), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(src, []byte("film"), 0o644); err != nil {
		t.Fatal(err)
	}
	// direct_transfer: a copy.
	wantOK(t, sdk(t, e.testEnv, "POST", "/api/library/direct_transfer",
		toJSON(map[string]string{"src": src, "dst": filepath.Join(dir, "copy"), "mode": "copy"}), key), nil)
	if b, err := os.ReadFile(filepath.Join(dir, "copy")); err != nil || string(b) != "film" {
		t.Fatalf("copied %q %v", b, err)
	}
	wantFail(t, sdk(t, e.testEnv, "POST", "/api/library/direct_transfer",
		toJSON(map[string]string{"src": src, "dst": filepath.Join(dir, "x"), "mode": "teleport"}), key), "mode 只能是 link、copy 或 move")

	// rename_by_path: organised by the media path that holds it.
	paths := []settings.MediaPath{{DownloadPath: "/dl/movies", SourceDir: filepath.Dir(src), TargetDir: filepath.Join(dir, "library"),
		Type: "movie", FileProcessMode: "link"}}
	storetest.PutSetting(t, e.store, settings.MediaPathSection, paths)
	var results []struct {
		Target string `json:"target"`
		OK     bool   `json:"ok"`
	}
	wantOK(t, sdk(t, e.testEnv, "POST", "/api/library/rename_by_path", toJSON(map[string]string{"path": src}), key), &results)
	if len(results) != 1 || !results[0].OK || !strings.Contains(results[0].Target, "盗梦空间") {
		t.Fatalf("rename_by_path %+v", results)
	}
	if _, err := os.Stat(results[0].Target); err != nil {
		t.Fatalf("organised file: %v", err)
	}
	wantFail(t, sdk(t, e.testEnv, "POST", "/api/library/rename_by_path", toJSON(map[string]string{"path": "/elsewhere/x.mkv"}), key),
		"没有与下载路径对应的媒体路径：/elsewhere/x.mkv")
}
