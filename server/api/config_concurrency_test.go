package api

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// concurrently sends every body to path at once (as the admin).
func concurrently(t *testing.T, e *testEnv, auth, path string, bodies []string) {
	t.Helper()
	var wg sync.WaitGroup
	start := make(chan struct{})
	for _, body := range bodies {
		req := httptest.NewRequest("POST", path, strings.NewReader(body))
		req.Header.Set("Authorization", auth)
		rec := httptest.NewRecorder()
		wg.Go(func() {
			<-start
			e.srv.ServeHTTP(rec, req)
			var env Envelope
			if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || env.Code != 0 {
				t.Errorf("save failed: %s", rec.Body)
			}
		})
	}
	close(start)
	wg.Wait()
}

// Two browsers saving the same step: the last write wins whole. The health
// stored with the record must be the one computed for that record.
func TestConcurrentServiceSavesKeepWholeRecords(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	up := embyStandIn(t, "key-up", "4.8.0.0")
	dead := deadURL(t)
	a := toJSON(map[string]string{"type": "emby", "url": up.URL, "token": "key-up"})
	b := toJSON(map[string]string{"type": "jellyfin", "url": dead, "token": "key-dead"})
	for round := range 3 {
		concurrently(t, e, admin, "/api/config/save_media_server", []string{a, b, a, b, a, b})
		got := getMediaServer(t, e, admin)
		switch {
		case got.Type == "emby" && got.URL == up.URL && got.Token == "key-up" && got.Health.Status == 1:
		case got.Type == "jellyfin" && got.URL == dead && got.Token == "key-dead" && got.Health.Status == 2:
		default:
			t.Fatalf("round %d: mixed record %+v", round, got)
		}
	}
}

func TestConcurrentSectionSavesKeepWholeRecords(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	a := `{"strategy":"collection","keywords":"A","weights":{"name":1,"type":1,"seeders":1,"completions":1,"subtitle":1,"free":1}}`
	b := `{"strategy":"compact","keywords":"B","weights":{"name":2,"type":2,"seeders":2,"completions":2,"subtitle":2,"free":2}}`
	concurrently(t, e, admin, "/api/config/save_score_config", []string{a, b, a, b, a, b, a, b})
	r := call(t, e.srv, "GET", "/api/config/get_score_config", "", admin)
	if r.raw != `{"code":0,"message":"","data":`+a+`}` && r.raw != `{"code":0,"message":"","data":`+b+`}` {
		t.Fatalf("mixed record: %s", r.raw)
	}
}
