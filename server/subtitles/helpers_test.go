package subtitles

import (
	"context"
	"log/slog"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// fakeRecords are the filed download records of a test.
type fakeRecords []downloads.Record

func (f fakeRecords) Filed(_ context.Context, tmdbID, _ int) ([]downloads.Record, error) {
	var out []downloads.Record
	for _, r := range f {
		if tmdbID == 0 || r.TMDBID == tmdbID {
			out = append(out, r)
		}
	}
	return out, nil
}

// env is an engine on a fresh store with the 字幕库 and 射手网(伪)
// stand-ins, an injected clock, and counters of refreshes and notices.
type env struct {
	s         *Service
	st        *store.Store
	now       time.Time
	mu        sync.Mutex
	refreshed []string
	arrived   []string
	gaveUp    []string // title: reason
	zimuku    *standin.Server
	countries map[int][]string // TMDB id → origin countries
}

func newEnv(t *testing.T, recs fakeRecords, cfg settings.Subtitle) *env {
	t.Helper()
	st := storetest.Open(t)
	var err error
	e := &env{st: st, now: time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)}
	zmk := startStandin(t, "zimuku")
	as := startStandin(t, "assrt")
	e.zimuku = zmk
	e.s, err = New(context.Background(), Options{Store: st, Records: recs, Now: func() time.Time { return e.now },
		Bases: map[string]string{"zimuku": zmk.URL, "assrt": as.URL, "subhd": "http://127.0.0.1:9", "opensubtitles": "http://127.0.0.1:9"}, AssrtToken: "standin-token",
		Countries: func(_ context.Context, id int, _ bool) ([]string, error) { return e.countries[id], nil },
		Refresh: func(_ context.Context, dirs []string) error {
			e.mu.Lock()
			defer e.mu.Unlock()
			e.refreshed = append(e.refreshed, dirs...)
			return nil
		},
		Arrived: func(_ context.Context, title, _ string) {
			e.mu.Lock()
			defer e.mu.Unlock()
			e.arrived = append(e.arrived, title)
		},
		GaveUp: func(_ context.Context, title, reason string) {
			e.mu.Lock()
			defer e.mu.Unlock()
			e.gaveUp = append(e.gaveUp, title+": "+reason)
		}})
	if err != nil {
		t.Fatal(err)
	}
	storetest.PutSetting(t, st, settings.SubtitleSection, cfg)
	return e
}

func startStandin(t *testing.T, name string) *standin.Server {
	s, err := standin.Start(name, url.Values{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// onCfg is the default setting switched on.
func onCfg() settings.Subtitle {
	c := settings.SubtitleSection.Default()
	c.Enable = true
	return c
}

// touch creates a file (and its folders) with some bytes.
func touch(t *testing.T, p string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte("video"), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// useSource points finder_type name at a stand-in started with opts.
func (e *env) useSource(t *testing.T, name string, opts url.Values) *standin.Server {
	s, err := standin.Start(name, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	e.s.o.Bases[name] = s.URL
	return s
}

// reason is the video's last history line.
func (e *env) reason(t *testing.T, video string) string {
	it, _, err := e.s.load(context.Background(), video)
	if err != nil {
		t.Fatal(err)
	}
	return it.Reason
}

// ffmpegOrSkip is Debian's ffmpeg; a test that makes or reads media with
// it is skipped where it is absent.
func ffmpegOrSkip(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("ffmpeg")
	if err != nil {
		t.Skip("ffmpeg is not installed (make go-check installs Debian's ffmpeg)")
	}
	return p
}

// ffmpegService is an engine that reads timing with Debian's ffmpeg.
func ffmpegService(t *testing.T) *Service {
	return &Service{o: Options{FFmpeg: ffmpegOrSkip(t), Log: slog.Default()}}
}

// blackVideo is a lavfi source: one second of 32×32 black at rate frames a
// second ("25", "24000/1001").
func blackVideo(rate string) string { return "color=c=black:s=32x32:d=1:r=" + rate }

// makeMedia writes out with ffmpeg from args (inputs, maps, codecs),
// overwriting; ffmpeg's own words fail the test.
func makeMedia(t *testing.T, out string, args ...string) string {
	t.Helper()
	args = append(append([]string{"-v", "error"}, args...), "-y", out)
	if b, err := exec.Command(ffmpegOrSkip(t), args...).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v %s", err, b)
	}
	return out
}
