package standin

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"net"
	"net/http"
	"strconv"
	"sync"

	"github.com/movie-robot/web-console/server/bencode"
)

// announce is the site's tracker (announce.php, where the stand-in's
// .torrent files point): it remembers each peer of an info-hash and
// answers the others in compact form, so two real clients on the loopback
// form a swarm (a seeder uploads, a leecher downloads). Peers announcing
// "stopped" are forgotten. As on a real site, only this instance's
// passkey is taken: the data is the same on every stand-in, so a client
// of another test's site, announcing to a port this one reuses, would
// otherwise join the swarm and hand over pieces the test holds back.
func (n *nexusPHP) announce(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("passkey") != n.passkey {
		w.Write(bencode.Encode(map[string]any{"failure reason": "Invalid passkey! Re-download the .torrent from http://" + r.Host}))
		return
	}
	hash, port := q.Get("info_hash"), q.Get("port")
	p, err := strconv.Atoi(port)
	host, _, _ := net.SplitHostPort(r.RemoteAddr)
	ip := net.ParseIP(host).To4()
	if len(hash) != 20 || err != nil || p <= 0 || p > 65535 || ip == nil {
		w.Write(bencode.Encode(map[string]any{"failure reason": "bad announce"}))
		return
	}
	self := make([]byte, 6)
	copy(self, ip)
	binary.BigEndian.PutUint16(self[4:], uint16(p))
	n.swarmMu.Lock()
	if n.swarms == nil {
		n.swarms = map[string]map[string]bool{}
	}
	peers := n.swarms[hash]
	if peers == nil {
		peers = map[string]bool{}
		n.swarms[hash] = peers
	}
	if q.Get("event") == "stopped" {
		delete(peers, string(self))
	} else {
		peers[string(self)] = true
	}
	var compact []byte
	for peer := range peers {
		if peer != string(self) {
			compact = append(compact, peer...)
		}
	}
	n.swarmMu.Unlock()
	w.Header().Set("Content-Type", "text/plain")
	w.Write(bencode.Encode(map[string]any{"interval": int64(5), "min interval": int64(1), "peers": string(compact)}))
}

// newPasskey is an instance's own passkey: 32 hex digits, as NexusPHP's.
func newPasskey() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// swarmState is the tracker's memory, embedded in nexusPHP.
type swarmState struct {
	passkey string
	swarmMu sync.Mutex
	swarms  map[string]map[string]bool // info-hash → compact peer → true
}
