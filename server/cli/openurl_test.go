package cli

import (
	"bytes"
	"net"
	"reflect"
	"testing"
)

func tcpAddr(s string) net.Addr { a, _ := net.ResolveTCPAddr("tcp", s); return a }

func lanAddrs() ([]net.Addr, error) {
	var out []net.Addr
	for _, s := range []string{"127.0.0.1/8", "192.168.1.20/24", "::1/128", "fe80::1/64", "2001:db8::5/64"} {
		_, n, _ := net.ParseCIDR(s)
		ip, _, _ := net.ParseCIDR(s)
		out = append(out, &net.IPNet{IP: ip, Mask: n.Mask})
	}
	return out, nil
}

func TestOpenURLs(t *testing.T) {
	for _, c := range []struct {
		addr, base string
		want       []string
	}{
		{"127.0.0.1:1329", "", []string{"http://localhost:1329/"}},
		{"192.168.1.20:80", "/mr", []string{"http://192.168.1.20:80/mr/"}},
		{"0.0.0.0:1329", "", []string{"http://localhost:1329/", "http://192.168.1.20:1329/"}},
		{"[::]:1329", "", []string{"http://localhost:1329/", "http://192.168.1.20:1329/", "http://[2001:db8::5]:1329/"}},
	} {
		if got := openURLs(tcpAddr(c.addr), c.base, lanAddrs); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.addr, got, c.want)
		}
	}
}

// The person who started the program is told what to open, in Chinese,
// on stderr (where a terminal or `docker logs` shows it).
func TestPrintOpenURLs(t *testing.T) {
	var out bytes.Buffer
	printOpenURLs(&out, openURLs(tcpAddr("[::]:1329"), "", lanAddrs))
	want := "打开 http://localhost:1329/ 开始使用\n局域网内的其他设备可打开：http://192.168.1.20:1329/  http://[2001:db8::5]:1329/\n"
	if out.String() != want {
		t.Fatalf("got %q\nwant %q", out.String(), want)
	}
}
