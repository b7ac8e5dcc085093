package events

import (
	"context"
	"encoding/json"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/movie-robot/web-console/server/store"
)

// Notes keeps 消息通知 rows; *store.Store is the real one.
type Notes interface {
	AddNotify(ctx context.Context, n store.Notify) error
}

// Pusher delivers a templated push; *notify.Notifier is the real one.
type Pusher interface {
	Send(ctx context.Context, msgType string, vars map[string]string) error
	SendTo(ctx context.Context, uid int64, msgType string, vars map[string]string) error
}

// Journal keeps every event that is not live-only, for the activity
// history; *activity.Service is the real one.
type Journal interface {
	Keep(ctx context.Context, e Event) error
}

// Options wire a Bus; every field may be nil.
type Options struct {
	Notes Notes
	Push  Pusher
	Log   *slog.Logger
	// Admins lists the admins' ids (they get the system's messages).
	Admins func(ctx context.Context) []int64
	Now    func() time.Time
}

// Bus is the event stream. Safe for concurrent use.
type Bus struct {
	o    Options
	seq  atomic.Int64
	mu   sync.Mutex
	subs map[*Sub]struct{}
	jrnl atomic.Pointer[Journal]
}

// UseJournal has every later event kept in j too (the API wires it, so
// the bus the program built and the one tests build both keep history).
func (b *Bus) UseJournal(j Journal) { b.jrnl.Store(&j) }

// New builds a Bus.
func New(o Options) *Bus {
	if o.Log == nil {
		o.Log = slog.Default()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Bus{o: o, subs: map[*Sub]struct{}{}}
}

// pushTimeout bounds one push; a slow channel must not hold up the caller.
const pushTimeout = 10 * time.Second

// Publish records e everywhere it goes. A nil Bus does nothing, so a
// feature wired without one still works. The caller's cancellation does
// not stop the message row, the push or the log line.
func (b *Bus) Publish(ctx context.Context, e Event) {
	if b == nil {
		return
	}
	ctx = context.WithoutCancel(ctx)
	e.ID = b.seq.Add(1)
	if e.Time.IsZero() {
		e.Time = b.o.Now()
	}
	if !e.live() {
		b.keep(ctx, e)
		b.note(ctx, e)
		b.logLine(ctx, e)
		if e.Push != nil && b.o.Push != nil {
			pctx, cancel := context.WithTimeout(ctx, pushTimeout)
			if e.UID != 0 {
				b.o.Push.SendTo(pctx, e.UID, e.Push.Type, e.Push.Vars)
			} else {
				b.o.Push.Send(pctx, e.Push.Type, e.Push.Vars)
			}
			cancel()
		}
	}
	b.fanOut(e)
}

// note stores the 消息通知 row: the owner's, or every admin's for the
// system's events.
func (b *Bus) note(ctx context.Context, e Event) {
	if b.o.Notes == nil {
		return
	}
	uids := []int64{e.UID}
	if e.UID == 0 {
		uids = nil
		if b.o.Admins != nil {
			uids = b.o.Admins(ctx)
		}
	}
	args, _ := json.Marshal(map[string]any{"kind": e.Kind, "link": e.Link, "refs": e.Refs})
	for _, uid := range uids {
		err := b.o.Notes.AddNotify(ctx, store.Notify{UID: uid, Title: Label(e.Kind) + "：" + e.Title,
			Message: e.Reason, Icon: icon(e.Kind), Type: "Event",
			Args: nullString(string(args))})
		if err != nil {
			b.o.Log.Warn("事件消息未能保存", "kind", string(e.Kind), "err", err)
		}
	}
}

// keep writes the history row before the message, so a screen told of
// the event by the stream finds it in the history at once.
func (b *Bus) keep(ctx context.Context, e Event) {
	j := b.jrnl.Load()
	if j == nil {
		return
	}
	if err := (*j).Keep(ctx, e); err != nil {
		b.o.Log.Warn("事件未能记入活动历史", "kind", string(e.Kind), "err", err)
	}
}

// logLine writes the event as one readable line: failures as warnings.
func (b *Bus) logLine(ctx context.Context, e Event) {
	b.o.Log.LogAttrs(ctx, level(e.Kind), Line(e), slog.String("event", string(e.Kind)), slog.Int64("uid", e.UID))
}

// Line is the log text of e: 「label：title（reason）」.
func Line(e Event) string {
	s := Label(e.Kind) + "：" + e.Title
	if e.Reason != "" {
		s += "（" + e.Reason + "）"
	}
	return s
}

func level(k Kind) slog.Level {
	if Failure(k) {
		return slog.LevelWarn
	}
	return slog.LevelInfo
}

func icon(k Kind) string {
	switch {
	case Failure(k):
		return "Error"
	case k == SiteAdded || k == SiteCookieExpired || k == SiteBudgetExhausted:
		return "Language"
	default:
		return "Download"
	}
}
