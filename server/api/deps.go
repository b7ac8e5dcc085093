package api

import (
	"log/slog"
	"time"

	"github.com/movie-robot/web-console/server/activity"
	"github.com/movie-robot/web-console/server/analyze"
	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/cookiecloud"
	"github.com/movie-robot/web-console/server/customsub"
	"github.com/movie-robot/web-console/server/dashboard"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/plugins"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/rankingsub"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/scriptcache"
	"github.com/movie-robot/web-console/server/shelf"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/subtitles"
	"github.com/movie-robot/web-console/server/users"
)

// Deps is what the built-in API needs from the program: the domain
// services, built once by the program (cli.newServices) and shared with
// the scheduler's jobs, are required; New builds none of them.
type Deps struct {
	Store   *store.Store
	Tokens  *auth.Tokens
	Logger  *slog.Logger // nil: slog.Default()
	Version string       // shown in the UI footer
	// Throttle limits failed sign-ins; nil means auth.DefaultThrottleConfig
	// on the real clock.
	Throttle *auth.LoginThrottle
	// Checker checks media-server and download-client connections; nil
	// means the real one (clients.Checker with its 5 s limit).
	Checker Checker
	// HealthKick asks the background health checker for an early round
	// (after a service's settings changed); nil: none runs.
	HealthKick func()
	// Notifier delivers notifications (test and send from the settings).
	Notifier *notify.Notifier
	// Events is the event stream GET /api/common/events reads; New makes
	// Activity its journal.
	Events *events.Bus
	// Now is the clock for the health dialog's hours; nil means time.Now.
	Now func() time.Time
	// LogDir is the folder of the server's own log files ("" = none).
	LogDir string
	// Restart, when set, restarts the program after delay (restart_app).
	Restart func(delay time.Duration)
	// Users keeps user profiles.
	Users *users.Service
	// Metadata answers the discover screens.
	Metadata *metadata.Service
	// Subscriptions keeps subscription records.
	Subscriptions *subscribe.Service
	// Filters keeps the named smart-download filters.
	Filters *filters.Service
	// Sites and Downloads are the PT-site and download-submission services,
	// the ones the scheduler runs, so both share sessions and rate limits.
	Sites     *ptsites.Service
	Downloads *downloads.Service
	// CustomSubs keeps and runs the custom subscriptions.
	CustomSubs *customsub.Service
	// MediaGuide lists TMDB's episodes of a season, so the media-server
	// search can tell which episodes are missing; nil: the servers' own
	// flags.
	MediaGuide mediaserver.Guide
	// CheckPassword compares a password with a stored hash; nil means
	// auth.CheckPassword (bcrypt). Tests count calls through it.
	CheckPassword func(hash, password string) bool
	// Plugins installs and runs plugins; nil leaves the plugin endpoints
	// out (they need the data folder, which only the program knows).
	Plugins *plugins.Service
	// Library is the organiser (the program calls its Resume once at start).
	Library *library.Service
	// ScriptEnv is setting/get_env's answer (the data folder's layout).
	ScriptEnv ScriptEnv
	// Rankings keeps ranking subscriptions.
	Rankings *rankingsub.Service
	// Subtitles is the 字幕自动下载 engine; nil leaves submit_download_subtitle
	// out and the records without a subtitle state.
	Subtitles *subtitles.Service
	// Tasks starts a background job now (task/run, a new ranking
	// subscription, changed wish-list users); nil: none runs.
	Tasks Tasks
	// CookieSync refreshes site cookies from CookieCloud (立即同步).
	CookieSync *cookiecloud.Syncer
	// Dashboard answers 数据统计, the calendar and the wanted list.
	Dashboard *dashboard.Service
	// Parser reads release names under the stored 自定义识别词 (the one the
	// engine's parts were built with; save_recognition_rules swaps its
	// rules).
	Parser *release.Parser
	// Activity keeps the history of the event stream.
	Activity *activity.Service
	// ScriptCache is the plugins' key-value cache (scripting cache).
	ScriptCache *scriptcache.Cache
	// Analyze answers 数据分析's report.
	Analyze *analyze.Service
	// Shelf is the library screen's index, the one the sync job fills.
	Shelf *shelf.Service
	// Outbox is the engine's unconfirmed sends (the activity queue and a
	// subscription's 重试); nil: none listed, no such retry.
	Outbox Outbox
}

// Tasks is the program's scheduler as task/run and task/list see it.
type Tasks interface {
	Kick(name string) (title string, ok bool)
	Status() []scheduler.State
}
