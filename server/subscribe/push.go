package subscribe

import (
	"context"
	"strconv"
	"time"

	"github.com/movie-robot/web-console/server/notify"
)

// Pusher pushes messages about a user's own subscriptions to the
// notification channels and to that user's own targets;
// *notify.Notifier is the real one.
type Pusher interface {
	SendTo(ctx context.Context, uid int64, msgType string, vars map[string]string) error
	SendUser(ctx context.Context, uid int64, m notify.Message, names []string) (int, error)
}

// pushTimeout bounds a push made while a request waits: a slow channel
// must not hold up subscribing (the notifier logs failures).
const pushTimeout = 5 * time.Second

// UsePusher makes subscribing, approving and refusing push; without it
// only the bell's notifications are written. Called once at start.
func (s *Service) UsePusher(p Pusher) { s.pusher.Store(&p) }

func (s *Service) push(ctx context.Context, do func(ctx context.Context, p Pusher)) {
	p := s.pusher.Load()
	if p == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), pushTimeout)
	defer cancel()
	do(ctx, *p)
}

// pushSubscribed sends 新增订阅 about u's new subscription.
func (s *Service) pushSubscribed(ctx context.Context, uid int64, nickname string, r record) {
	year := ""
	if r.year > 0 {
		year = strconv.Itoa(r.year)
	}
	s.push(ctx, func(ctx context.Context, p Pusher) {
		p.SendTo(ctx, uid, notify.Subscribe, map[string]string{"title": displayName(r), "year": year,
			"nickname": nickname, "media_type": r.mediaType})
	})
}

// pushDecision tells x's owner an admin approved or refused it.
func (s *Service) pushDecision(ctx context.Context, x Sub, title, message string) {
	s.push(ctx, func(ctx context.Context, p Pusher) {
		p.SendUser(ctx, x.UID, notify.Message{Title: title, Body: message}, nil)
	})
}
