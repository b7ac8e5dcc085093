package cli

import (
	"fmt"
	"io"
	"net"
	"net/netip"
	"strconv"
	"strings"
)

// openURLs are the addresses a person can open in a browser to reach a
// server listening on addr: localhost first, then, when it listens on
// every interface, this machine's LAN addresses (what another device in
// the house types). basePath is "" or "/prefix".
func openURLs(addr net.Addr, basePath string, ifaceAddrs func() ([]net.Addr, error)) []string {
	ap, err := netip.ParseAddrPort(addr.String())
	if err != nil {
		return nil
	}
	port := strconv.Itoa(int(ap.Port()))
	url := func(host string) string { return "http://" + net.JoinHostPort(host, port) + basePath + "/" }
	ip := ap.Addr().Unmap()
	switch {
	case ip.IsLoopback():
		return []string{url("localhost")}
	case !ip.IsUnspecified():
		return []string{url(ip.String())}
	}
	urls := []string{url("localhost")}
	all, err := ifaceAddrs()
	if err != nil {
		return urls
	}
	for _, a := range all {
		p, err := netip.ParsePrefix(a.String())
		if err != nil {
			continue
		}
		lan := p.Addr().Unmap()
		// Link-local IPv6 needs a zone nobody types; IPv4 only on an
		// IPv4 socket.
		if lan.IsLoopback() || lan.IsLinkLocalUnicast() || (ip.Is4() && !lan.Is4()) {
			continue
		}
		urls = append(urls, url(lan.String()))
	}
	return urls
}

// printOpenURLs tells the person who started the program where to go.
func printOpenURLs(w io.Writer, urls []string) {
	if len(urls) == 0 || w == nil {
		return
	}
	fmt.Fprintf(w, "打开 %s 开始使用\n", urls[0])
	if len(urls) > 1 {
		fmt.Fprintf(w, "局域网内的其他设备可打开：%s\n", strings.Join(urls[1:], "  "))
	}
}
