package metadata

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/netutil"
)

// maxBody bounds one JSON answer (a Top 250 page is ~100 KB).
const maxBody = 8 << 20

// getJSON GETs target with header, waits its turn for the host and decodes
// the answer into out; a non-200 becomes the site's Chinese error.
func (s *Service) getJSON(ctx context.Context, site, target, proxy string, header http.Header, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return err
	}
	for k, v := range header {
		req.Header[k] = v
	}
	if err := s.limit.wait(ctx, site, req.URL.Host); err != nil {
		return err
	}
	res, err := s.client(proxy).Do(req)
	if err != nil {
		return transportError(site, err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, maxBody))
	if err != nil {
		return transportError(site, err)
	}
	if res.StatusCode != http.StatusOK {
		return statusError(site, res.StatusCode)
	}
	if err := json.Unmarshal(body, out); err != nil {
		return &Error{Message: siteName(site) + "返回了无法识别的内容"}
	}
	return nil
}

var proxyClients sync.Map // proxy URL → *http.Client

// client is the HTTP client for a site with the given proxy ("" = none).
// Clients are kept per proxy so connections are reused.
func (s *Service) client(proxy string) *http.Client {
	if proxy == "" || s.http.Transport != nil {
		return s.http // tests give their own transport and no proxy
	}
	if c, ok := proxyClients.Load(proxy); ok {
		return c.(*http.Client)
	}
	u, err := url.Parse(proxy)
	if err != nil {
		return s.http
	}
	c, _ := proxyClients.LoadOrStore(proxy, netutil.NewClient(netutil.Outbound{Proxy: u, Timeout: s.http.Timeout,
		CheckRedirect: s.http.CheckRedirect}))
	return c.(*http.Client)
}

// hostLimiter spaces requests to one host by a minimum interval: Douban
// throttles bursts (a Top 250 page view asks for five pages at once), TMDB
// allows ~40 per second. Waiting happens in the caller; nothing runs in
// the background.
type hostLimiter struct {
	mu       sync.Mutex
	next     map[string]time.Time
	interval time.Duration // 0: per-site defaults
}

func newHostLimiter(interval time.Duration) *hostLimiter {
	return &hostLimiter{next: map[string]time.Time{}, interval: interval}
}

// hostInterval is the default spacing per site.
func hostInterval(site string) time.Duration {
	if site == siteDouban {
		return 250 * time.Millisecond
	}
	return 30 * time.Millisecond
}

// wait blocks until host may be asked again, or ctx ends.
func (l *hostLimiter) wait(ctx context.Context, site, host string) error {
	gap := l.interval
	if gap == 0 {
		gap = hostInterval(site)
	}
	l.mu.Lock()
	now := time.Now()
	at := l.next[host]
	if at.Before(now) {
		at = now
	}
	l.next[host] = at.Add(gap)
	l.mu.Unlock()
	d := at.Sub(now)
	if d <= 0 {
		return nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("metadata: waiting for %s: %w", host, ctx.Err())
	}
}
