package events

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

type fakeNotes struct {
	mu   sync.Mutex
	rows []store.Notify
}

func (f *fakeNotes) AddNotify(_ context.Context, n store.Notify) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.rows = append(f.rows, n)
	return nil
}

type push struct {
	uid  int64
	typ  string
	vars map[string]string
}

type fakePush struct{ sent []push }

func (f *fakePush) Send(_ context.Context, t string, v map[string]string) error {
	f.sent = append(f.sent, push{0, t, v})
	return nil
}

func (f *fakePush) SendTo(_ context.Context, uid int64, t string, v map[string]string) error {
	f.sent = append(f.sent, push{uid, t, v})
	return nil
}

func newTestBus() (*Bus, *fakeNotes, *fakePush, *bytes.Buffer) {
	notes, p, buf := &fakeNotes{}, &fakePush{}, &bytes.Buffer{}
	b := New(Options{Notes: notes, Push: p, Log: slog.New(slog.NewTextHandler(buf, nil)),
		Admins: func(context.Context) []int64 { return []int64{1} }})
	return b, notes, p, buf
}

func TestPublishWritesMessageLogAndPushOnce(t *testing.T) {
	b, notes, p, buf := newTestBus()
	b.Publish(context.Background(), Event{Kind: IdentifyFailed, UID: 7, Title: "Some.Show.S01.mkv",
		Reason: "识别失败：没有找到匹配的影视", Link: "/download/record", Refs: Refs{RecordID: 3},
		Push: &Push{Type: "download_completed", Vars: map[string]string{"title": "x"}}})
	if len(notes.rows) != 1 || notes.rows[0].UID != 7 || notes.rows[0].Title != "未能识别：Some.Show.S01.mkv" ||
		notes.rows[0].Message != "识别失败：没有找到匹配的影视" || !strings.Contains(notes.rows[0].Args.String, `"record_id":3`) {
		t.Fatalf("message rows = %+v", notes.rows)
	}
	if len(p.sent) != 1 || p.sent[0].uid != 7 || p.sent[0].typ != "download_completed" {
		t.Fatalf("pushes = %+v, want one SendTo user 7", p.sent)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 1 || !strings.Contains(lines[0], "level=WARN") ||
		!strings.Contains(lines[0], `msg=未能识别：Some.Show.S01.mkv（识别失败：没有找到匹配的影视）`) {
		t.Fatalf("log = %q", buf.String())
	}
}

func TestSystemEventsGoToAdminsAndLogInfo(t *testing.T) {
	b, notes, p, buf := newTestBus()
	b.Publish(context.Background(), Event{Kind: SiteAdded, Title: "HDSky"})
	if len(notes.rows) != 1 || notes.rows[0].UID != 1 {
		t.Fatalf("rows = %+v, want the admin's", notes.rows)
	}
	if len(p.sent) != 0 {
		t.Fatalf("pushed %+v without a Push", p.sent)
	}
	if !strings.Contains(buf.String(), `level=INFO msg=添加站点：HDSky`) {
		t.Fatalf("log = %q", buf.String())
	}
}

func TestLiveRecordEventsOnlyReachListeners(t *testing.T) {
	b, notes, _, buf := newTestBus()
	s := b.Subscribe(7, false, 4)
	b.Publish(context.Background(), Event{Kind: Record, UID: 7, Data: map[string]any{"progress": 12.5}})
	if len(notes.rows) != 0 || buf.Len() != 0 {
		t.Fatalf("a live event wrote rows %+v / log %q", notes.rows, buf.String())
	}
	if e := <-s.C; e.Kind != Record || e.ID == 0 {
		t.Fatalf("got %+v", e)
	}
}

func TestListenersHearTheirOwnEventsAdminsAll(t *testing.T) {
	b, _, _, _ := newTestBus()
	mine, other, admin := b.Subscribe(7, false, 8), b.Subscribe(8, false, 8), b.Subscribe(1, true, 8)
	b.Publish(context.Background(), Event{Kind: Completed, UID: 7, Title: "A"})
	b.Publish(context.Background(), Event{Kind: SiteAdded, Title: "B"})
	if len(mine.C) != 1 || len(other.C) != 0 || len(admin.C) != 2 {
		t.Fatalf("queued: mine %d other %d admin %d; want 1 0 2", len(mine.C), len(other.C), len(admin.C))
	}
}

func TestSlowListenerIsDropped(t *testing.T) {
	b, _, _, _ := newTestBus()
	slow := b.Subscribe(7, false, 2)
	for range 3 {
		b.Publish(context.Background(), Event{Kind: Record, UID: 7})
	}
	if !slow.Dropped() || b.Listeners() != 0 {
		t.Fatalf("dropped=%v listeners=%d", slow.Dropped(), b.Listeners())
	}
	n := 0
	for range slow.C {
		n++
	}
	if n != 2 {
		t.Fatalf("read %d buffered events before the close, want 2", n)
	}
	b.Unsubscribe(slow) // harmless after a drop
}

func TestNilBusIsQuiet(t *testing.T) {
	var b *Bus
	b.Publish(context.Background(), Event{Kind: Sent})
}
