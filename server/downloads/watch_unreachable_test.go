package downloads

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/settings"
)

// A client that does not answer at all is the health check's 服务不可用:
// the watcher's round fails Told, so the admins are not told it twice. A
// client that answers wrongly is the watcher's own failure to tell.
func TestWatcherLeavesAnUnreachableClientToTheHealthCheck(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + l.Addr().String()
	l.Close()
	wrong := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "boom", http.StatusInternalServerError)
	}))
	defer wrong.Close()
	for _, c := range []struct {
		typ, url string
		told     bool
	}{
		{"qbittorrent", closed, true}, {"transmission", closed, true}, {"aria2", closed, true},
		{"qbittorrent", wrong.URL, false}, {"transmission", wrong.URL, false},
	} {
		s := clientService(t, settings.DownloadClientEntry{Type: c.typ, Name: "qb", URL: c.url, IsDefault: true})
		duneDownloading(t, s.store)
		err := (&Watcher{DL: s, Org: &fakeOrg{}}).Run(context.Background())
		if err == nil || scheduler.IsTold(err) != c.told {
			t.Errorf("%s at %s: %v (told %v, want %v)", c.typ, c.url, err, scheduler.IsTold(err), c.told)
		}
	}
}
