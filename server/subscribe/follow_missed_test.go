package subscribe

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/internal/eventstest"
	"github.com/movie-robot/web-console/server/internal/storetest"
)

// A miss is told once per title and reason: again when the reason changes,
// and again after the title was taken once; each list keeps its own.
func TestAMissIsToldOncePerReason(t *testing.T) {
	ctx := context.Background()
	l, err := NewListReader(ctx, storetest.Open(t), "test", nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	told := &eventstest.Recorder{}
	l.Events = told
	steps := []struct {
		list, reason string
		took         bool
		told         int
	}{
		{"wish:a", "没有保存路径", false, 1},
		{"wish:a", "没有保存路径", false, 1},
		{"wish:b", "没有保存路径", false, 2},  // another list
		{"wish:a", "TMDB找不到", false, 3}, // another reason
		{"wish:a", "", true, 3},
		{"wish:a", "TMDB找不到", false, 4}, // failing again after it was taken
	}
	for i, s := range steps {
		if s.took {
			l.Took(ctx, s.list, "1")
		} else {
			l.Missed(ctx, 7, s.list, "1", "三体", s.reason, "/x")
		}
		if len(told.Events()) != s.told {
			t.Fatalf("step %d: told %d, want %d", i, len(told.Events()), s.told)
		}
	}
	if ev := told.Events()[3]; ev.Kind != events.SubscribeFailed || ev.UID != 7 || ev.Title != "三体" || ev.Reason != "TMDB找不到" || ev.Link != "/x" {
		t.Errorf("%+v", ev)
	}
}
