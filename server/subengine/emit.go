package subengine

import (
	"context"
	"slices"
	"strconv"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/notify"
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

// sentNotice is what the 开始下载 message says of a torrent in the client.
type sentNotice struct {
	record         int64
	site, siteName string
	name           string
	size           int64 // bytes; 0 unknown (a magnet)
}

// announceSent tells the owner a torrent is in the client: sent now, or an
// intent the outbox confirmed later, after the 发送失败 message that the
// owner must not be left with.
func (e *Engine) announceSent(ctx context.Context, x subscribe.Sub, n sentNotice) {
	size := "未知"
	if n.size > 0 {
		size = downloads.SizeText(n.size)
	}
	e.emit(ctx, x, events.Event{Kind: events.Sent, Reason: n.siteName + " · " + n.name,
		Refs: events.Refs{RecordID: n.record, SiteID: n.site},
		Push: &events.Push{Type: notify.DownloadStart, Vars: map[string]string{"title": plainTitle(x), "year": yearText(x.ReleaseYear),
			"site_name": n.siteName, "torrent_name": n.name, "size": size, "nickname": e.o.Store.Nickname(ctx, x.UID)}}})
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
