package api

import (
	"context"
	"fmt"

	"github.com/movie-robot/web-console/server/activity"
	"github.com/movie-robot/web-console/server/analyze"
	"github.com/movie-robot/web-console/server/cookiecloud"
	"github.com/movie-robot/web-console/server/customsub"
	"github.com/movie-robot/web-console/server/dashboard"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/rankingsub"
	"github.com/movie-robot/web-console/server/recognition"
	"github.com/movie-robot/web-console/server/scriptcache"
	"github.com/movie-robot/web-console/server/shelf"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/users"
)

// domains builds the domain services the program did not pass in (tests).
func (s *Server) domains(indexerDir string) {
	ctx := context.Background()
	var err error
	if s.parser == nil {
		// Unreadable stored rules leave the parser without rules (logged).
		if s.parser, err = recognition.Load(ctx, s.store); err != nil {
			s.log.Warn("api: stored recognition rules", "err", err)
		}
	}
	if s.users == nil {
		if s.users, err = users.New(ctx, s.store); err != nil {
			panic(fmt.Sprintf("api: users: %v", err)) // a schema error: nothing can work
		}
	}
	if s.metadata == nil {
		if s.metadata, err = metadata.New(ctx, metadata.Options{Store: s.store}); err != nil {
			panic(fmt.Sprintf("api: metadata: %v", err)) // a schema error: nothing can work
		}
	}
	if s.subs == nil {
		if s.subs, err = subscribe.New(ctx, s.store, s.metadata, s.users); err != nil {
			panic(fmt.Sprintf("api: subscribe: %v", err))
		}
	}
	if s.filters == nil {
		if s.filters, err = filters.New(ctx, s.store, s.subs); err != nil {
			panic(fmt.Sprintf("api: filters: %v", err))
		}
	}
	if s.sites == nil {
		opts := ptsites.Options{IndexerDir: indexerDir, Logger: s.log}
		if s.sites, err = ptsites.New(ctx, s.store, opts); err != nil {
			panic(fmt.Sprintf("api: sites: %v", err))
		}
		s.sites.UseParser(s.parser)
	}
	if s.cookieSync == nil {
		s.cookieSync = &cookiecloud.Syncer{Settings: s.store, Sites: s.sites, Log: s.log}
	}
	if s.downloads == nil {
		if s.downloads, err = downloads.New(ctx, s.store); err != nil {
			panic(fmt.Sprintf("api: downloads: %v", err))
		}
		s.downloads.UseParser(s.parser)
	}
	if s.custom == nil {
		if s.custom, err = customsub.New(ctx, customsub.Options{Store: s.store, Sites: s.sites, Downloads: s.downloads, Parser: s.parser}); err != nil {
			panic(fmt.Sprintf("api: custom subscriptions: %v", err))
		}
	}
	if s.cache, err = scriptcache.New(ctx, s.store); err != nil {
		panic(fmt.Sprintf("api: script cache: %v", err))
	}
	if s.rankings == nil {
		if s.rankings, err = rankingsub.New(ctx, s.store, s.metadata, s.subs, s.log); err != nil {
			panic(fmt.Sprintf("api: rankings: %v", err))
		}
	}
	if s.dashboard == nil {
		o := dashboard.Options{Store: s.store, Downloads: s.downloads, Sites: s.sites, Seasons: s.metadata, Progress: s.subs.Progress}
		if s.tasks != nil {
			o.Jobs = s.tasks.Status
		}
		if s.dashboard, err = dashboard.New(ctx, o); err != nil {
			panic(fmt.Sprintf("api: dashboard: %v", err))
		}
	}
	if s.activity == nil {
		if s.activity, err = activity.New(ctx, s.store); err != nil {
			panic(fmt.Sprintf("api: activity: %v", err))
		}
	}
	// After downloads: it indexes download_record.
	if s.analyze, err = analyze.New(ctx, s.store, s.now); err != nil {
		panic(fmt.Sprintf("api: analyze: %v", err))
	}
	if s.shelf, err = shelf.New(ctx, s.store, s.downloads, nil); err != nil {
		panic(fmt.Sprintf("api: shelf: %v", err))
	}
	if s.library == nil {
		if s.library, err = library.New(ctx, library.Options{Store: s.store, Metadata: s.metadata, Parser: s.parser}); err != nil {
			panic(fmt.Sprintf("api: library: %v", err))
		}
	}
}
