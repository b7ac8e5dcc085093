package cli

import (
	"context"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/notify"
)

// The sites' and plugins' alerts, as events: a 消息通知 for the admins,
// the 服务异常 push and one log line each.

func (s *services) cookieExpired(ctx context.Context, site, reason string) {
	s.events.Publish(ctx, events.Event{Kind: events.SiteCookieExpired, Title: site, Reason: reason,
		Link: "/site/index", Refs: events.Refs{SiteID: site},
		Push: &events.Push{Type: notify.ServiceDown, Vars: map[string]string{"service_name": "站点" + site + "的Cookie", "reason": reason}}})
}

func (s *services) budgetExhausted(site, reason string) {
	s.events.Publish(context.Background(), events.Event{Kind: events.SiteBudgetExhausted, Title: site, Reason: reason,
		Link: "/site/index", Refs: events.Refs{SiteID: site}})
}

func (s *services) pluginFailed(ctx context.Context, plugin, command, reason string) {
	s.events.Publish(ctx, events.Event{Kind: events.PluginFailed, Title: plugin + " · " + command, Reason: reason,
		Link: "/plugins/index", Refs: events.Refs{Plugin: plugin}})
}
