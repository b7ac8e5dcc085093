package health

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/netutil"
	"github.com/movie-robot/web-console/server/settings"
)

// Public address of Douban's site (TMDB's and FanArt's API addresses are
// the 元数据 settings'); MetadataProber's fields replace them (tests use
// loopback stand-ins).
const (
	DefaultTMDBBase   = "https://api.themoviedb.org"
	DefaultDoubanBase = "https://www.douban.com"
)

// metadataTimeout bounds one metadata check.
const metadataTimeout = 10 * time.Second

// MetadataProber checks the metadata sites' keys.
type MetadataProber struct {
	TMDBBase, FanartBase, DoubanBase string // "" = the public address
	// Transport carries requests when the site has no proxy of its own;
	// nil means http.DefaultTransport (which honours HTTP(S)_PROXY).
	Transport http.RoundTripper
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// metadataServices are the sites that are set up, as services.
func metadataServices(m settings.MetadataSetting) []Service {
	var out []Service
	add := func(name, display string, configured bool, probe func(context.Context, MetadataProber) (string, error),
		key func(settings.MetadataSetting) [2]string) {
		if !configured {
			return
		}
		out = append(out, Service{Kind: settings.KindMetadata, Name: name, Display: display, Href: "/setting/edit-" + name,
			probe: func(ctx context.Context, p Probes) (string, error) { return probe(ctx, p.Metadata) },
			same: func(ctx context.Context, g settings.Getter) (bool, error) {
				cur, err := settings.MovieMetadataSection.Load(ctx, g)
				return key(cur) == key(m), err
			}})
	}
	add("douban", "豆瓣", m.DoubanCookie != "", func(ctx context.Context, p MetadataProber) (string, error) {
		return p.douban(ctx, m.DoubanCookie)
	}, func(x settings.MetadataSetting) [2]string { return [2]string{x.DoubanCookie} })
	add("tmdb", "TMDB", m.TMDBAPIKey != "", func(ctx context.Context, p MetadataProber) (string, error) {
		// The configured API address (a mirror, say) unless the prober overrides it.
		endpoint := m.Hosts.WithDefaults().TMDBAPIBase + "/configuration"
		if p.TMDBBase != "" {
			endpoint = p.TMDBBase + "/3/configuration"
		}
		return p.keyCheck(ctx, "TMDB", endpoint, m.TMDBAPIKey, m.Proxies)
	}, func(x settings.MetadataSetting) [2]string { return [2]string{x.TMDBAPIKey, x.Proxies} })
	add("fanart", "FanArt", m.FanartAPIKey != "", func(ctx context.Context, p MetadataProber) (string, error) {
		// 603 is The Matrix: any movie id proves the key works. The
		// configured address (a mirror, say) unless the prober overrides it.
		endpoint := m.Hosts.WithDefaults().FanartAPIBase + "/movies/603"
		if p.FanartBase != "" {
			endpoint = p.FanartBase + "/v3/movies/603"
		}
		return p.keyCheck(ctx, "FanArt", endpoint, m.FanartAPIKey, m.FanartProxies)
	}, func(x settings.MetadataSetting) [2]string {
		return [2]string{x.FanartAPIKey, x.FanartProxies + " " + x.Hosts.WithDefaults().FanartAPIBase}
	})
	return out
}

// client is an HTTP client through proxy (if set) that follows no
// redirect: the key travels in the query string.
func (p MetadataProber) client(proxy string) *http.Client {
	o := netutil.Outbound{Transport: p.Transport, Timeout: metadataTimeout, CheckRedirect: netutil.NoRedirects}
	if proxy != "" {
		o.Proxy, _ = url.Parse(proxy) // unparsable: p.Transport
	}
	return netutil.NewClient(o)
}

// keyCheck asks endpoint?api_key=key: 200 (or FanArt's 404 for an unknown
// movie) means the key works, 401/403 that it does not.
func (p MetadataProber) keyCheck(ctx context.Context, site, endpoint, key, proxy string) (string, error) {
	res, err := p.fetch(ctx, proxy, endpoint+"?api_key="+url.QueryEscape(key), "")
	if err != nil {
		return "", &clients.Error{Reason: "无法连接到" + site + "：" + clients.TransportCause(err)}
	}
	switch {
	case res.StatusCode == http.StatusOK || (site == "FanArt" && res.StatusCode == http.StatusNotFound):
		return "", nil
	case res.StatusCode == http.StatusUnauthorized || res.StatusCode == http.StatusForbidden:
		return "", &clients.Error{Reason: site + " API密钥无效"}
	}
	return "", &clients.Error{Reason: site + "返回了意外的内容（HTTP " + itoa(res.StatusCode) + "）"}
}

// douban checks the cookie: signed in, /mine/ redirects to the user's own
// page; signed out, to the login page.
func (p MetadataProber) douban(ctx context.Context, cookie string) (string, error) {
	res, err := p.fetch(ctx, "", or(p.DoubanBase, DefaultDoubanBase)+"/mine/", cookie)
	if err != nil {
		return "", &clients.Error{Reason: "无法连接到豆瓣：" + clients.TransportCause(err)}
	}
	loc := res.Header.Get("Location")
	switch {
	case res.StatusCode >= 300 && res.StatusCode < 400 && (strings.Contains(loc, "accounts.douban.com") || strings.Contains(loc, "/login")):
		return "", &clients.Error{Reason: "豆瓣Cookie已失效，请重新获取"}
	case res.StatusCode < 400:
		return "", nil
	}
	return "", &clients.Error{Reason: "豆瓣返回了意外的内容（HTTP " + itoa(res.StatusCode) + "）"}
}

// fetch GETs target; the body is drained and closed.
func (p MetadataProber) fetch(ctx context.Context, proxy, target, cookie string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("User-Agent", "Mozilla/5.0 MovieRobot-WebConsole")
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	res, err := p.client(proxy).Do(req)
	if err != nil {
		if ue, ok := err.(*url.Error); ok {
			err = ue.Err // its text holds the URL, and the URL the key
		}
		return nil, err
	}
	io.Copy(io.Discard, io.LimitReader(res.Body, 1<<20))
	res.Body.Close()
	return res, nil
}
