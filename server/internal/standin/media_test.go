package standin

import (
	"context"
	"net/http"
	"testing"

	"github.com/movie-robot/web-console/server/clients"
)

// The connection checks of server/clients pass against the media-server
// stand-ins with the right key and fail with a wrong one.
func TestMediaStandInsPassTheConnectionChecks(t *testing.T) {
	for _, c := range []struct{ name, key, version string }{
		{"emby", "api_key", "4.8.0.80"}, {"jellyfin", "api_key", "10.9.11"}, {"plex", "token", "1.40.2.8395-c67dce28e"},
	} {
		s := Must(t, c.name, map[string]string{c.key: "k1"})
		v, err := clients.Checker{}.CheckMediaServer(context.Background(), clients.MediaServer{Type: c.name, URL: s.URL, Token: "k1"})
		if err != nil || v != c.version {
			t.Errorf("%s: %q %v", c.name, v, err)
		}
		if _, err := (clients.Checker{}).CheckMediaServer(context.Background(), clients.MediaServer{Type: c.name, URL: s.URL, Token: "bad"}); err == nil {
			t.Errorf("%s: a wrong key must fail", c.name)
		}
	}
}

// Library refreshes are recorded for the tests that trigger them.
func TestMediaStandInsRecordRefreshes(t *testing.T) {
	emby := Must(t, "emby", map[string]string{"api_key": "k"})
	req, _ := http.NewRequest(http.MethodPost, emby.URL+"/Library/Refresh", nil)
	req.Header.Set("X-Emby-Token", "k")
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusNoContent {
		t.Fatalf("emby refresh: %v %v", res, err)
	}
	plex := Must(t, "plex", map[string]string{"token": "t"})
	if res, err := http.Get(plex.URL + "/library/sections/2/refresh?X-Plex-Token=t"); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("plex refresh: %v %v", res, err)
	}
	if r := emby.Requests(); len(r) != 1 || r[0].Method != http.MethodPost || r[0].Path != "/Library/Refresh" {
		t.Errorf("emby recorded %+v", r)
	}
	if r := plex.Requests(); len(r) != 1 || r[0].Path != "/library/sections/2/refresh" {
		t.Errorf("plex recorded %+v", r)
	}
}

// Jellyfin takes the key in each of the ways its API accepts.
func TestJellyfinKeyConventions(t *testing.T) {
	s := Must(t, "jellyfin", map[string]string{"api_key": "k"})
	for _, set := range []func(*http.Request){
		func(r *http.Request) { r.Header.Set("X-Emby-Token", "k") },
		func(r *http.Request) { r.Header.Set("X-MediaBrowser-Token", "k") },
		func(r *http.Request) { r.Header.Set("Authorization", `MediaBrowser Client="x", Token="k"`) },
		func(r *http.Request) { r.URL.RawQuery = "api_key=k" },
	} {
		req, _ := http.NewRequest(http.MethodGet, s.URL+"/System/Info", nil)
		set(req)
		if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusOK {
			t.Errorf("%v: %v %v", req.Header, res, err)
		}
	}
}
