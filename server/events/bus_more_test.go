package events

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/store"
)

type fakeJournal struct{ kept []Event }

func (f *fakeJournal) Keep(_ context.Context, e Event) error {
	f.kept = append(f.kept, e)
	return nil
}

// notesFunc is a Notes that hands each row's context to f.
type notesFunc func(ctx context.Context)

func (f notesFunc) AddNotify(ctx context.Context, _ store.Notify) error { f(ctx); return nil }

// Every event but a live one is kept in the journal, with its own time
// when it has one; a caller that went away does not stop the message row;
// a line without a reason has no empty brackets.
func TestPublishKeepsHistoryAndOutlivesTheCaller(t *testing.T) {
	b, _, _, _ := newTestBus()
	j := &fakeJournal{}
	b.UseJournal(j)
	at := time.Date(2026, 11, 28, 9, 0, 0, 0, time.Local)
	b.Publish(context.Background(), Event{Kind: Filed, UID: 7, Title: "沙丘", Time: at})
	b.Publish(context.Background(), Event{Kind: Record, UID: 7})
	if len(j.kept) != 1 || !j.kept[0].Time.Equal(at) {
		t.Fatalf("kept %+v", j.kept)
	}
	if got := Line(Event{Kind: Filed, Title: "沙丘"}); got != "已整理入库：沙丘" {
		t.Errorf("line %q", got)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	seen := errors.New("not called")
	New(Options{Notes: notesFunc(func(ctx context.Context) { seen = ctx.Err() })}).
		Publish(ctx, Event{Kind: Filed, UID: 7, Title: "沙丘"})
	if seen != nil {
		t.Fatalf("the message row got a cancelled context: %v", seen)
	}
}
