package subengine

import (
	"context"
	"strconv"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/subscribe"
)

// Publisher takes the engine's events; *events.Bus is the real one.
type Publisher interface {
	Publish(ctx context.Context, e events.Event)
}

// emit publishes e about subscription x; without a stream its push (if
// any) goes straight to the channels, as before.
func (e *Engine) emit(ctx context.Context, x subscribe.Sub, ev events.Event) {
	ev.UID, ev.Refs.SubID = x.UID, x.ID
	if ev.Title == "" {
		ev.Title = plainTitle(x)
	}
	if ev.Link == "" {
		ev.Link = "/subscribe/detail?id=" + strconv.FormatInt(x.ID, 10)
	}
	if e.o.Events != nil {
		e.o.Events.Publish(ctx, ev)
		return
	}
	if ev.Push != nil {
		e.push(ctx, x.UID, ev.Push.Type, ev.Push.Vars)
	}
}
