package subengine

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/internal/fulldisk"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/subscribe"
)

// roomLeft is what the full disk has free: less than the download
// (64 KiB), so the organiser's copy writes part of it, then fails.
const roomLeft = 16 << 10

// fullTarget puts the disk-full row's library on a real, nearly full
// tmpfs, filed with file_process_mode copy. Where mounting is not allowed
// (not root, no CAP_SYS_ADMIN) ENOSPC comes from the organiser's Link
// seam instead, and the test log says so (MR_FAULT_NO_MOUNT=1 takes that
// way on purpose).
func (s *scene) fullTarget(t *testing.T) {
	d, err := fulldisk.Mount(t, roomLeft)
	if err == nil && os.Getenv("MR_FAULT_NO_MOUNT") != "" {
		d, err = nil, errors.New("MR_FAULT_NO_MOUNT")
	}
	if err != nil {
		t.Logf("不能挂载 tmpfs（%v）：改由整理器的 Link 接缝注入 ENOSPC", err)
		return
	}
	s.disk, s.lib, s.mode = d, d.Dir, "copy"
	t.Logf("整理目标：tmpfs %s，剩余 %d KiB（下载 64 KiB），复制模式", d.Dir, roomLeft>>10)
}

// lockedBuf is the system log of the loop's event stream.
type lockedBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuf) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuf) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// hear wires l's downloads to an event stream as the program does: the
// user's 消息通知 in the store, and the system log (answered).
func hear(l *loop) *lockedBuf {
	sys := &lockedBuf{}
	l.dl.UseEvents(events.New(events.Options{Notes: l.st, Log: slog.New(slog.NewTextHandler(sys, nil)),
		Admins: l.st.AdminIDs}))
	return sys
}

// checkDiskFull checks what the full disk left of record r: nothing
// half-filed (on the real disk: the space the copy took is free again),
// the download and its torrent still there, the record waiting with the
// reason, the subscription not complete, and the user and the system log
// told why, once.
func (s *scene) checkDiskFull(t *testing.T, l *loop, r downloads.Record, sys *lockedBuf) {
	t.Helper()
	ctx := context.Background()
	if left := fulldisk.Entries(s.lib); len(left) != 0 {
		t.Fatalf("the full disk left %v", left)
	}
	got, _ := l.dl.Get(ctx, r.ID)
	if got.Status != downloads.StatusDownloading || !strings.HasPrefix(got.Desc, library.DiskFull) {
		t.Fatalf("record after the full disk: %+v", got)
	}
	if s.disk != nil {
		if !strings.Contains(got.Desc, "no space left on device") {
			t.Fatalf("the reason is not the copy's ENOSPC: %s", got.Desc)
		}
		if free, _ := s.disk.Free(); free != roomLeft {
			t.Fatalf("%d bytes free after the failed copy, %d before: the half-written file holds space", free, roomLeft)
		}
	}
	if fi, err := os.Stat(filepath.Join(s.save, r.ContentName)); err != nil || fi.Size() != 4*16384 {
		t.Fatalf("the download after the full disk: %v", err)
	}
	if !slices.Contains(qbAll(t, s.qbURL), r.Hash) {
		t.Fatal("the client lost the torrent")
	}
	var status int
	l.st.DB().QueryRow(`SELECT status FROM subscriptions WHERE id = ?`, s.sub).Scan(&status)
	if status == subscribe.StatusCompleted {
		t.Fatal("the subscription completed though nothing was filed")
	}
	// Told once, though two rounds of the watcher found the disk full.
	notes, err := l.st.ListNotify(ctx, r.UserID, 0, 100)
	told := 0
	for _, n := range notes {
		if strings.Contains(n.Message, library.DiskFull) {
			told++
		}
	}
	if err != nil || r.UserID == 0 || told != 1 {
		t.Fatalf("user %d was told %d times (%v): %+v", r.UserID, told, err, notes)
	}
	if n := strings.Count(sys.String(), library.DiskFull); n != 1 {
		t.Fatalf("the system log says why %d times:\n%s", n, sys)
	}
	t.Logf("磁盘已满时的记录：%s", got.Desc)
}
