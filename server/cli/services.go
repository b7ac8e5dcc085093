package cli

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"net"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/movie-robot/web-console/server/activity"
	"github.com/movie-robot/web-console/server/analyze"
	"github.com/movie-robot/web-console/server/cookiecloud"
	"github.com/movie-robot/web-console/server/customsub"
	"github.com/movie-robot/web-console/server/dashboard"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/health"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/plugins"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/rankingsub"
	"github.com/movie-robot/web-console/server/recognition"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/scriptcache"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/shelf"
	"github.com/movie-robot/web-console/server/smartdl"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subengine"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/subtitles"
	"github.com/movie-robot/web-console/server/traffic"
	"github.com/movie-robot/web-console/server/users"
)

// services are the built-in backend's domain packages, built once on the
// store in dependency order, and the one scheduler that runs their
// background work.
type services struct {
	sched    *scheduler.Scheduler
	notifier *notify.Notifier
	events   *events.Bus
	checker  *health.Checker
	users    *users.Service
	meta     *metadata.Service
	subs     *subscribe.Service
	filters  *filters.Service
	sites    *ptsites.Service
	dl       *downloads.Service
	shelf    *shelf.Service // the library screen's index (its sync job)
	activity *activity.Service
	analyze  *analyze.Service
	cache    *scriptcache.Cache
	custom   *customsub.Service
	plugins  *plugins.Service
	library  *library.Service
	rankings *rankingsub.Service
	wishes   *smartdl.Reader
	engine   *subengine.Engine
	cookies  *cookiecloud.Syncer
	traffic  *traffic.Engine
	subtitle *subtitles.Service
	// parser reads every release name under the stored 自定义识别词; the
	// API's save swaps its rules, so all the parts above follow at once.
	parser *release.Parser
	logger *slog.Logger
	// apiURL is where plugins reach this server (set once listening).
	apiURL atomic.Pointer[string]
}

