package netutil

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func request(remote string, xff ...string) *http.Request {
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = remote
	for _, v := range xff {
		r.Header.Add("X-Forwarded-For", v)
	}
	return r
}

func TestResolve(t *testing.T) {
	tr, err := ParseTrusted("10.0.0.0/8, ::1")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, remote string
		xff          []string
		want         string
		via          bool
	}{
		{"untrusted peer: header ignored", "203.0.113.7:5000", []string{"1.1.1.1"}, "203.0.113.7", false},
		{"trusted peer, no header", "10.0.0.2:5000", nil, "10.0.0.2", true},
		{"trusted peer, one hop", "10.0.0.2:5000", []string{"198.51.100.9"}, "198.51.100.9", true},
		{"client-spoofed entries left of the real one", "10.0.0.2:5000", []string{"6.6.6.6, 198.51.100.9"}, "198.51.100.9", true},
		{"chain of trusted proxies", "10.0.0.2:5000", []string{"198.51.100.9, 10.1.1.1", "10.2.2.2"}, "198.51.100.9", true},
		{"all hops trusted", "10.0.0.2:5000", []string{"10.1.1.1, 10.2.2.2"}, "10.1.1.1", true},
		{"garbage stops the walk", "10.0.0.2:5000", []string{"evil, 10.1.1.1"}, "10.1.1.1", true},
		{"nothing left of garbage is believed", "10.0.0.2:5000", []string{"6.6.6.6, evil, 10.1.1.1"}, "10.1.1.1", true},
		{"mapped IPv4 peer", "[::ffff:10.0.0.2]:5000", []string{"198.51.100.9"}, "198.51.100.9", true},
		{"IPv6 peer", "[::1]:5000", []string{"2001:db8::1"}, "2001:db8::1", true},
		{"mapped entry is unmapped", "10.0.0.2:5000", []string{"::ffff:198.51.100.9"}, "198.51.100.9", true},
		{"empty entries skipped", "10.0.0.2:5000", []string{"198.51.100.9, ,"}, "198.51.100.9", true},
	}
	for _, c := range cases {
		got := tr.Resolve(request(c.remote, c.xff...))
		if got.Key() != c.want || got.ViaTrustedProxy != c.via {
			t.Errorf("%s: got %s via=%v, want %s via=%v", c.name, got.Key(), got.ViaTrustedProxy, c.want, c.via)
		}
	}
}

func TestResolveTrustsNobodyByDefault(t *testing.T) {
	var tr Trusted
	if got := tr.Resolve(request("127.0.0.1:1", "9.9.9.9")); got.Key() != "127.0.0.1" || got.ViaTrustedProxy {
		t.Fatalf("got %+v", got)
	}
}

func TestPeerAddrUnreadable(t *testing.T) {
	if c := (Trusted{}).Resolve(request("@")); c.Addr.IsValid() || c.Key() != "unknown" {
		t.Fatalf("got %+v", c)
	}
	if a := PeerAddr(request("192.0.2.1")); a.String() != "192.0.2.1" {
		t.Fatalf("bare address: %v", a)
	}
}

func TestWithClientAndClientOf(t *testing.T) {
	tr, _ := ParseTrusted("10.0.0.0/8")
	var got Client
	h := WithClient(tr, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { got = ClientOf(r) }))
	h.ServeHTTP(httptest.NewRecorder(), request("10.0.0.2:1", "198.51.100.9"))
	if got.Key() != "198.51.100.9" || !got.ViaTrustedProxy {
		t.Fatalf("through WithClient: %+v", got)
	}
	// Without the middleware: the bare peer, header ignored.
	if c := ClientOf(request("10.0.0.2:1", "198.51.100.9")); c.Key() != "10.0.0.2" || c.ViaTrustedProxy {
		t.Fatalf("fallback: %+v", c)
	}
}
