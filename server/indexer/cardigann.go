package indexer

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/PuerkitoBio/goquery"
)

// cardigann is a site described by a Definition.
type cardigann struct {
	def *Definition
	s   *session
	cfg map[string]string

	mu       sync.Mutex
	loggedIn bool
	// landing is the sign-in page Captcha opened (its form is posted
	// next); captchaAnswer what the user read from its image.
	landing       *page
	captchaAnswer string
}

func newCardigann(def *Definition, s *session) *cardigann {
	cfg := s.cfg
	vars := map[string]string{}
	for _, f := range def.Settings {
		vars[f.Name] = f.Value()
		if v, ok := cfg.Settings[f.Name]; ok && UserSetting(f) {
			vars[f.Name] = f.Typed(v)
		}
	}
	vars["cookie"], vars["username"], vars["password"] = cfg.Cookie, cfg.Username, cfg.Password
	vars["apikey"], vars["useragent"] = cfg.APIKey, s.cfg.UserAgent
	vars["sitelink"] = s.base.String() // the site's address, with its trailing "/"
	return &cardigann{def: def, s: s, cfg: vars}
}

func (c *cardigann) vars() *Vars { return newVars(c.cfg) }

// usesForm reports whether the site signs in with user name and password
// (else the cookie the user pasted is the session).
func (c *cardigann) usesForm() bool {
	switch c.def.Login.Method {
	case "post", "form":
		return c.cfg["username"] != ""
	case "get", "oneurl":
		return true // the inputs are the credentials (a passkey, an API key …)
	}
	return false
}

// noLogin: a site with no login block, or one saying method none
// (public), needs no session at all.
func (c *cardigann) noLogin() bool {
	l := c.def.Login
	return strings.EqualFold(l.Method, "none") || l.Method == "" && l.Path == "" && l.Test.Path == "" && len(l.Inputs) == 0
}

func clip(s string, n int) string {
	r := []rune(strings.Join(strings.Fields(s), " "))
	if len(r) > n {
		return string(r[:n]) + "…"
	}
	return string(r)
}

// get fetches a page of the signed-in session, failing when the site sent
// the login page instead.
func (c *cardigann) get(ctx context.Context, rawURL string, q url.Values) (*page, *goquery.Document, error) {
	p, err := c.fetch(ctx, http.MethodGet, rawURL, q, nil)
	if err != nil {
		return nil, nil, err
	}
	doc, err := goquery.NewDocumentFromReader(bytes.NewReader(p.Body))
	if err != nil {
		return nil, nil, failf(KindParse, err, "")
	}
	return p, doc, nil
}

// fetch sends one request of the signed-in session with the headers,
// signing in again once when the site sent the login page instead.
func (c *cardigann) fetch(ctx context.Context, method, rawURL string, q url.Values, h http.Header) (*page, error) {
	if err := c.ensureLogin(ctx); err != nil {
		return nil, err
	}
	p, err := c.s.do(ctx, method, rawURL, q, h)
	if err != nil {
		return nil, err
	}
	if err := c.checkSession(p, ""); err != nil {
		if !c.usesForm() {
			return nil, err
		}
		// The site ended our session: sign in again once and retry.
		if err := c.Login(ctx); err != nil {
			return nil, err
		}
		if p, err = c.s.do(ctx, method, rawURL, q, h); err != nil {
			return nil, err
		}
		if err := c.checkSession(p, ""); err != nil {
			return nil, err
		}
	}
	return p, nil
}
