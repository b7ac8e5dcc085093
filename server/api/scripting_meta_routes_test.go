package api

import (
	"net/url"
	"testing"
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
	if m["filepath"] != "/media/Friends.S01.1994.1080p/Friends.S01E03.mkv" || m["year"].(float64) != 1994 {
		t.Fatalf("by path %v", m)
	}
	var a map[string]any
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/amr/analysis_string?string="+url.QueryEscape("Inception.2010.1080p.BluRay-CMCT"), "", key), &a)
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
}

func TestScriptingMeta(t *testing.T) {
	e := newMetaEnv(t)
	key := e.keyFor(t)
	var m map[string]any
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/meta/get_media_by_tmdb_id?media_type=TV&tmdb_id=1399", "", key), &m)
	seasons, _ := m["seasonList"].([]any)
	if m["tmdbId"].(float64) != 1399 || m["mediaType"] != "TV" || m["title"] != "权力的游戏" || m["enTitle"] != "Game of Thrones" ||
		len(seasons) == 0 || m["genres"] == nil {
		t.Fatalf("MediaMeta (camelCase) %v", m)
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/meta/get_media_by_douban_id?media_type=Movie&douban_id=3541415", "", key), &m)
	if m["doubanId"].(float64) != 3541415 || m["tmdbId"].(float64) != 27205 || m["imdbId"] != "tt1375666" || m["premiereDate"] != "2010-09-10" {
		t.Fatalf("by Douban, mapped to TMDB: %v", m)
	}
	var cast []map[string]any
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/meta/get_cast_crew_by_tmdb?media_type=Movie&tmdb_id=278&season_number=", "", key), &cast)
	if len(cast) == 0 || cast[0]["cnName"] == "" || cast[0]["duty"] != "演员" || cast[0]["role"] == "" || cast[0]["orderNumber"].(float64) != 0 {
		t.Fatalf("Person (camelCase) %v", cast)
	}
	wantOK(t, sdk(t, e.testEnv, "GET", "/api/meta/get_cast_crew_by_douban?media_type=Movie&douban_id=3541415", "", key), &cast)
	if len(cast) == 0 || cast[0]["duty"] != "演员" || cast[0]["doubanImageUrl"] == "" {
		t.Fatalf("Douban cast %v", cast)
	}
	wantFail(t, sdk(t, e.testEnv, "GET", "/api/meta/get_media_by_douban_id?douban_id=abc", "", key), "没有找到这个影片")
}
