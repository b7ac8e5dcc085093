package downloads

import (
	"context"
	"sync"
	"testing"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/store"
)

type heard struct {
	mu  sync.Mutex
	got []string
}

func (h *heard) Publish(_ context.Context, e events.Event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.got = append(h.got, e.Reason)
}

// A progress mark is announced once per record, across a restart too: the
// new service on the same database remembers what the old one said.
func TestMilestonesAreAnnouncedOnceAcrossARestart(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	res, err := st.DB().ExecContext(ctx, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject,
		torrent_hash, save_path, client_name, created_at) VALUES ('hdsky', 1, 'Dune.2021.1080p', '', 'h1', '/dl', 'qb', '2026-11-26 10:00:00')`)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := res.LastInsertId()
	r, err := s.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	h := &heard{}
	s.UseEvents(h)
	for _, p := range []float64{0.1, 0.3, 0.3, 0.52} {
		s.milestone(ctx, r, p)
	}
	st.Close()

	st, err = store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s, err = New(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	s.UseEvents(h)
	for _, p := range []float64{0.52, 0.6, 0.8, 0.8, 1} {
		s.milestone(ctx, r, p)
	}
	want := []string{"已下载 25%", "已下载 50%", "已下载 75%"}
	if len(h.got) != len(want) {
		t.Fatalf("announced %q, want %q", h.got, want)
	}
	for i := range want {
		if h.got[i] != want[i] {
			t.Fatalf("announced %q, want %q", h.got, want)
		}
	}
}
