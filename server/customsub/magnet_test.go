package customsub

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"
)

// A custom subscription that takes a magnet-only result (a site listing a
// magnet or an info-hash and no .torrent) sends the magnet to a real qBittorrent: the site
// is not asked for the link, and the hash comes from the link itself.
func TestMagnetOnlyResultIsSent(t *testing.T) {
	ctx := context.Background()
	st := storetest.Open(t)
	raw, err := os.ReadFile("../indexer/testdata/cardigann/tracker-magnet.yml")
	if err != nil {
		t.Fatal(err)
	}
	defs := t.TempDir()
	os.WriteFile(filepath.Join(defs, "tracker-magnet.yml"), raw, 0o644)
	sites, err := ptsites.New(ctx, st, ptsites.Options{IndexerDir: defs})
	if err != nil {
		t.Fatal(err)
	}
	srv := standin.Must(t, "tracker", nil)
	u := srv.URL
	if _, err := sites.Save(ctx, ptsites.SaveInput{SiteName: "tracker-magnet", Cookie: "x=1", SiteURL: &u,
		WebSearch: true, SmartDownload: true}); err != nil {
		t.Fatal(err)
	}
	e := serve(t, st, sites, srv)
	e.qb(t)
	id := e.save(t, `{"name":"大雄兔","save_path":"/downloads/movies"}`)
	log := run(t, e, id, `{"search_type":"keyword","keyword":"bunny"}`)
	// The stand-in lists two: a magnet, and an info-hash only.
	if !strings.Contains(log, "提交下载2个，失败0个") {
		t.Fatalf("log:\n%s", log)
	}
	for _, r := range srv.Requests() {
		if r.Path != "/magnets" {
			t.Fatalf("the site was asked for %s", r.Path)
		}
	}
	recs, err := e.dl.Records(ctx, 0, 10)
	if err != nil || len(recs) != 2 || !slices.ContainsFunc(recs, func(r downloads.Record) bool {
		return r.Hash == "dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c"
	}) {
		t.Fatalf("download records %+v, %v", recs, err)
	}
}
