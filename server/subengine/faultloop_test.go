package subengine

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/qbtest"
	"github.com/movie-robot/web-console/server/store"
)

// loop is the engine with its real parts on a data folder another
// process may have used (the fault suite's child runs one too).
type loop struct {
	st  *store.Store
	eng *Engine
	dl  *downloads.Service
}

// faultDeadline is the per-candidate deadline of the fault suite: the
// slow faults wait longer than it.
const faultDeadline = 2 * time.Second

// faultHang is how long a slow fault holds its answer: far past the
// deadline, so a run that waited for it is told apart from one that did not.
const faultHang = 10 * faultDeadline

func openLoop(t testing.TB, dir string, now time.Time) *loop {
	t.Helper()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	eng := openLoopOn(t, st, now)
	return &loop{st: st, eng: eng, dl: eng.o.DL.(*downloads.Service)}
}

// openLoopOn builds the engine and its parts on an open store.
func openLoopOn(t testing.TB, st *store.Store, now time.Time) *Engine {
	t.Helper()
	ctx := context.Background()
	p := newParts(t, st)
	dl, err := downloads.New(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	eng, err := New(ctx, Options{Store: st, Subs: p.subs, Sites: p.sites, DL: dl, Filters: p.filters, Profiles: fakeProfiles{cats: allCats},
		Now: func() time.Time { return now }, SendDeadline: faultDeadline})
	if err != nil {
		t.Fatal(err)
	}
	return eng
}

// TestFaultChild is the engine in a child process the fault suite kills
// with SIGKILL (at a hook point, or from the client's side); run alone
// it does nothing.
func TestFaultChild(t *testing.T) {
	dir := os.Getenv("MR_FAULT_DIR")
	if dir == "" {
		t.Skip("the fault suite's child process")
	}
	sec, _ := strconv.ParseInt(os.Getenv("MR_FAULT_NOW"), 10, 64)
	l := openLoop(t, dir, time.Unix(sec, 0))
	at := os.Getenv("MR_FAULT_KILL_AT")
	l.eng.o.hook = func(point string) {
		if point == at {
			p, _ := os.FindProcess(os.Getpid())
			p.Signal(os.Kill) // kill -9: no deferred write, no clean close
			select {}
		}
	}
	if err := l.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// qbAll is every torrent qbittorrent-nox at base holds, by hash.
func qbAll(t testing.TB, base string) []string {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, base+"/api/v2/torrents/info", nil)
	res := qbtest.Do(t, req)
	defer res.Body.Close()
	var list []struct{ Hash string }
	json.NewDecoder(res.Body).Decode(&list)
	var out []string
	for _, x := range list {
		out = append(out, x.Hash)
	}
	return out
}
