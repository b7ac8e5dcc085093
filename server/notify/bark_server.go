package notify

import (
	"net/url"
	"strings"
)

// A normal user's Bark URL is an address the server POSTs to. Left open it
// is a blind SSRF to any internal address, so it may point only at the
// public Bark host or at a Bark server an admin configured as a channel.
// Admins may use any server.

// BarkServerAllowed reports whether a normal user's Bark URL raw points at
// the public Bark host (api.day.app on its default port) or at the server
// of one of the admin's Bark channels in list (same scheme, host and port).
func BarkServerAllowed(list []ChannelConfig, raw string) bool {
	server, _, ok := splitBarkURL(raw)
	if !ok {
		return false
	}
	u, err := url.Parse(server)
	if err != nil {
		return false
	}
	if strings.EqualFold(u.Hostname(), "api.day.app") && (u.Port() == "" || u.Port() == defaultPort(u.Scheme)) {
		return true
	}
	for _, c := range list {
		if c.Type != "bark" {
			continue
		}
		if sameOrigin(server, strings.TrimSpace(c.Args.String("server"))) {
			return true
		}
	}
	return false
}

func defaultPort(scheme string) string {
	if scheme == "https" {
		return "443"
	}
	return "80"
}

// sameOrigin compares scheme, host and port, a default port written out
// or not.
func sameOrigin(a, b string) bool {
	ua, err1 := url.Parse(a)
	ub, err2 := url.Parse(b)
	if err1 != nil || err2 != nil || ua.Host == "" || ub.Host == "" || !strings.EqualFold(ua.Scheme, ub.Scheme) {
		return false
	}
	port := func(u *url.URL) string {
		if p := u.Port(); p != "" {
			return p
		}
		return defaultPort(strings.ToLower(u.Scheme))
	}
	return strings.EqualFold(ua.Hostname(), ub.Hostname()) && port(ua) == port(ub)
}
