package downloads

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/eventstest"
	"github.com/movie-robot/web-console/server/store"
)

// A progress mark is announced once per record, across a restart too: the
// new service on the same database remembers what the old one said.
func TestMilestonesAreAnnouncedOnceAcrossARestart(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := serviceOn(t, st)
	id := duneDownloading(t, st)
	r, err := s.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	h := &eventstest.Recorder{}
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
	s = serviceOn(t, st)
	s.UseEvents(h)
	for _, p := range []float64{0.52, 0.6, 0.8, 0.8, 1} {
		s.milestone(ctx, r, p)
	}
	want := []string{"已下载 25%", "已下载 50%", "已下载 75%"}
	if len(h.Reasons()) != len(want) {
		t.Fatalf("announced %q, want %q", h.Reasons(), want)
	}
	for i := range want {
		if h.Reasons()[i] != want[i] {
			t.Fatalf("announced %q, want %q", h.Reasons(), want)
		}
	}
}
