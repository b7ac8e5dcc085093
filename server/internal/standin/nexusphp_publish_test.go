package standin

import (
	"net/http"
	"strings"
	"testing"
)

// A torrent published while the stand-in runs heads the site's list.
func TestNexusPHPPublishAddsToTheList(t *testing.T) {
	s := Must(t, "nexusphp", map[string]string{"cookie": "a=1"})
	if code, _ := post(t, s.URL+PublishPath, `[{"id":900,"cat":402,"name":"The.Long.Season.S01E13.2023.1080p.WEB-DL.H264.AAC-PTerWEB","size":"1.20 GB","seeders":5}]`); code != http.StatusNoContent {
		t.Fatalf("publish: %d", code)
	}
	if code, _ := post(t, s.URL+PublishPath, `[{"id":901}]`); code != http.StatusBadRequest {
		t.Fatalf("a torrent without a name: %d", code)
	}
	_, page := get(t, s.URL+"/torrents.php", map[string]string{"Cookie": "a=1"})
	rows := page[strings.Index(page, `class="torrents"`):]
	first := strings.Index(rows, "details.php?id=")
	if first < 0 || !strings.HasPrefix(rows[first:], "details.php?id=900") {
		t.Fatalf("the published torrent is not first: %.300s", rows[max(first, 0):])
	}
}
