package api

import (
	"context"
	"net/url"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/settings"
)

func TestMediaSearchAndStreams(t *testing.T) {
	e := newTestEnv(t)
	tok := bearer(e.tokenFor(t, e.withAdmin(t).ID, time.Now()))
	emby := standin.Must(t, "emby", map[string]string{"api_key": "k"})
	list := []settings.MediaServerEntry{{Type: "emby", Name: "默认", URL: emby.URL, Token: "k", MasterServer: true}}
	raw, _ := settings.MediaServersSection.Encode(list)
	if err := e.store.PutSetting(context.Background(), settings.MediaServersSection.Key, raw); err != nil {
		t.Fatal(err)
	}

	var items []mediaserver.Item
	wantOK(t, call(t, e.srv, "GET", "/api/media/search_by_keyword?keyword="+url.QueryEscape("繁花"), "", tok), &items)
	if len(items) != 1 || items[0].Type != "TV" || len(items[0].SubItems) != 1 {
		t.Fatalf("items %+v", items)
	}
	var st mediaserver.Streams
	wantOK(t, call(t, e.srv, "GET", "/api/media/get_media_streams?id="+url.QueryEscape(items[0].SubItems[0].SubItems[0].ID), "", tok), &st)
	if st.VideoResolution != "2160p" || len(st.AudioStreams) != 2 {
		t.Errorf("streams %+v", st)
	}

	wantFail(t, call(t, e.srv, "GET", "/api/media/search_by_keyword?keyword=", "", tok), "请输入搜索关键字")
	wantFail(t, call(t, e.srv, "GET", "/api/media/get_media_streams?id=nope:1", "", tok), "找不到该影片所在的媒体服务器")
	wantFail(t, call(t, e.srv, "GET", "/api/media/search_by_keyword?keyword=x", "", ""), "登录已失效，请重新登录")
}
