package ptsites

import (
	"context"
	"fmt"
	"net/url"
	"slices"

	"github.com/movie-robot/web-console/server/cookiecloud"
	"github.com/movie-robot/web-console/server/settings"
)

// CookieTargets lists the saved sites that sign in with a cookie, with the
// hosts a browser reaches them at (the configured address first, then the
// definition's links), for the CookieCloud sync.
func (s *Service) CookieTargets(ctx context.Context) ([]cookiecloud.Target, error) {
	list, err := s.configured(ctx)
	if err != nil {
		return nil, err
	}
	var out []cookiecloud.Target
	for _, st := range list {
		if st.Cookie == "" || st.AuthUsername != "" {
			continue // a password or API-key site has no browser cookie to copy
		}
		links := []string{st.SiteURL}
		if def := s.defs[st.SiteName]; def != nil {
			links = append(links, def.Links...)
		}
		var hosts []string
		for _, l := range links {
			if u, err := url.Parse(l); err == nil && u.Hostname() != "" && !slices.Contains(hosts, u.Hostname()) {
				hosts = append(hosts, u.Hostname())
			}
		}
		out = append(out, cookiecloud.Target{Name: st.SiteName, Alias: aliasOf(st), Cookie: st.Cookie, Hosts: hosts})
	}
	return out, nil
}

// SetCookie stores a site's new cookie with where it came from, and drops
// the open session so the next request signs in with it.
func (s *Service) SetCookie(ctx context.Context, name, cookie, source string) error {
	list, err := s.configured(ctx)
	if err != nil {
		return err
	}
	at := slices.IndexFunc(list, func(x settings.Site) bool { return x.SiteName == name })
	if at < 0 {
		return fmt.Errorf("站点%s已删除", name)
	}
	list[at].Cookie = cookie
	list[at].CookieSource = source + " " + s.now().Format("2006-01-02 15:04")
	if err := s.saveList(ctx, list); err != nil {
		return err
	}
	s.forget(name)
	return nil
}