func newServices(cfg Config, st *store.Store, logger *slog.Logger) (*services, error) {
	ctx := context.Background()
	s := &services{notifier: notify.NewNotifier(st, nil, logger), logger: logger}
	var err error
	if s.parser, err = recognition.Load(ctx, st); err != nil {
		logger.Warn("stored recognition rules cannot be read; names are read without them", "err", err)
	}
	// A job's start and end reach the activity screen's queue (live only).
	onJob := func(j scheduler.State) {
		s.events.Publish(context.Background(), events.Event{Kind: events.Job, Title: j.Title,
			Data: map[string]any{"name": j.Name, "running": j.Running}})
	}
	// A job that fails (a list that cannot be read, a client that does not
	// answer) is told to the admins once per reason, not only logged.
	onFailed := func(j scheduler.State) {
		s.events.Publish(context.Background(), events.Event{Kind: events.JobFailed, Title: j.Title, Reason: j.LastError,
			Link: "/setting/index"})
	}
	if s.sched, err = scheduler.New(scheduler.Options{Store: st, Logger: logger, OnChange: onJob, OnFailed: onFailed}); err != nil {
		return nil, fmt.Errorf("scheduler: %w", err)
	}
	s.checker = health.New(health.Options{Store: st, Logger: logger,
		OnDown: func(ctx context.Context, sv health.Service, h settings.Health) {
			// Through the event stream: 消息通知 for the admins, the log and the push.
			s.events.Publish(ctx, events.Event{Kind: events.ServiceDown, Title: sv.Display, Reason: h.Message, Link: "/setting/index",
				Push: &events.Push{Type: notify.ServiceDown, Vars: map[string]string{"service_name": sv.Display, "reason": h.Message}}})
		}})
	if s.users, err = users.New(ctx, st, users.Options{AvatarDir: filepath.Join(cfg.DataDir, "avatars")}); err != nil {
		return nil, fmt.Errorf("users: %w", err)
	}
	s.meta, err = metadata.New(ctx, metadata.Options{Store: st, ImageDir: filepath.Join(cfg.DataDir, "cache", "images")})
	if err != nil {
		return nil, fmt.Errorf("metadata: %w", err)
	}
	if s.subs, err = subscribe.New(ctx, st, s.meta, s.users); err != nil {
		return nil, fmt.Errorf("subscribe: %w", err)
	}
	// Messages about a user's own subscriptions and downloads also reach
	// the targets on their profile.
	s.notifier.UseTargets(s.users)
	s.subs.UsePusher(s.notifier)
	s.events = events.New(events.Options{Notes: st, Push: s.notifier, Log: logger, Admins: st.AdminIDs})
	if s.rankings, err = rankingsub.New(ctx, st, s.meta, s.subs, logger); err != nil {
		return nil, fmt.Errorf("rankings: %w", err)
	}
	if s.wishes, err = smartdl.NewReader(ctx, st, s.meta, s.subs, logger); err != nil {
		return nil, fmt.Errorf("douban wish lists: %w", err)
	}
	s.rankings.Events, s.wishes.Events = s.events, s.events // a title they could not subscribe is told
	if s.filters, err = filters.New(ctx, st, s.subs); err != nil {
		return nil, fmt.Errorf("filters: %w", err)
	}
	s.sites, err = ptsites.New(ctx, st, ptsites.Options{IndexerDir: filepath.Join(cfg.DataDir, "indexers"), Logger: logger})
	if err != nil {
		return nil, fmt.Errorf("sites: %w", err)
	}
	s.sites.UseParser(s.parser)
	s.cookies = &cookiecloud.Syncer{Settings: st, Sites: s.sites, Log: logger, Alert: s.cookieExpired}
	s.sites.UseAlerts(ptsites.Alerts{CookieExpired: s.cookieExpired, BudgetExhausted: s.budgetExhausted})
	if s.dl, err = downloads.New(ctx, st); err != nil {
		return nil, fmt.Errorf("downloads: %w", err)
	}
	if s.shelf, err = shelf.New(ctx, st, s.dl, mediaserver.Searcher{}); err != nil {
		return nil, fmt.Errorf("shelf: %w", err)
	}
	if err := s.history(ctx, st); err != nil {
		return nil, err
	}
	s.dl.UseEvents(s.events)
	s.dl.UseParser(s.parser)
	if s.custom, err = customsub.New(ctx, customsub.Options{Store: st, Sites: s.sites, Downloads: s.dl,
		Events: s.events, Parser: s.parser}); err != nil {
		return nil, fmt.Errorf("custom subscriptions: %w", err)
	}
	s.custom.UseKick(func() { s.sched.Kick(jobCustomSubs) })
	s.plugins, err = plugins.New(ctx, plugins.Options{Store: st, Dir: filepath.Join(cfg.DataDir, "plugins"),
		Logger: logger, APIURL: func() string {
			if u := s.apiURL.Load(); u != nil {
				return *u
			}
			return ""
		}})
	if err != nil {
		return nil, fmt.Errorf("plugins: %w", err)
	}
	s.plugins.OnFailed(s.pluginFailed)
	if s.library, err = library.New(ctx, library.Options{Store: st, Metadata: s.meta, Parser: s.parser}); err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	s.engine, err = subengine.New(ctx, subengine.Options{Store: st, Subs: s.subs, Sites: s.sites, DL: s.dl,
		Filters: s.filters, Profiles: s.users, Seasons: s.meta, Library: subengine.MediaServers{Store: st}, Push: s.notifier, Events: s.events, Log: logger, NextRun: s.nextRun,
		Placement: s.wishes.Placement, Parser: s.parser,
		IMDbOf: func(ctx context.Context, doubanID string, tmdbID int, tv bool) string {
			return s.meta.StoredIMDb(ctx, doubanID, tmdbID, map[bool]string{true: "tv", false: "movie"}[tv])
		}})
	if err != nil {
		return nil, fmt.Errorf("subengine: %w", err)
	}
	ffprobe, _ := exec.LookPath("ffprobe") // Debian's ffmpeg: embedded subtitle streams count; absent, only side files do
	ffmpeg, _ := exec.LookPath("ffmpeg")   // the video's own text subtitle stream is the timing reference; absent, timing is not checked
	s.subtitle, err = subtitles.New(ctx, subtitles.Options{Store: st, Records: s.dl, Log: logger, FFprobe: ffprobe, FFmpeg: ffmpeg,
		Bases: cfg.SubtitleHosts, AssrtToken: cfg.AssrtToken, OpenSubtitlesKey: cfg.OpenSubtitlesKey, Gap: cmp.Or(cfg.SubtitleGap, 2*time.Second), Refresh: s.library.RefreshServers,
		Countries: func(ctx context.Context, id int, tv bool) ([]string, error) {
			kind := map[bool]string{true: "tv", false: "movie"}[tv]
			d, err := s.meta.TMDBDetails(ctx, kind, id)
			return d.Countries(), err
		},
		Arrived: func(ctx context.Context, title, path string) {
			s.events.Publish(ctx, events.Event{Kind: events.SubtitleArrived, Title: title, Reason: path, Link: "/download/record",
				Push: &events.Push{Type: notify.SubtitleArrived, Vars: map[string]string{"title": title, "save_path": path}}})
		},
		GaveUp: func(ctx context.Context, title, reason string) {
			s.events.Publish(ctx, events.Event{Kind: events.SubtitleGaveUp, Title: title, Reason: reason, Link: "/download/record"})
		}})
	if err != nil {
		return nil, fmt.Errorf("subtitles: %w", err)
	}
	s.subs.UseProgress(s.engine)
	if s.traffic, err = traffic.New(ctx, traffic.Options{Store: st, Sites: s.sites, DL: s.dl, Log: logger}); err != nil {
		return nil, fmt.Errorf("traffic: %w", err)
	}
	// A new or approved subscription is searched at once, not at the next period.
	s.subs.OnActive(func(int64) { s.sched.Kick(subengine.JobNew) })
	return s, nil
}

