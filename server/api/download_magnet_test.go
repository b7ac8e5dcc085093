package api

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
)

// The search page's 下载 of a magnet-only result (a site that lists a
// magnet and no .torrent) reaches a real qbittorrent-nox as the magnet:
// the holdings check reads the link's hash instead of refusing it as an
// invalid .torrent, and the site is asked for nothing more.
func TestManualDownloadOfAMagnetOnlyResult(t *testing.T) {
	qb := qbtest.Start(t)
	raw, err := os.ReadFile("../indexer/testdata/cardigann/tracker-magnet.yml")
	if err != nil {
		t.Fatal(err)
	}
	defs := t.TempDir()
	os.WriteFile(filepath.Join(defs, "tracker-magnet.yml"), raw, 0o644)
	e := newTestEnvDeps(t, indexersIn(t, defs))
	admin := e.adminAuth(t)
	tracker := standin.Must(t, "tracker", nil)
	dl := t.TempDir()
	storetest.PutSetting(t, e.store, settings.DownloadClientsSection, []settings.DownloadClientEntry{qbtest.Client("qb", qb.URL)})
	storetest.PutSetting(t, e.store, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: dl, Type: "movie"}})
	body, _ := json.Marshal(map[string]any{"site_name": "tracker-magnet", "auth_type": "cookies", "cookie": "x=1",
		"web_search": true, "smart_download": true, "site_url": tracker.URL})
	wantOK(t, call(t, e.srv, "POST", "/api/site/save_site", string(body), admin), nil)

	a := okData[ptsites.SearchAnswer](t, call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=bunny", "", admin))
	if len(a.Torrents) == 0 {
		t.Fatalf("no result: %+v", a)
	}
	asked := len(tracker.Requests())
	var sub struct{ Hash string }
	wantOK(t, call(t, e.srv, "GET", fmt.Sprintf("/api/download/torrent?id=%d&site_id=tracker-magnet&save_path=%s",
		a.Torrents[0].ID, url.QueryEscape(dl)), "", admin), &sub)
	const hash = "dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c"
	if sub.Hash != hash {
		t.Fatalf("sent hash %q, want %q", sub.Hash, hash)
	}
	if n := len(tracker.Requests()); n != asked {
		t.Fatalf("the site was asked %d more times for a magnet", n-asked)
	}
	waitFor(t, func() bool {
		items := okData[struct{ Result []liveItem }](t, call(t, e.srv, "GET", "/api/download/downloading", "", admin))
		return len(items.Result) == 1 && items.Result[0].Hash == hash
	})
}
