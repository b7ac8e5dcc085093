package mediaserver

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
)

var bg = context.Background()

// fixedNow is before the stand-ins' announced episode 5 (2099-01-01).
func searcher() Searcher {
	return Searcher{Now: func() time.Time { return time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC) }}
}

func entry(typ, name, u, token string) settings.MediaServerEntry {
	return settings.MediaServerEntry{Type: typ, Name: name, URL: u, Token: token, MasterServer: true}
}

func TestSearchEmbyAndJellyfin(t *testing.T) {
	for _, c := range []struct{ typ, query, auth, header, web string }{
		{"emby", "Fields=ProviderIds%2CMediaSources&IncludeItemTypes=Movie%2CSeries&Limit=20&Recursive=true&SearchTerm=%E6%B5%81%E6%B5%AA%E5%9C%B0%E7%90%83",
			"X-Emby-Token", "k1", "https://media.example.org/web/index.html#!/item?id=101&serverId=e5b0c0ffee00000000000000000000e1"},
		{"jellyfin", "fields=ProviderIds%2CMediaSources&includeItemTypes=Movie%2CSeries&limit=20&recursive=true&searchTerm=%E6%B5%81%E6%B5%AA%E5%9C%B0%E7%90%83",
			"Authorization", `MediaBrowser Token="k1"`, "https://media.example.org/web/#/details?id=101&serverId=1f0c0ffee00000000000000000000f11"},
	} {
		s := standin.Must(t, c.typ, map[string]string{"api_key": "k1"})
		e := entry(c.typ, "家里", s.URL+"/", "k1")
		e.InternetURL = "https://media.example.org"
		items, err := searcher().Search(bg, []settings.MediaServerEntry{e}, " 流浪地球 ")
		if err != nil || len(items) != 2 {
			t.Fatalf("%s: %+v %v", c.typ, items, err)
		}
		got := s.Requests()
		if len(got) != 1 || got[0].Path != "/Items" || got[0].Query != c.query || got[0].Header.Get(c.auth) != c.header {
			t.Errorf("%s: sent %+v", c.typ, got)
		}
		m := items[0]
		want := Item{ID: "家里:101", Type: "Movie", Name: "流浪地球2", Year: 2023, URL: c.web, TmdbID: 842675,
			PosterURL:   s.URL + "/Items/101/Images/Primary?maxHeight=600&tag=p101",
			BackdropURL: s.URL + "/Items/101/Images/Backdrop/0?maxWidth=1280&tag=b101",
			ServerName:  "家里", ServerType: c.typ,
			Streams: Streams{VideoCodec: "H.265", VideoResolution: "2160p", VideoContainer: "MKV",
				AudioStreams:    []Stream{{"Chinese AAC 5.1 (默认)"}, {"Chinese DTS-HD MA 7.1"}},
				SubtitleStreams: []Stream{{"Chinese Simplified (SRT)"}, {"English (PGS)"}}}}
		if a, b := jsonOf(m), jsonOf(want); a != b {
			t.Errorf("%s movie\n got %s\nwant %s", c.typ, a, b)
		}
		if items[1].VideoResolution != "1080p" || items[1].VideoCodec != "H.264" || items[1].TmdbID != 535167 {
			t.Errorf("%s second movie %+v", c.typ, items[1])
		}
	}
}

func TestSearchSeriesSeasonsMissingAndNextEpisode(t *testing.T) {
	s := standin.Must(t, "emby", map[string]string{"api_key": "k"})
	items, err := searcher().Search(bg, []settings.MediaServerEntry{entry("emby", "默认", s.URL, "k")}, "blossoms")
	if err != nil || len(items) != 1 {
		t.Fatalf("%+v %v", items, err)
	}
	tv := items[0]
	if tv.Type != "TV" || tv.TmdbID != 204541 || tv.NextEpisodeToAir == nil || *tv.NextEpisodeToAir != (NextEpisode{5, "2099-01-01"}) {
		t.Fatalf("series %+v", tv)
	}
	if len(tv.SubItems) != 1 || tv.SubItems[0].Index != 1 || tv.SubItems[0].VideoResolution != "2160p" {
		t.Fatalf("seasons %+v", tv.SubItems)
	}
	var status []int
	for _, ep := range tv.SubItems[0].SubItems {
		status = append(status, ep.Status)
	}
	if jsonOf(status) != "[1,1,1,0,0]" || tv.SubItems[0].SubItems[0].ID != "默认:2111" {
		t.Errorf("episodes %+v", tv.SubItems[0].SubItems)
	}
	got := s.Requests()
	if len(got) != 2 || got[1].Path != "/Shows/201/Episodes" || got[1].Query != "Fields=MediaSources" {
		t.Errorf("sent %+v", got)
	}
}

