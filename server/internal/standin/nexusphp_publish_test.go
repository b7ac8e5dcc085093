package standin

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// A torrent published while the stand-in runs heads the site's list.
func TestNexusPHPPublishAddsToTheList(t *testing.T) {
	s := Must(t, "nexusphp", map[string]string{"cookie": "a=1"})
	post := func(body string) int {
		res, err := http.Post(s.URL+PublishPath, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	if code := post(`[{"id":900,"cat":402,"name":"The.Long.Season.S01E13.2023.1080p.WEB-DL.H264.AAC-PTerWEB","size":"1.20 GB","seeders":5}]`); code != http.StatusNoContent {
		t.Fatalf("publish: %d", code)
	}
	if code := post(`[{"id":901}]`); code != http.StatusBadRequest {
		t.Fatalf("a torrent without a name: %d", code)
	}
	req, _ := http.NewRequest("GET", s.URL+"/torrents.php", nil)
	req.Header.Set("Cookie", "a=1")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	page, _ := io.ReadAll(res.Body)
	rows := string(page[strings.Index(string(page), `class="torrents"`):])
	first := strings.Index(rows, "details.php?id=")
	if first < 0 || !strings.HasPrefix(rows[first:], "details.php?id=900") {
		t.Fatalf("the published torrent is not first: %.300s", rows[max(first, 0):])
	}
}
