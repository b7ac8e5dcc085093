package library

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// gateOps holds the first link until released, so the test can cancel
// while an item is being placed.
type gateOps struct {
	osOps
	entered chan struct{}
	release chan struct{}
}

func (g gateOps) Link(o, n string) error {
	select {
	case g.entered <- struct{}{}:
		<-g.release
	default:
	}
	return os.Link(o, n)
}

func TestCancelFinishesTheItemAtHand(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	a := touch(t, filepath.Join(in, "Inception.2010.1080p.mkv"), "a")
	b := touch(t, filepath.Join(in, "Interstellar.2014.1080p.mkv"), "b")
	g := gateOps{entered: make(chan struct{}), release: make(chan struct{})}
	e.svc.ops = g
	if _, err := e.svc.Start(ctx, Request{Paths: []string{a, b}, RootPath: in, LinkPath: lib, LinkMode: "link"}); err != nil {
		t.Fatal(err)
	}
	<-g.entered
	if _, err := e.svc.Start(ctx, Request{Paths: []string{a}, RootPath: in, LinkPath: lib}); err != ErrBusy {
		t.Errorf("second job: %v", err)
	}
	if !e.svc.Cancel() {
		t.Fatal("nothing to cancel")
	}
	close(g.release)
	e.svc.Wait(ctx)
	res, _ := e.svc.Results(ctx)
	if !res[0].Done || !res[0].OK || res[1].Done {
		t.Errorf("results: %+v", res)
	}
	st, _ := e.svc.Status(ctx)
	if st.Running || st.Message != "已取消" || st.Progress != 50 {
		t.Errorf("status: %+v", st)
	}
	rows, _ := e.svc.Library(ctx, in)
	if rows[0].Status != StatusDone || rows[1].Status != StatusPending {
		t.Errorf("rows: %+v", rows)
	}
	if _, err := os.Stat(filepath.Join(lib, "星际穿越 (2014)")); !os.IsNotExist(err) {
		t.Error("the cancelled item was placed")
	}
}
