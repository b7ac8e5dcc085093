package subengine

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/subscribe"
)

// A subscription sends a torrent once: the same info-hash listed again
// (another site's copy, or a hybrid known by its other hash) is no new
// intent, nor is the same site's torrent again; another subscription may.
func TestIntentOncePerTorrent(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	v1, v2 := strings.Repeat("a", 40), strings.Repeat("b", 64)
	plain := bencode.Torrent{InfoHash: v1, InfoHashV1: v1}
	hybrid := bencode.Torrent{InfoHash: v1, InfoHashV1: v1, InfoHashV2: v2}
	intent := func(subID int64, site string, id int64, tor bencode.Torrent) bool {
		t.Helper()
		c := &candidate{T: ptsites.Torrent{SiteID: site, ID: id, Name: "The.Matrix.1999.1080p.BluRay-GRP"}}
		fresh, err := e.eng.recordIntent(ctx, subscribe.Sub{ID: subID}, scored{c: c}, tor, ptsites.FoundTorrent{Site: site},
			"/downloads/movie", []byte("d8:announce0:e"), false)
		if err != nil {
			t.Fatal(err)
		}
		return fresh
	}
	if !intent(1, "hdsky", 10, plain) {
		t.Fatal("the first intent was not written")
	}
	if intent(1, "hdhome", 20, plain) {
		t.Fatal("another site's copy of the sent torrent was taken again")
	}
	if intent(1, "hdsky", 10, bencode.Torrent{InfoHash: strings.Repeat("c", 40)}) {
		t.Fatal("the same site's torrent was taken again")
	}
	// The client confirmed the send under the hybrid's cut v2 hash.
	if _, err := e.st.DB().Exec(`UPDATE subengine_sent SET hash = ? WHERE sub_id = 1`, v2[:40]); err != nil {
		t.Fatal(err)
	}
	if intent(1, "chdbits", 30, hybrid) {
		t.Fatal("a hybrid known by its other hash was taken again")
	}
	if !intent(2, "hdhome", 20, plain) {
		t.Fatal("another subscription may take the same torrent")
	}
}
