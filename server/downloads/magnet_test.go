package downloads

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/daemontest"
	"github.com/movie-robot/web-console/server/settings"
)

func TestParseMagnet(t *testing.T) {
	const hex = "c12fe1c06bba254a9dc9f519b335aa7c1367a88a"
	for link, want := range map[string]string{
		"magnet:?xt=urn:btih:" + hex + "&dn=The.Matrix.1999":                hex,
		"magnet:?dn=x&xt=urn:btih:C12FE1C06BBA254A9DC9F519B335AA7C1367A88A": hex,
		"magnet:?xt=urn:btih:YEX6DQDLXISUVHOJ6UM3GNNKPQJWPKEK":              hex, // base32
	} {
		got, err := ParseMagnet(link)
		if err != nil || got.InfoHash != want || got.Hashes()[0] != want {
			t.Errorf("%s: %+v %v", link, got, err)
		}
	}
	for _, bad := range []string{"magnet:?dn=x", "magnet:?xt=urn:btih:zz", "http://x/y.torrent"} {
		if _, err := ParseMagnet(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

// A magnet-only result goes to each real client as the link: one record,
// keyed by the magnet's hash, and the client lists that hash (it fetches
// the metadata from peers, none here).
func TestMagnetToRealClients(t *testing.T) {
	const hash = "c12fe1c06bba254a9dc9f519b335aa7c1367a88a"
	magnet := "magnet:?xt=urn:btih:" + hash + "&dn=The.Matrix.1999.1080p.BluRay-GRP"
	check := func(t *testing.T, s *Service, c settings.DownloadClientEntry) {
		ctx := context.Background()
		for range 2 { // the same magnet twice is the one record
			sub, err := s.Submit(ctx, Request{Site: "hdsky", UserID: 1, Name: "The.Matrix.1999.1080p.BluRay-GRP",
				SavePath: t.TempDir(), Magnet: magnet})
			if err != nil || sub.Hash != hash {
				t.Fatalf("%+v %v", sub, err)
			}
		}
		var n int
		var stored string
		s.db.QueryRow(`SELECT COUNT(*), MAX(torrent_hash) FROM download_record`).Scan(&n, &stored)
		if n != 1 || stored != hash {
			t.Fatalf("%d records, hash %s", n, stored)
		}
		waitFor(t, func() bool { l, err := s.Torrents(ctx, c, []string{hash}); return err == nil && len(l) == 1 })
	}
	t.Run("qbittorrent", func(t *testing.T) {
		s, _, c := realQB(t)
		check(t, s, c)
	})
	t.Run("transmission", func(t *testing.T) {
		c := settings.DownloadClientEntry{Type: "transmission", Name: "tr", URL: daemontest.Transmission(t, "", ""), IsDefault: true}
		check(t, clientService(t, c), c)
	})
	t.Run("aria2", func(t *testing.T) {
		c := settings.DownloadClientEntry{Type: "aria2", Name: "aria2", URL: daemontest.Aria2(t), IsDefault: true}
		check(t, clientService(t, c), c)
	})
}
