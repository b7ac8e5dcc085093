package downloads

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/events"
)

// FeedEvery is how often the live feed asks the clients: a record's
// progress reaches the open screens at most once a second.
const FeedEvery = time.Second

// Feed publishes the progress of the downloading records as `record`
// events while someone listens, so the open screens need not poll. One
// round of client calls a second serves every listener.
type Feed struct {
	DL        *Service
	Listening func() bool // false: the feed stops (Start runs it again)
	mu        sync.Mutex
	running   bool
	last      map[int64]shownRecord // record id → what was last published
}

type shownRecord struct {
	key string
	rec Record
}

// Start runs the feed unless it runs already; it stops by itself once
// nobody listens.
func (f *Feed) Start() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.running {
		return
	}
	f.running = true
	go f.run()
}

func (f *Feed) run() {
	t := time.NewTicker(FeedEvery)
	defer t.Stop()
	for {
		f.Round(context.Background())
		<-t.C
		f.mu.Lock()
		if !f.Listening() {
			f.running = false
			f.mu.Unlock()
			return
		}
		f.mu.Unlock()
	}
}

// Round publishes each downloading record whose figures changed since the
// last round, and any progress milestone it passed.
func (f *Feed) Round(ctx context.Context) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	recs, err := f.DL.List(ctx, Filter{Status: ptr(StatusDownloading)}, 0, 100000)
	if err != nil || len(recs) == 0 && len(f.last) == 0 {
		return
	}
	live, err := f.DL.Downloading(ctx)
	if err != nil {
		return
	}
	byHash := make(map[string]Live, len(live))
	for _, l := range live {
		byHash[l.Hash] = l
	}
	if f.last == nil {
		f.last = map[int64]shownRecord{}
	}
	seen := map[int64]bool{}
	for _, r := range recs {
		l, ok := byHash[r.Hash]
		if !ok {
			continue
		}
		seen[r.ID] = true
		f.DL.milestone(ctx, r, l.Progress)
		data := map[string]any{"id": r.ID, "hash": r.Hash, "progress": float64(int(l.Progress*1000)) / 10,
			"dlspeed_str": SpeedText(l.DlSpeed), "upspeed_str": SpeedText(l.UpSpeed), "size_str": SizeText(l.Size)}
		key := fmt.Sprint(data["progress"], data["dlspeed_str"], data["upspeed_str"])
		if f.last[r.ID].key == key {
			continue
		}
		f.last[r.ID] = shownRecord{key, r}
		e := recordEvent(events.Record, r, "")
		e.Data = data
		f.DL.publish(ctx, e)
	}
	// Finished, filed or gone from the client: the screens drop its bar now
	// (the watcher's completed/filed events follow).
	for id, shown := range f.last {
		if seen[id] {
			continue
		}
		delete(f.last, id)
		e := recordEvent(events.Record, shown.rec, "")
		e.Data = map[string]any{"id": id, "hash": shown.rec.Hash, "done": true}
		f.DL.publish(ctx, e)
	}
}
