package cli

import (
	"context"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/health"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/plugins"
	"github.com/movie-robot/web-console/server/rankingsub"
	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/shelf"
	"github.com/movie-robot/web-console/server/smartdl"
	"github.com/movie-robot/web-console/server/subtitles"
	"github.com/movie-robot/web-console/server/traffic"
)

// jobHealth is the scheduler job of the background health checks.
const jobHealth = "health"

// jobCustomSubs runs the custom subscriptions (queued manual runs first).
const jobCustomSubs = "custom_subscriptions"

// jobPlugins runs the plugins' own schedules (each checks its interval).
const jobPlugins = "plugins"

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
		// The item at hand finishes; the rest resumes next start.
		if err := s.library.Shutdown(libCtx); err != nil {
			s.logger.Warn("library: the organiser did not finish its item before the stop", "err", err)
		}
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
