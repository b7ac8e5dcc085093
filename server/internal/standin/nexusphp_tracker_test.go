package standin

import (
	"github.com/movie-robot/web-console/server/bencode"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// announceURL is the announce URL of the site's first torrent.
func announceURL(t *testing.T, site *Server) string {
	t.Helper()
	_, file := get(t, site.URL+"/download.php?id="+strconv.Itoa(npCatalogue[0].ID), map[string]string{"Cookie": "a=1"})
	m := regexp.MustCompile(`8:announce\d+:(http://[^/]+/announce\.php\?passkey=[0-9a-f]{32})`).FindStringSubmatch(file)
	if m == nil {
		t.Fatalf("no announce URL with a passkey in %.200q", file)
	}
	return m[1]
}

// Each site has its own passkey; an announce with another site's passkey
// is refused as NexusPHP refuses it and never joins the swarm, so a client
// left from another test cannot hand its data to this test's client.
func TestNexusPHPTrackerTakesOnlyItsPasskey(t *testing.T) {
	site := Must(t, "nexusphp", map[string]string{"cookie": "a=1"})
	other := Must(t, "nexusphp", map[string]string{"cookie": "a=1"})
	own := announceURL(t, site)
	foreign := strings.Replace(announceURL(t, other), other.URL, site.URL, 1)
	if own == foreign {
		t.Fatal("two sites share a passkey")
	}
	hash := url.QueryEscape(strings.Repeat("h", 20))
	announce := func(base string, port int) string {
		_, body := get(t, base+"&info_hash="+hash+"&port="+strconv.Itoa(port), nil)
		return body
	}
	if body := announce(foreign, 7001); !strings.Contains(body, "Invalid passkey") {
		t.Fatalf("another site's passkey: %q", body)
	}
	announce(own, 7002)
	body := announce(own, 7003)
	peer := func(port int) string { return "\x7f\x00\x00\x01" + string([]byte{byte(port >> 8), byte(port)}) }
	if !strings.Contains(body, peer(7002)) || strings.Contains(body, peer(7001)) {
		t.Fatalf("peers answered: %q", body)
	}
}

// One title's copies on two sites have two info-hashes (each names its
// site in the info dict's source, as real sites do) over the same data: a
// client of another test, reaching this test's client on a reused port,
// does not hold this test's torrent and cannot hand over its pieces.
func TestEachSitesCopyHasItsOwnInfoHash(t *testing.T) {
	parse := func(site *Server) bencode.Torrent {
		_, file := get(t, site.URL+"/download.php?id="+strconv.Itoa(npCatalogue[0].ID), map[string]string{"Cookie": "a=1"})
		tor, err := bencode.ParseTorrent([]byte(file))
		if err != nil {
			t.Fatal(err)
		}
		return tor
	}
	a := parse(Must(t, "nexusphp", map[string]string{"cookie": "a=1"}))
	b := parse(Must(t, "nexusphp", map[string]string{"cookie": "a=1"}))
	if a.InfoHash == b.InfoHash {
		t.Fatalf("two sites' copies share the info-hash %s", a.InfoHash)
	}
	if a.Name != b.Name || a.Size != b.Size {
		t.Fatalf("the copies hold other data: %+v %+v", a, b)
	}
}
