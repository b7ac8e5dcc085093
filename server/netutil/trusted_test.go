package netutil

import (
	"net/netip"
	"testing"
)

func TestParseTrusted(t *testing.T) {
	tr, err := ParseTrusted(" 10.0.0.1, 172.16.0.0/12,::1 ,, ::ffff:192.168.0.0/112, 10.9.9.9/8")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tr.String(), "10.0.0.1/32,172.16.0.0/12,::1/128,192.168.0.0/16,10.0.0.0/8"; got != want {
		t.Fatalf("String() = %q, want %q", got, want)
	}
	cases := map[string]bool{
		"10.0.0.1": true, "10.200.3.4": true, "172.31.255.255": true, "172.32.0.1": false,
		"::1": true, "::ffff:10.0.0.1": true, "192.168.4.5": true, "8.8.8.8": false, "fe80::1%eth0": false,
	}
	for s, want := range cases {
		if got := tr.Contains(netip.MustParseAddr(s)); got != want {
			t.Errorf("Contains(%s) = %v, want %v", s, got, want)
		}
	}
	if tr.Contains(netip.Addr{}) {
		t.Error("the zero address is trusted")
	}
	// A proxy written as a mapped IPv4 address is that IPv4 address.
	if m, _ := ParseTrusted("::ffff:10.0.0.3"); !m.Contains(netip.MustParseAddr("10.0.0.3")) {
		t.Error("a mapped single address trusts nobody")
	}
}

func TestParseTrustedEmptyTrustsNobody(t *testing.T) {
	for _, s := range []string{"", " ", ",,"} {
		tr, err := ParseTrusted(s)
		if err != nil || !tr.Empty() || tr.Contains(netip.MustParseAddr("127.0.0.1")) {
			t.Errorf("%q: %v, empty=%v", s, err, tr.Empty())
		}
	}
}

func TestParseTrustedRejectsGarbage(t *testing.T) {
	for _, s := range []string{"localhost", "10.0.0.1/33", "10.0.0.1:80", "1.2.3", "10.0.0.0/8;rm"} {
		if _, err := ParseTrusted(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}
