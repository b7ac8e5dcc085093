package ptsites

import (
	"net"
	"net/url"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
	"golang.org/x/net/publicsuffix"
)

// ownLink checks that a download link points at the site itself (its
// configured address, its definition's links, or their subdomains, as a
// site's download. host), so a hostile result cannot make the server fetch
// another address with the site's cookie. A relative link is the site's.
func (s *Service) ownLink(st settings.Site, link string) error {
	u, err := url.Parse(link)
	if err != nil {
		return Invalid{Message: "种子下载地址无效"}
	}
	if u.Host == "" {
		return nil
	}
	host := strings.ToLower(u.Hostname())
	bases := []string{st.SiteURL}
	if def := s.defs[st.SiteName]; def != nil {
		bases = append(bases, def.Links...)
	}
	for _, b := range bases {
		bu, err := url.Parse(b)
		if err != nil || bu.Hostname() == "" {
			continue
		}
		if sameSite(host, strings.ToLower(bu.Hostname())) {
			return nil
		}
	}
	return Invalid{Message: "种子下载地址不在站点" + aliasOf(st) + "的域名下：" + host}
}

// sameSite: equal hosts, or both under the site's registrable domain
// (pt.example.org and dl.example.org; never all of .com.cn); an address
// must match exactly.
func sameSite(host, site string) bool {
	if host == site {
		return true
	}
	if net.ParseIP(site) != nil || net.ParseIP(host) != nil {
		return false
	}
	domain, err := publicsuffix.EffectiveTLDPlusOne(site)
	return err == nil && (host == domain || strings.HasSuffix(host, "."+domain))
}
