package traffic

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/downloadstest"
	"github.com/movie-robot/web-console/server/internal/polltest"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// highUpload is the real downloads service whose upload statistics can
// be turned up: a lone qbittorrent-nox has no peers to upload to.
type highUpload struct {
	*downloads.Service
	high bool
}

func (h *highUpload) TransferOf(ctx context.Context, c settings.DownloadClientEntry) (downloads.Transfer, error) {
	if h.high {
		return downloads.Transfer{Uploaded: 1 << 40, UpSpeed: 100 << 20}, nil
	}
	return h.Service.TransferOf(ctx, c)
}

// clientStore is a fresh store whose default download client is the
// qBittorrent at addr (qbtest's user), and the real downloads service on it.
func clientStore(t testing.TB, addr string) (*store.Store, *downloads.Service) {
	t.Helper()
	return downloadstest.Open(t, qbtest.Client("qb", addr))
}

// setEnable flips the switch as set_free_download_enable does (server/api
// setEnable): inside the stored record, in one transaction.
func setEnable(t testing.TB, st *store.Store, on bool) {
	t.Helper()
	ctx := context.Background()
	err := st.EditSettings(ctx, func(tx *store.SettingsTx) error {
		cur, err := settings.FreeDownloadSection.Load(ctx, tx)
		if err != nil {
			return err
		}
		cur.Enable = on
		return settings.FreeDownloadSection.Put(ctx, tx, cur)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// siteTorrent downloads the stand-in's .torrent of row id as a browser with
// the site cookie would.
func siteTorrent(t testing.TB, base string, id string) []byte {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, base+"/download.php?id="+id, nil)
	req.Header.Set("Cookie", "c_secure_uid=1; c_secure_pass=standin")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("torrent %s: %d %v", id, res.StatusCode, err)
	}
	return data
}

// wholeData writes the stand-in torrent's whole data (64 KiB), so the
// client finds it complete.
func wholeData(t testing.TB, dir, name string) string {
	t.Helper()
	p := filepath.Join(dir, name+".mkv")
	if err := os.WriteFile(p, standin.TorrentContent(name+".mkv"), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func waitFor(t testing.TB, what string, ok func() bool) {
	t.Helper()
	polltest.Until(t, what, 60*time.Second, ok)
}

func wantIn(t testing.TB, text string, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(text, p) {
			t.Fatalf("%q missing in:\n%s", p, text)
		}
	}
}
