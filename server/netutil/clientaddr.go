package netutil

import (
	"context"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// Client is what is known about the sender of a request.
type Client struct {
	// Addr is the client's address: the TCP peer, or, when the peer is a
	// trusted proxy, the right-most untrusted X-Forwarded-For entry.
	Addr netip.Addr
	// ViaTrustedProxy is true when the TCP peer is a trusted proxy, so its
	// X-Forwarded-* headers may be passed on instead of dropped.
	ViaTrustedProxy bool
}

// Key is the address as a string for maps and logs ("unknown" when the
// peer address could not be read, e.g. a unix socket).
func (c Client) Key() string {
	if !c.Addr.IsValid() {
		return "unknown"
	}
	return c.Addr.String()
}

type clientKey struct{}

// Resolve works out the client of r. Only entries a trusted proxy vouched
// for are believed: walking X-Forwarded-For from the right, every entry up
// to and including the first untrusted one was appended by a proxy we trust;
// anything further left is whatever the client claimed.
func (t Trusted) Resolve(r *http.Request) Client {
	peer := PeerAddr(r)
	if !t.Contains(peer) {
		return Client{Addr: peer}
	}
	c := Client{Addr: peer, ViaTrustedProxy: true}
	hops := forwardedFor(r.Header)
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(hops[i])
		if err != nil {
			// Garbage a trusted proxy passed on from the client: stop at the
			// last address that is certainly real.
			return c
		}
		c.Addr = a.Unmap().WithZone("")
		if !t.Contains(c.Addr) {
			return c
		}
	}
	return c
}

// forwardedFor splits every X-Forwarded-For line into its entries, in order.
func forwardedFor(h http.Header) []string {
	var hops []string
	for _, line := range h.Values("X-Forwarded-For") {
		for hop := range strings.SplitSeq(line, ",") {
			if hop = strings.TrimSpace(hop); hop != "" {
				hops = append(hops, hop)
			}
		}
	}
	return hops
}

// PeerAddr is the TCP peer of r (zero when RemoteAddr is not ip:port).
func PeerAddr(r *http.Request) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}
	}
	return a.Unmap().WithZone("")
}

// WithClient resolves the client once per request and stores it in the
// request context for ClientOf.
func WithClient(t Trusted, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c := t.Resolve(r)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), clientKey{}, c)))
	})
}

// ClientOf returns the client WithClient stored, or else the bare TCP peer
// (trusting nobody), so handlers used without WithClient stay safe.
func ClientOf(r *http.Request) Client {
	if c, ok := r.Context().Value(clientKey{}).(Client); ok {
		return c
	}
	return Client{Addr: PeerAddr(r)}
}
