// Package grab sends a kept search result to the download client by hand:
// 下载 in the search results, and 重试 of such a send on the activity
// screen. The holdings check asks before a title held already is fetched
// again; a send the site or the client refused is an event that remembers
// the result and the folder, so it can be retried.
package grab

import (
	"context"
	"strings"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/sites"
	"github.com/movie-robot/web-console/server/store"
)

// Service sends kept search results.
type Service struct {
	Sites     *ptsites.Service
	Downloads *downloads.Service
	Events    *events.Bus
	Parser    *release.Parser
}

// Request is one send. SavePath is a checked download folder; MayUse
// tells whether the asking user may download a category.
type Request struct {
	FoundID  int64
	Site     string // the site to fetch from ("": the result's own)
	SavePath string
	Better   bool // 洗版: a better version of a title held
	Force    bool // the user said yes to the holdings question
	User     store.User
	MayUse   func(category string) bool
}

// Sent is what a send did.
type Sent struct {
	downloads.Submitted
	Name     string
	Replaced string // the verdict's reason when a worse copy was retired
}

// Send fetches the result's .torrent with the site's credentials and adds
// it to the download client the site is bound to. Nothing is fetched from
// the site for a send that cannot go through: a category the user may not
// use, no client for the site, or a title held already (unless Force).
func (g *Service) Send(ctx context.Context, in Request) (Sent, error) {
	f, err := g.Sites.Found(ctx, in.FoundID)
	if err != nil {
		return Sent{}, err
	}
	if !in.MayUse(f.Category) {
		return Sent{}, downloads.Invalid{Message: "种子分类（category）「" + categoryText(f.Category) + "」不在你的权限分类中，不能下载"}
	}
	if _, err := g.Downloads.ClientFor(ctx, f.Site); err != nil {
		return Sent{}, err
	}
	if _, err := g.check(ctx, f.Name, f.Subject, nil, "", in.Better, in.Force); err != nil {
		return Sent{}, err
	}
	failed := func(err error) error {
		g.Events.Publish(ctx, events.Event{Kind: events.SendFailed, UID: in.User.ID, Title: f.Name,
			Reason: sites.Title(f.Site) + "：" + err.Error(), Link: "/download/activity?outcome=failure",
			Refs: events.Refs{SiteID: f.Site, FoundID: f.ID, SavePath: in.SavePath}})
		return err
	}
	found, data, err := g.Sites.TorrentFile(ctx, in.FoundID, in.Site)
	if err != nil {
		return Sent{}, failed(err)
	}
	v, err := g.check(ctx, found.Name, found.Subject, data, found.Site, in.Better, in.Force)
	if err != nil {
		return Sent{}, err
	}
	sub, err := g.Downloads.Submit(ctx, downloads.Request{Site: found.Site, UserID: in.User.ID, Name: found.Name,
		Subject: found.Subject, DetailsURL: found.DetailsURL, SavePath: in.SavePath, Torrent: data,
		BetterVersion: in.Better, MinRatio: found.MinimumRatio, MinSeedTime: found.MinimumSeedTime})
	if err != nil {
		return Sent{}, failed(err)
	}
	out := Sent{Submitted: sub, Name: found.Name}
	if len(v.Replace) > 0 && g.Downloads.Retire(ctx, v.Replace) == nil {
		out.Replaced = v.Reason
	}
	g.announce(ctx, in.User, sub.RecordID)
	return out, nil
}

// announce sends 开始下载 to the channels that want it and to the user's
// own targets; a slow or failing channel neither fails nor holds up the
// download (the notifier logs it). The stream stores the message, writes
// the log line and pushes once.
func (g *Service) announce(ctx context.Context, u store.User, recordID int64) {
	rec, err := g.Downloads.Get(ctx, recordID)
	if err != nil {
		return
	}
	title := rec.MovieName
	if strings.TrimSpace(title) == "" {
		title = rec.Name
	}
	ev := downloads.StartedEvent(downloads.Started{UID: u.ID, Title: title, Year: rec.MovieYear, Site: rec.Site,
		SiteName: sites.Title(rec.Site), Name: rec.Name, Size: int64(rec.SizeMB * 1024 * 1024), Nickname: u.Nickname, RecordID: rec.ID})
	ev.Link = "/download/record"
	g.Events.Publish(ctx, ev)
}

func categoryText(c string) string {
	if c == "" {
		return "未知"
	}
	return c
}
