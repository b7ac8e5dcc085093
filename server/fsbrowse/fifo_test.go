package fsbrowse

import (
	"path/filepath"
	"runtime/pprof"
	"syscall"
	"testing"
	"time"
)

// A FIFO in the picker must be refused at once: opening one for reading
// blocks until a writer comes, which pinned one OS thread per request.
func TestFIFOAnsweredPromptlyWithoutThreads(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	threads := pprof.Lookup("threadcreate")
	before := threads.Count()
	for i := 0; i < 20; i++ {
		done := make(chan error, 2)
		go func() { _, err := CheckDir(fifo); done <- err }()
		go func() { _, err := Tree(fifo, "", DefaultLimits); done <- err }()
		for j := 0; j < 2; j++ {
			select {
			case err := <-done:
				if problemOf(err) != NotDir {
					t.Fatalf("FIFO: problem %d (%v), want NotDir", problemOf(err), err)
				}
			case <-time.After(time.Second):
				t.Fatal("the path picker blocked on a FIFO")
			}
		}
	}
	if grown := threads.Count() - before; grown > 4 {
		t.Fatalf("OS threads grew by %d over 40 FIFO requests", grown)
	}
}
