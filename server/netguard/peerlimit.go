package netguard

import (
	"io"
	"net"
	"net/netip"
	"sync"
)

// msgTooManyConns is logged (rate-limited) when a connection is refused.
const msgTooManyConns = "connection refused: too many open connections from one address"

// LimitPerPeer wraps ln so that one TCP peer address holds at most max open
// connections; further ones are closed as soon as they are accepted. The
// count is per TCP peer, never per X-Forwarded-For: a header costs nothing
// to forge, and what runs out here is this process's sockets. (Behind a
// reverse proxy every client shares the proxy's address, hence a generous
// max.)
func LimitPerPeer(ln net.Listener, max int, shed *ShedLog) net.Listener {
	return &peerLimitListener{Listener: ln, max: max, shed: shed, open: map[netip.Addr]int{}}
}

type peerLimitListener struct {
	net.Listener
	max  int
	shed *ShedLog
	mu   sync.Mutex
	open map[netip.Addr]int
}

// Accept returns the next connection its peer may still open.
func (l *peerLimitListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		peer := peerAddr(c)
		l.mu.Lock()
		ok := l.open[peer] < l.max
		if ok {
			l.open[peer]++
		}
		l.mu.Unlock()
		if ok {
			return &countedConn{Conn: c, l: l, peer: peer}, nil
		}
		c.Close()
		l.shed.Note(msgTooManyConns, peer.String())
	}
}

func (l *peerLimitListener) release(peer netip.Addr) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.open[peer]--; l.open[peer] <= 0 {
		delete(l.open, peer) // the map holds only peers with open connections
	}
}

// peerAddr is what c's connections are counted under: its remote IPv4
// address, or the /64 of an IPv6 one (a single host usually holds a whole
// /64, so counting its addresses one by one would multiply the cap).
func peerAddr(c net.Conn) netip.Addr {
	ap, err := netip.ParseAddrPort(c.RemoteAddr().String())
	if err != nil {
		return netip.Addr{} // not TCP: all such connections share one count
	}
	ip := ap.Addr().Unmap()
	if ip.Is6() {
		if p, err := ip.WithZone("").Prefix(64); err == nil {
			return p.Addr()
		}
	}
	return ip
}

// countedConn gives its slot back once, on the first Close (net/http and a
// hijacking handler may both close it).
type countedConn struct {
	net.Conn
	l    *peerLimitListener
	peer netip.Addr
	once sync.Once
}

func (c *countedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { c.l.release(c.peer) })
	return err
}

// ReadFrom keeps the kernel's sendfile path for files net/http serves:
// without it the wrapper would hide *net.TCPConn's ReadFrom.
func (c *countedConn) ReadFrom(r io.Reader) (int64, error) {
	if rf, ok := c.Conn.(io.ReaderFrom); ok {
		return rf.ReadFrom(r)
	}
	return io.Copy(struct{ io.Writer }{c.Conn}, r)
}
