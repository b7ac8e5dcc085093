package indexer

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// challenged tells Cloudflare's challenge page ("Just a moment...") from
// the site's own answer: 403 or 503 marked by Cloudflare's header, or
// served by Cloudflare with its challenge script.
func challenged(p *page) bool {
	if p.Status != http.StatusForbidden && p.Status != http.StatusServiceUnavailable {
		return false
	}
	if p.Header.Get("Cf-Mitigated") == "challenge" {
		return true
	}
	if !strings.EqualFold(p.Header.Get("Server"), "cloudflare") {
		return false
	}
	for _, mark := range []string{"<title>Just a moment...</title>", "cf-browser-verification", "cf_chl_opt", "/cdn-cgi/challenge-platform/"} {
		if bytes.Contains(p.Body, []byte(mark)) {
			return true
		}
	}
	return false
}

// viaFlareSolverr fetches rawURL through the user's FlareSolverr, then
// keeps its clearance cookies in the site's jar and its browser's
// User-Agent for the site's direct requests (Cloudflare binds the
// clearance to the agent), so only the next challenge goes through it
// again.
func (s *session) viaFlareSolverr(ctx context.Context, method, rawURL string, form url.Values) (*page, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	postData := ""
	if method == http.MethodPost {
		postData = form.Encode()
	}
	if err := s.admit(ctx); err != nil { // FlareSolverr's browser asks the site again
		return nil, err
	}
	sol, err := s.cfg.FlareSolverr.solve(ctx, s.base.Hostname(), method, rawURL, postData, s.client.Jar.Cookies(u))
	if err != nil {
		return nil, err
	}
	var keep []*http.Cookie
	for _, c := range sol.Cookies {
		hc := &http.Cookie{Name: c.Name, Value: c.Value, Path: c.Path}
		if c.Expiry > 0 {
			hc.Expires = time.Unix(int64(c.Expiry), 0)
		}
		keep = append(keep, hc)
	}
	s.client.Jar.SetCookies(u, keep)
	if sol.UserAgent != "" {
		s.agentMu.Lock()
		s.solvedAgent = sol.UserAgent
		s.agentMu.Unlock()
	}
	at, err := url.Parse(sol.URL)
	if err != nil || sol.URL == "" {
		at = u
	}
	return &page{URL: at, Status: sol.Status, Header: http.Header{"Content-Type": {"text/html; charset=utf-8"}},
		Body: []byte(sol.Response)}, nil
}

// agent is the User-Agent of the site's requests: FlareSolverr's browser's
// once a challenge was passed with it, else the configured one.
func (s *session) agent() string {
	s.agentMu.Lock()
	defer s.agentMu.Unlock()
	if s.solvedAgent != "" {
		return s.solvedAgent
	}
	return s.cfg.UserAgent
}
