package store

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"
)

// killChildDir tells the test binary, re-run as a child, to be the writer.
const killChildDir = "MR_STORE_KILL9_CHILD_DIR"

// ackedBeforeKill is how many acknowledged saves the parent waits for before
// the kill, so it lands in the middle of a steady stream of commits.
const ackedBeforeKill = 1000

// TestHelperProcessWriter is not a test on its own: it is the child process
// of TestKill9LosesNoAcknowledgedSave. It saves through the Store API as
// fast as it can from two goroutines (single keys and batches) and prints
// "ack <key> <value>" only after the call returned nil, i.e. the moment a
// request handler would answer code 0. It never stops by itself.
func TestHelperProcessWriter(t *testing.T) {
	dir := os.Getenv(killChildDir)
	if dir == "" {
		t.Skip("child process of TestKill9LosesNoAcknowledgedSave")
	}
	s, err := Open(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "open:", err)
		os.Exit(3)
	}
	var mu sync.Mutex
	ack := func(k, v string) { // unbuffered: in the pipe before the next save
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(os.Stdout, "ack %s %s\n", k, v)
	}
	var wg sync.WaitGroup
	for g := range 2 {
		wg.Go(func() {
			for i := 0; ; i++ {
				k, v := fmt.Sprintf("g%d.k%07d", g, i), fmt.Sprintf("v%d-%s", i, strings.Repeat("x", i%64))
				if i%3 != 2 {
					if err := s.PutSetting(context.Background(), k, v); err != nil {
						fmt.Fprintln(os.Stderr, "put:", err)
						os.Exit(3)
					}
					ack(k, v)
					continue
				}
				batch := map[string]string{k + ".a": v, k + ".b": v + "b", k + ".c": v + "c"}
				if err := s.PutSettings(context.Background(), batch); err != nil {
					fmt.Fprintln(os.Stderr, "put batch:", err)
					os.Exit(3)
				}
				for bk, bv := range batch {
					ack(bk, bv)
				}
			}
		})
	}
	wg.Wait()
}

// TestKill9LosesNoAcknowledgedSave kills the writer with SIGKILL mid-stream
// and checks that every save it had acknowledged is in the database.
func TestKill9LosesNoAcknowledgedSave(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns a child process")
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcessWriter$", "-test.count=1")
	cmd.Env = append(os.Environ(), killChildDir+"="+dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// A safety net for a wedged child, far beyond a passing run's time.
	watchdog := time.AfterFunc(2*time.Minute, func() { cmd.Process.Kill() })
	defer watchdog.Stop()

	acked := map[string]string{}
	killed := false
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 3 || f[0] != "ack" {
			continue // the test framework's own output
		}
		acked[f[1]] = f[2]
		if !killed && len(acked) >= ackedBeforeKill {
			if err := cmd.Process.Kill(); err != nil { // SIGKILL: no clean-up runs
				t.Fatal(err)
			}
			killed = true
		}
	}
	// Lines already in the pipe when the kill landed were acknowledged
	// too; the loop above read them all before EOF.
	werr := cmd.Wait()
	if !killed {
		t.Fatalf("child stopped after %d acks: %v\n%s", len(acked), werr, stderr.String())
	}
	if st, ok := cmd.ProcessState.Sys().(interface{ Signaled() bool }); !ok || !st.Signaled() {
		t.Fatalf("child was not killed by the signal: %v\n%s", werr, stderr.String())
	}
	s, err := Open(dir)
	if err != nil {
		t.Fatalf("reopen after kill -9: %v", err)
	}
	defer s.Close()
	var check string
	if err := s.db.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check = %q, %v", check, err)
	}
	lost := 0
	for k, want := range acked {
		if got, err := s.Setting(context.Background(), k); err != nil || got != want {
			lost++
			t.Errorf("acknowledged save %s lost: got %q, %v", k, got, err)
		}
	}
	t.Logf("%d acknowledged saves, %d lost", len(acked), lost)
}