func TestSearchPlex(t *testing.T) {
	s := standin.Must(t, "plex", map[string]string{"token": "pt"})
	items, err := searcher().Search(bg, []settings.MediaServerEntry{entry("plex", "客厅", s.URL, "pt")}, "流浪地球")
	if err != nil || len(items) != 2 {
		t.Fatalf("%+v %v", items, err)
	}
	m := items[0]
	if m.Name != "流浪地球2" || m.TmdbID != 842675 || m.VideoResolution != "2160p" || m.VideoCodec != "H.265" ||
		m.VideoContainer != "MKV" || len(m.AudioStreams) != 2 || len(m.SubtitleStreams) != 2 ||
		m.URL != s.URL+"/web/index.html#!/server/5f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6/details?key=%2Flibrary%2Fmetadata%2F101" {
		t.Errorf("movie %+v", m)
	}
	for _, r := range s.Requests() {
		if r.Path != "/identity" && r.Header.Get("X-Plex-Token") != "pt" {
			t.Errorf("%s sent without the token", r.Path)
		}
		if r.Path == "/hubs/search" && r.Query != "limit=20&query=%E6%B5%81%E6%B5%AA%E5%9C%B0%E7%90%83" {
			t.Errorf("search query %q", r.Query)
		}
	}
	items, err = searcher().Search(bg, []settings.MediaServerEntry{entry("plex", "客厅", s.URL, "pt")}, "繁花")
	if err != nil || len(items) != 1 || len(items[0].SubItems) != 1 || len(items[0].SubItems[0].SubItems) != 3 ||
		items[0].SubItems[0].SubItems[2].ID != "客厅:2113" || len(items[0].SubItems[0].AudioStreams) != 2 {
		t.Fatalf("plex series %+v %v", items, err)
	}
}

func TestStreamsOfAnEpisode(t *testing.T) {
	emby := standin.Must(t, "jellyfin", map[string]string{"api_key": "k"})
	plex := standin.Must(t, "plex", map[string]string{"token": "pt"})
	servers := []settings.MediaServerEntry{entry("jellyfin", "a:b", emby.URL, "k"), entry("plex", "p", plex.URL, "pt")}
	servers[1].MasterServer = false
	for id, want := range map[string]string{"a:b:2112": "2160p", "p:2111": "2160p", "2112": "2160p"} {
		st, err := searcher().Streams(bg, servers, id)
		if err != nil || st.VideoResolution != want || len(st.AudioStreams) != 2 || st.SubtitleStreams == nil {
			t.Errorf("%s: %+v %v", id, st, err)
		}
	}
	if got := emby.Requests(); got[0].Query != "fields=MediaSources&ids=2112" {
		t.Errorf("jellyfin streams query %q", got[0].Query)
	}
	if _, err := searcher().Streams(bg, servers, "nope:1"); err == nil || err.Error() != "找不到该影片所在的媒体服务器" {
		t.Errorf("unknown server: %v", err)
	}
	if _, err := searcher().Streams(bg, servers, "a:b:9999"); err == nil || !strings.Contains(err.Error(), "找不到该影片或剧集") {
		t.Errorf("unknown item: %v", err)
	}
}

// One server down: the others still answer; all down: every reason.
func TestSearchFailures(t *testing.T) {
	good := standin.Must(t, "emby", map[string]string{"api_key": "k"})
	dead := httptest.NewServer(http.NotFoundHandler())
	dead.Close()
	servers := []settings.MediaServerEntry{entry("emby", "坏的", dead.URL, "k"), entry("emby", "好的", good.URL, "k")}
	items, err := searcher().Search(bg, servers, "繁花")
	if err != nil || len(items) != 1 || items[0].ServerName != "好的" {
		t.Fatalf("%+v %v", items, err)
	}
	servers[1].Token = "wrong"
	_, err = searcher().Search(bg, servers, "繁花")
	if err == nil || err.Error() != "媒体服务器搜索失败：Emby(坏的)：连接被拒绝；Emby(好的)：API密钥无效" {
		t.Errorf("%v", err)
	}
	if items, err := searcher().Search(bg, nil, "繁花"); err != nil || items == nil || len(items) != 0 {
		t.Errorf("no servers: %v %v", items, err)
	}
	if _, err := searcher().Search(bg, servers, "  "); err == nil {
		t.Error("empty keyword must fail")
	}
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// Plex artwork reaches the browser through the binary, signed.
func TestPlexImages(t *testing.T) {
	// A token no signature can contain by chance ("pt" once did: signatures
	// are random base64url), so its absence from the URLs means something.
	const token = "plex-token-secret"
	s := standin.Must(t, "plex", map[string]string{"token": token})
	servers := []settings.MediaServerEntry{entry("plex", "客厅", s.URL, token)}
	items, err := searcher().Search(bg, servers, "繁花")
	if err != nil || len(items) != 1 {
		t.Fatalf("%+v %v", items, err)
	}
	for _, u := range []string{items[0].PosterURL, items[0].BackdropURL, items[0].SubItems[0].PosterURL} {
		rest, ok := strings.CutPrefix(u, PlexImagePath+"?")
		q, _ := url.ParseQuery(rest)
		if !ok || strings.Contains(u, token) {
			t.Fatalf("image url %q", u)
		}
		img, err := searcher().PlexImage(bg, servers, q.Get("server"), q.Get("path"), q.Get("sig"))
		if err != nil || img.ContentType != "image/png" || len(img.Body) < 50 {
			t.Errorf("%s: %v %v", u, img.ContentType, err)
		}
		if _, err := searcher().PlexImage(bg, servers, q.Get("server"), "/library/metadata/999/thumb/1", q.Get("sig")); err == nil {
			t.Errorf("a path the signature does not cover must fail")
		}
	}
	last := s.Requests()[len(s.Requests())-1]
	if last.Path != "/photo/:/transcode" || last.Header.Get("X-Plex-Token") != token ||
		last.Query != "height=600&minSize=1&upscale=1&url=%2Flibrary%2Fmetadata%2F211%2Fthumb%2F1703600000&width=400" {
		t.Errorf("transcode request %+v", last)
	}
}
