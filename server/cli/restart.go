package cli

import (
	"errors"
	"os"
	"sync"
	"syscall"
	"time"
)

// errRestart is what Run returns after a requested restart's graceful
// shutdown; Main then starts the program again in place.
var errRestart = errors.New("restart requested")

// restarter turns restart_app into a shutdown of the running server: the
// API gets request, Run watches requested.
type restarter struct {
	once sync.Once
	ch   chan struct{}
}

func newRestarter() *restarter { return &restarter{ch: make(chan struct{})} }

// request asks for a restart after delay; when several are pending, the
// first due wins (the restart happens once).
func (r *restarter) request(delay time.Duration) {
	time.AfterFunc(delay, func() { r.once.Do(func() { close(r.ch) }) })
}

// requested is closed once a restart is due.
func (r *restarter) requested() <-chan struct{} { return r.ch }

// execSelf replaces this process with a fresh start of the same binary,
// arguments and environment: same PID, same flags, so the same port (a
// supervisor such as systemd or Docker sees no exit at all). It returns
// only on failure.
func execSelf() error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	return syscall.Exec(exe, os.Args, os.Environ())
}
