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

// jobHealth is the scheduler job of the background health checks.
const jobHealth = "health"

// jobCustomSubs runs the custom subscriptions (queued manual runs first).
const jobCustomSubs = "custom_subscriptions"

// jobPlugins runs the plugins' own schedules (each checks its interval).
const jobPlugins = "plugins"

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
	if s.sched, err = scheduler.New(scheduler.Options{Store: st, Logger: logger, OnChange: onJob}); err != nil {
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
	s.dl.UseEvents(s.events)
	s.dl.UseParser(s.parser)
	if s.custom, err = customsub.New(ctx, customsub.Options{Store: st, Sites: s.sites, Downloads: s.dl,
		Notify: customSent{s.events}, Parser: s.parser}); err != nil {
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

// startJobs registers every background job and runs the scheduler; the
// returned stop waits until no job is running any more.
func (s *services) startJobs() (stop func(), err error) {
	jobs := []scheduler.Job{
		{Name: jobHealth, Title: "检查媒体服务器、下载工具和元数据接口", Every: health.DefaultInterval, Run: s.checker.CheckAll},
		{Name: "site_refresh", Title: "刷新站点用户数据", Every: time.Hour, Delay: 2 * time.Minute, Run: s.sites.RefreshAll},
		// Ticks every minute; syncs (and only then writes its state) when on
		// and its own interval passed (or the setting changed).
		{Name: "cookiecloud_sync", Title: "从CookieCloud同步站点Cookie", Every: time.Minute, Delay: time.Minute,
			Run: s.cookies.Run, Due: s.cookies.Due},
		// Each enabled rule runs on its own interval (checked every minute);
		// run_custom_sub's requests are queued here and kicked at once.
		{Name: jobCustomSubs, Title: "运行自定义订阅", Every: time.Minute, Delay: time.Minute, Run: s.custom.RunDue},
		{Name: jobPlugins, Title: "运行插件的定时任务", Every: plugins.SchedulerInterval, Run: s.plugins.RunScheduled},
		{Name: "download_watch", Title: "检查下载进度并整理完成的下载", Every: 30 * time.Second, Delay: 10 * time.Second,
			Run: (&downloads.Watcher{DL: s.dl, Org: s.library, Notify: s.notifier, Event: notify.DownloadCompleted, Log: s.logger,
				Filed: s.filed, FileRenames: s.custom.FileRenames, Foreign: s.traffic.Owns}).Run},
		// Rankings change a few times a day; a new ranking subscription kicks an early run.
		// Whole 想看 lists are read (many pages for a long list), so not too often; saving the users kicks a run.
		{Name: smartdl.WishJobName, Title: "读取豆瓣想看并订阅新标记的影视", Every: 2 * time.Hour, Delay: 5 * time.Minute, Run: s.wishes.RunAll},
		// 字幕自动下载: each waiting video carries its own back-off, so a
		// frequent round only searches the ones that are due.
		{Name: subtitles.JobName, Title: subtitles.JobTitle, Every: 15 * time.Minute, Delay: 4 * time.Minute, Run: s.subtitle.RunDue},
		{Name: rankingsub.JobName, Title: "读取订阅的榜单并订阅高分影视", Every: 3 * time.Hour, Delay: 3 * time.Minute, Run: s.rankings.RunAll},
	}
	// 流量自动管理: wakes each minute, runs once per 下载数据统计周期 while on.
	jobs = append(jobs, scheduler.Job{Name: traffic.JobName, Title: "流量自动管理（刷流）", Every: time.Minute,
		Delay: 2 * time.Minute, Run: s.traffic.Run})
	// 媒体库 screen's index: the media servers are listed again every few
	// hours (a full listing; 立即同步 on the screen runs it at once).
	jobs = append(jobs, scheduler.Job{Name: shelf.JobName, Title: shelf.JobTitle, Every: 6 * time.Hour,
		Delay: time.Minute, Run: s.shelf.Sync})
	jobs = append(jobs, s.engine.Jobs()...)
	for _, j := range jobs {
		if err := s.sched.Add(context.Background(), j); err != nil {
			return nil, err
		}
	}
	if err := s.library.Resume(context.Background()); err != nil { // a job a restart interrupted
		s.logger.Warn("library: resume", "err", err)
	}
	s.library.ResumeScanners(context.Background()) // the SDK's start_scanner watchers; Shutdown ends them
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { defer close(stopped); s.sched.Run(ctx) }()
	return func() {
		libCtx, libCancel := context.WithTimeout(context.Background(), 30*time.Second)
		s.library.Shutdown(libCtx) // the item at hand finishes; the rest resumes next start
		libCancel()
		cancel()
		<-stopped
		s.plugins.Close()
	}, nil
}

// nextRun is when the scheduler runs job next (zero when unknown).
func (s *services) nextRun(job string) time.Time {
	for _, st := range s.sched.Status() {
		if st.Name == job {
			return st.NextRun
		}
	}
	return time.Time{}
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
