package api

import (
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/settings"
)

func TestMediaSearchAndStreams(t *testing.T) {
	e := newTestEnv(t)
	tok := bearer(e.tokenFor(t, e.withAdmin(t).ID, time.Now()))
	emby := standin.Must(t, "emby", map[string]string{"api_key": "k"})
	list := []settings.MediaServerEntry{{Type: "emby", Name: "默认", URL: emby.URL, Token: "k", MasterServer: true}}
	storetest.PutSetting(t, e.store, settings.MediaServersSection, list)

	items := okData[[]mediaserver.Item](t, call(t, e.srv, "GET", "/api/media/search_by_keyword?keyword="+url.QueryEscape("繁花"), "", tok))
	if len(items) != 1 || items[0].Type != "TV" || len(items[0].SubItems) != 1 {
		t.Fatalf("items %+v", items)
	}
	st := okData[mediaserver.Streams](t, call(t, e.srv, "GET", "/api/media/get_media_streams?id="+url.QueryEscape(items[0].SubItems[0].SubItems[0].ID), "", tok))
	if st.VideoResolution != "2160p" || len(st.AudioStreams) != 2 {
		t.Errorf("streams %+v", st)
	}

	wantFail(t, call(t, e.srv, "GET", "/api/media/search_by_keyword?keyword=", "", tok), "请输入搜索关键字")
	wantFail(t, call(t, e.srv, "GET", "/api/media/get_media_streams?id=nope:1", "", tok), "找不到该影片所在的媒体服务器")
	wantFail(t, call(t, e.srv, "GET", "/api/media/search_by_keyword?keyword=x", "", ""), "登录已失效，请重新登录")
}

func TestPlexImageRoute(t *testing.T) {
	e := newTestEnv(t)
	tok := bearer(e.tokenFor(t, e.withAdmin(t).ID, time.Now()))
	plex := standin.Must(t, "plex", map[string]string{"token": "pt"})
	storetest.PutSetting(t, e.store, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "plex", Name: "p", URL: plex.URL, Token: "pt", MasterServer: true}})
	items := okData[[]mediaserver.Item](t, call(t, e.srv, "GET", "/api/media/search_by_keyword?keyword="+url.QueryEscape("流浪地球2"), "", tok))
	if len(items) != 1 || items[0].PosterURL == "" {
		t.Fatalf("items %+v", items)
	}
	rec := httptest.NewRecorder()
	e.srv.ServeHTTP(rec, httptest.NewRequest("GET", items[0].PosterURL, nil))
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" {
		t.Errorf("poster: %d %s", rec.Code, rec.Header())
	}
	if r := call(t, e.srv, "GET", items[0].PosterURL+"x", "", ""); r.status != 404 || r.env.Message != "图片不存在" {
		t.Errorf("bad signature: %d %s", r.status, r.raw)
	}
}
