// Package netutil answers "who is the client?" in one place, so the login
// limiter, the logs and the reverse proxy's X-Forwarded-For all agree.
package netutil

import (
	"fmt"
	"net/netip"
	"strings"
)

// Trusted is the set of reverse proxies (--trusted-proxy) whose
// X-Forwarded-For is believed. The zero value trusts nobody, so a client can
// never pick its own address for the login limiter by sending the header.
type Trusted struct {
	prefixes []netip.Prefix
}

// ParseTrusted reads a comma-separated list of IP addresses and CIDR ranges
// ("10.0.0.1, 172.16.0.0/12, ::1"). An empty list trusts nobody.
func ParseTrusted(list string) (Trusted, error) {
	var t Trusted
	for item := range strings.SplitSeq(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		p, err := parsePrefix(item)
		if err != nil {
			return Trusted{}, fmt.Errorf("--trusted-proxy: %q is neither an IP address nor a CIDR range", item)
		}
		t.prefixes = append(t.prefixes, p)
	}
	return t, nil
}

func parsePrefix(s string) (netip.Prefix, error) {
	if strings.Contains(s, "/") {
		p, err := netip.ParsePrefix(s)
		if err != nil {
			return netip.Prefix{}, err
		}
		if p.Addr().Is4In6() { // "::ffff:10.0.0.0/104" means the IPv4 range
			p = netip.PrefixFrom(p.Addr().Unmap(), max(p.Bits()-96, 0))
		}
		return p.Masked(), nil
	}
	a, err := netip.ParseAddr(s)
	if err != nil {
		return netip.Prefix{}, err
	}
	a = a.Unmap().WithZone("")
	return netip.PrefixFrom(a, a.BitLen()), nil
}

// Contains reports whether a is one of the trusted proxies.
func (t Trusted) Contains(a netip.Addr) bool {
	a = a.Unmap().WithZone("") // the zero address is in no prefix
	for _, p := range t.prefixes {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// Empty reports whether no proxy is trusted.
func (t Trusted) Empty() bool { return len(t.prefixes) == 0 }

// String lists the ranges, for the start-up log line.
func (t Trusted) String() string {
	parts := make([]string, len(t.prefixes))
	for i, p := range t.prefixes {
		parts[i] = p.String()
	}
	return strings.Join(parts, ",")
}
