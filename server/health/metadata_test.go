package health

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/settings"
)

// metadataStandIn plays TMDB, FanArt and Douban for the keys "good".
func metadataStandIn(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.URL.Query().Get("api_key")
		switch {
		case r.Method == "GET" && r.URL.Path == "/3/configuration":
			if key != "good" {
				w.WriteHeader(401)
				return
			}
			w.Write([]byte(`{"images":{}}`))
		case r.Method == "GET" && r.URL.Path == "/v3/movies/603":
			if key != "good" {
				w.WriteHeader(401)
				return
			}
			w.Write([]byte(`{"name":"The Matrix"}`))
		case r.URL.Path == "/mine/":
			if strings.Contains(r.Header.Get("Cookie"), "dbcl2=good") {
				http.Redirect(w, r, "/people/1/", http.StatusFound)
				return
			}
			http.Redirect(w, r, "https://accounts.douban.com/passport/login", http.StatusFound)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

func probeMetadata(t *testing.T, m settings.MetadataSetting, p MetadataProber) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, s := range metadataServices(m) {
		_, err := s.probe(context.Background(), Probes{Metadata: p})
		out[s.Name] = "ok"
		if err != nil {
			ce, ok := errors.AsType[*clients.Error](err)
			if !ok {
				t.Fatalf("%s: %v is not a *clients.Error", s.Name, err)
			}
			out[s.Name] = ce.Reason
		}
	}
	return out
}

func TestMetadataProbes(t *testing.T) {
	srv := metadataStandIn(t)
	p := MetadataProber{TMDBBase: srv.URL, FanartBase: srv.URL, DoubanBase: srv.URL}
	got := probeMetadata(t, settings.MetadataSetting{TMDBAPIKey: "good", FanartAPIKey: "good", DoubanCookie: "bid=1; dbcl2=good"}, p)
	if got["tmdb"] != "ok" || got["fanart"] != "ok" || got["douban"] != "ok" {
		t.Fatalf("good keys: %v", got)
	}
	got = probeMetadata(t, settings.MetadataSetting{TMDBAPIKey: "bad-SECRET", FanartAPIKey: "bad", DoubanCookie: "dbcl2=old"}, p)
	if got["tmdb"] != "TMDB API密钥无效" || got["fanart"] != "FanArt API密钥无效" || got["douban"] != "豆瓣Cookie已失效，请重新获取" {
		t.Fatalf("bad keys: %v", got)
	}
	if got := probeMetadata(t, settings.MetadataSetting{}, p); len(got) != 0 {
		t.Fatalf("unconfigured sites probed: %v", got)
	}
	dead := httptest.NewServer(nil)
	dead.Close()
	got = probeMetadata(t, settings.MetadataSetting{TMDBAPIKey: "SECRET"}, MetadataProber{TMDBBase: dead.URL})
	if got["tmdb"] != "无法连接到TMDB：连接被拒绝" {
		t.Fatalf("dead: %v", got)
	}
}

// A proxy set for the site carries its checks.
func TestMetadataProbeUsesTheSitesProxy(t *testing.T) {
	var sawProxy bool
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sawProxy = r.URL.Host == "tmdb.invalid" && r.URL.Query().Get("api_key") == "good"
		w.Write([]byte(`{}`))
	}))
	defer proxy.Close()
	got := probeMetadata(t, settings.MetadataSetting{TMDBAPIKey: "good", Proxies: proxy.URL}, MetadataProber{TMDBBase: "http://tmdb.invalid"})
	if got["tmdb"] != "ok" || !sawProxy {
		t.Fatalf("via proxy: %v, proxy used %v", got, sawProxy)
	}
}

// The FanArt check asks the address saved in the 元数据 settings (a LAN
// mirror) when the prober does not override it.
func TestFanartCheckAsksTheSavedAddress(t *testing.T) {
	var asked []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked = append(asked, r.URL.Path)
		if r.URL.Path != "/mirror/fanart/v3/movies/603" || r.URL.Query().Get("api_key") != "good" {
			w.WriteHeader(http.StatusUnauthorized) // not what the check must ask
			return
		}
		w.Write([]byte(`{"name":"The Matrix"}`))
	}))
	t.Cleanup(srv.Close)
	m := settings.MetadataSetting{FanartAPIKey: "good", Hosts: settings.MetadataHosts{FanartAPIBase: srv.URL + "/mirror/fanart/v3"}}
	got := probeMetadata(t, m, MetadataProber{})
	if got["fanart"] != "ok" || len(asked) != 1 || asked[0] != "/mirror/fanart/v3/movies/603" {
		t.Fatalf("fanart: %v, asked %v", got, asked)
	}
}