// history builds what keeps and reads the past: the event journal (the
// 活动 screen), 数据分析 (after downloads: it indexes download_record)
// and the plugins' cache.
func (s *services) history(ctx context.Context, st *store.Store) error {
	var err error
	if s.activity, err = activity.New(ctx, st); err != nil {
		return fmt.Errorf("activity: %w", err)
	}
	if s.analyze, err = analyze.New(ctx, st, time.Now); err != nil {
		return fmt.Errorf("analyze: %w", err)
	}
	if s.cache, err = scriptcache.New(ctx, st); err != nil {
		return fmt.Errorf("script cache: %w", err)
	}
	return nil
}

// filed tells the subscription engine of a download the organiser filed.
func (s *services) filed(ctx context.Context, r downloads.Record) {
	s.sched.Kick(subtitles.JobName) // a newly filed video looks for its subtitle now
	if err := s.engine.Filed(ctx, r.SubType, r.SubID); err != nil {
		s.logger.Warn("subengine: completion check", "sub", r.SubID, "err", err)
	}
}

// tmdbGuide lets the media-server search mark the episodes TMDB lists but a
// server lacks; without a TMDB key each call fails and the servers' own
// flags stand.
func (s *services) tmdbGuide() mediaserver.Guide {
	return mediaserver.GuideFunc(func(ctx context.Context, id, season int) ([]mediaserver.GuideEpisode, error) {
		d, err := s.meta.TMDBSeasonDetail(ctx, id, season)
		if err != nil {
			return nil, err
		}
		out := make([]mediaserver.GuideEpisode, 0, len(d.Episodes))
		for _, e := range d.Episodes {
			out = append(out, mediaserver.GuideEpisode{Index: e.EpisodeNumber, Name: e.Name, AirDate: e.AirDate})
		}
		return out, nil
	})
}

// setAPIAddr records where plugins reach the API: the bound port on the
// loopback address (a wildcard bind answers there too), under basePath.
func (s *services) setAPIAddr(addr net.Addr, basePath string) {
	host, port := "127.0.0.1", ""
	if tcp, ok := addr.(*net.TCPAddr); ok {
		port = strconv.Itoa(tcp.Port)
		if !tcp.IP.IsUnspecified() {
			host = tcp.IP.String()
		}
	}
	u := "http://" + net.JoinHostPort(host, port) + basePath
	s.apiURL.Store(&u)
}

// dashboard is 数据统计's service, with the scheduler's jobs, the disk
// warning threshold and the engine's search for 立即搜索.
func (s *services) dashboard(cfg Config, st *store.Store) (*dashboard.Service, error) {
	return dashboard.New(context.Background(), dashboard.Options{Store: st, Downloads: s.dl, Sites: s.sites,
		Jobs: s.sched.Status, MinFreeGB: cfg.DiskWarnGB, Seasons: s.meta, Progress: s.subs.Progress, Search: s.engine.SearchNow})
}
