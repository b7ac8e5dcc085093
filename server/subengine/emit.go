package subengine

import (
	"context"
	"slices"
	"strconv"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/settings"
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

// announceSent tells the owner a torrent is in the client (开始下载): sent
// now, or an intent the outbox confirmed later, after the 发送失败 message
// that the owner must not be left with. n says the torrent and its record.
func (e *Engine) announceSent(ctx context.Context, x subscribe.Sub, n downloads.Started) {
	n.UID, n.Title, n.Year, n.Nickname = x.UID, plainTitle(x), x.ReleaseYear, e.o.Store.Nickname(ctx, x.UID)
	e.emit(ctx, x, downloads.StartedEvent(n))
}

// siteLabel is the name the user gave site (its code when none), as the
// search results show it.
func (e *Engine) siteLabel(ctx context.Context, site string) string {
	list, _ := settings.SitesSection.Load(ctx, e.o.Store)
	if at := slices.IndexFunc(list, func(s settings.Site) bool { return s.SiteName == site }); at >= 0 && list[at].Alias != "" {
		return list[at].Alias
	}
	return site
}
