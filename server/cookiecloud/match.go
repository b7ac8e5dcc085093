package cookiecloud

import (
	"net"
	"slices"
	"strings"
	"time"
)

// CookieFor answers the Cookie header a browser would send to host from
// this upload: every unexpired cookie whose domain matches host (RFC 6265
// §5.1.3: the host itself or a parent domain, never a sibling), one per
// name, the most specific domain winning, sorted by name so the header
// only changes when a value does. expired is true when the upload had
// cookies for host and every one of them has expired (the user has to sign
// in again in the browser).
func (d Data) CookieFor(host string, now time.Time) (cookie string, expired bool) {
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	type pick struct {
		c      Cookie
		domLen int
	}
	chosen := map[string]pick{}
	seen := false
	for key, list := range d.CookieData {
		for _, c := range list {
			dom := c.Domain
			if dom == "" {
				dom = key // the extension groups by domain; older uploads omit it per cookie
			}
			dom = strings.ToLower(strings.TrimPrefix(dom, "."))
			if !domainMatch(host, dom) {
				continue
			}
			seen = true
			if c.ExpirationDate > 0 && time.Unix(int64(c.ExpirationDate), 0).Before(now) {
				continue
			}
			if p, ok := chosen[c.Name]; !ok || len(dom) > p.domLen {
				chosen[c.Name] = pick{c, len(dom)}
			}
		}
	}
	if len(chosen) == 0 {
		return "", seen
	}
	names := make([]string, 0, len(chosen))
	for n := range chosen {
		names = append(names, n)
	}
	slices.Sort(names)
	pairs := make([]string, len(names))
	for i, n := range names {
		pairs[i] = n + "=" + chosen[n].c.Value
	}
	return strings.Join(pairs, "; "), false
}

// domainMatch is RFC 6265's domain-match: equal, or host ends with "."+dom
// and host is a name, not an IP address (an empty dom matches no host).
func domainMatch(host, dom string) bool {
	if host == dom {
		return true
	}
	return strings.HasSuffix(host, "."+dom) && net.ParseIP(host) == nil
}
