package api

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/activity"
	"github.com/movie-robot/web-console/server/analyze"
	"github.com/movie-robot/web-console/server/cookiecloud"
	"github.com/movie-robot/web-console/server/customsub"
	"github.com/movie-robot/web-console/server/dashboard"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/rankingsub"
	"github.com/movie-robot/web-console/server/recognition"
	"github.com/movie-robot/web-console/server/scriptcache"
	"github.com/movie-robot/web-console/server/shelf"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/users"
)

// withDomains fills in the domain services a test did not pass, built on
// d.Store the way the program builds them (cli.newServices), so the API's
// tests meet the same parts the program hands New.
func withDomains(t testing.TB, d Deps) Deps {
	t.Helper()
	ctx := context.Background()
	must := func(what string, err error) {
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	st := d.Store
	if d.Logger == nil {
		d.Logger = slog.Default()
	}
	if d.Notifier == nil {
		d.Notifier = notify.NewNotifier(st, nil, d.Logger)
	}
	var err error
	if d.Parser == nil {
		// Unreadable stored rules leave the parser without rules (logged).
		if d.Parser, err = recognition.Load(ctx, st); err != nil {
			d.Logger.Warn("api: stored recognition rules", "err", err)
		}
	}
	if d.Users == nil {
		d.Users, err = users.New(ctx, st)
		must("users", err)
	}
	if d.Metadata == nil {
		d.Metadata, err = metadata.New(ctx, metadata.Options{Store: st})
		must("metadata", err)
	}
	if d.Subscriptions == nil {
		d.Subscriptions, err = subscribe.New(ctx, st, d.Metadata, d.Users)
		must("subscribe", err)
	}
	d.Notifier.UseTargets(d.Users)
	d.Subscriptions.UsePusher(d.Notifier)
	if d.Filters == nil {
		d.Filters, err = filters.New(ctx, st, d.Subscriptions)
		must("filters", err)
	}
	if d.Sites == nil {
		d.Sites, err = ptsites.New(ctx, st, ptsites.Options{IndexerDir: t.TempDir(), Logger: d.Logger})
		must("sites", err)
	}
	d.Sites.UseParser(d.Parser)
	if d.CookieSync == nil {
		d.CookieSync = &cookiecloud.Syncer{Settings: st, Sites: d.Sites, Log: d.Logger}
	}
	if d.Downloads == nil {
		d.Downloads, err = downloads.New(ctx, st)
		must("downloads", err)
		d.Downloads.UseParser(d.Parser)
	}
	if d.Events == nil {
		d.Events = events.New(events.Options{Notes: st, Push: d.Notifier, Log: d.Logger, Admins: st.AdminIDs})
		if !d.Downloads.Publishing() {
			d.Downloads.UseEvents(d.Events)
		}
	}
	if d.CustomSubs == nil {
		d.CustomSubs, err = customsub.New(ctx, customsub.Options{Store: st, Sites: d.Sites, Downloads: d.Downloads, Parser: d.Parser})
		must("custom subscriptions", err)
	}
	if d.ScriptCache == nil {
		d.ScriptCache, err = scriptcache.New(ctx, st)
		must("script cache", err)
	}
	if d.Rankings == nil {
		d.Rankings, err = rankingsub.New(ctx, st, d.Metadata, d.Subscriptions, d.Logger)
		must("rankings", err)
	}
	if d.Dashboard == nil {
		o := dashboard.Options{Store: st, Downloads: d.Downloads, Sites: d.Sites, Seasons: d.Metadata, Progress: d.Subscriptions.Progress}
		if d.Tasks != nil {
			o.Jobs = d.Tasks.Status
		}
		d.Dashboard, err = dashboard.New(ctx, o)
		must("dashboard", err)
	}
	if d.Activity == nil {
		d.Activity, err = activity.New(ctx, st)
		must("activity", err)
	}
	if d.Analyze == nil { // after downloads: it indexes download_record
		now := d.Now
		if now == nil {
			now = time.Now
		}
		d.Analyze, err = analyze.New(ctx, st, now)
		must("analyze", err)
	}
	if d.Shelf == nil {
		d.Shelf, err = shelf.New(ctx, st, d.Downloads, nil)
		must("shelf", err)
	}
	if d.Library == nil {
		d.Library, err = library.New(ctx, library.Options{Store: st, Metadata: d.Metadata, Parser: d.Parser})
		must("library", err)
	}
	return d
}

// indexersIn gives the test's server PT sites that read user definitions
// from dir (the program's <data>/indexers).
func indexersIn(t testing.TB, dir string) func(*Deps) {
	return func(d *Deps) {
		var err error
		if d.Sites, err = ptsites.New(context.Background(), d.Store, ptsites.Options{IndexerDir: dir, Logger: d.Logger}); err != nil {
			t.Fatal(err)
		}
	}
}
