package downloads

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/internal/qbtest"
)

// A subscription's send (the engine's outbox retry, a custom subscription)
// never reaches the client with a blacklisted torrent, even when the
// blacklisting came after the intent was written; a download by hand still
// may.
func TestSubscriptionNeverSendsABlacklistedTorrent(t *testing.T) {
	ctx := context.Background()
	qb := qbtest.Start(t)
	s := clientService(t, qbtest.Client("默认", qb.URL))
	data := standinTorrent(t)
	tor, _ := bencode.ParseTorrent(data)
	if err := s.Blacklist(ctx, tor.InfoHash, "画质差"); err != nil {
		t.Fatal(err)
	}
	save := t.TempDir()
	_, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "The.Matrix", SavePath: save, Torrent: data,
		SubID: 7, SubType: SubTypeSubscribe})
	if err == nil || !strings.Contains(err.Error(), "黑名单") {
		t.Fatalf("a subscription's send of a blacklisted torrent: %v", err)
	}
	if has, err := s.Has(ctx, "hdsky", tor.InfoHash); has || err != nil {
		t.Fatalf("the client has it: %v, %v", has, err)
	}
	if recs, _ := s.Records(ctx, 0, 10); len(recs) != 0 {
		t.Fatalf("recorded: %+v", recs)
	}
	if _, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "The.Matrix", SavePath: save, Torrent: data}); err != nil {
		t.Fatalf("by hand: %v", err)
	}
}
