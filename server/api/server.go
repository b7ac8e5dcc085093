package api

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/movie-robot/web-console/server/activity"
	"github.com/movie-robot/web-console/server/analyze"
	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/cookiecloud"
	"github.com/movie-robot/web-console/server/customsub"
	"github.com/movie-robot/web-console/server/dashboard"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/netguard"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/plugins"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/rankingsub"
	"github.com/movie-robot/web-console/server/recognition"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/scriptcache"
	"github.com/movie-robot/web-console/server/shelf"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/subtitles"
	"github.com/movie-robot/web-console/server/users"
)

// Deps is what the built-in API needs from the program.
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
	// Notifier delivers notifications; nil means one on Store with the
	// real HTTP client.
	Notifier *notify.Notifier
	// Events is the event stream GET /api/common/events reads; nil means
	// one on Store and Notifier.
	Events *events.Bus
	// Now is the clock for the health dialog's hours; nil means time.Now.
	Now func() time.Time
	// LogDir is the folder of the server's own log files ("" = none).
	LogDir string
	// Restart, when set, restarts the program after delay (restart_app).
	Restart func(delay time.Duration)
	// Users keeps user profiles; nil means one on Store.
	Users *users.Service
	// Metadata answers the discover screens; nil means one on Store
	// without an image cache (the image proxy then refuses everything).
	Metadata *metadata.Service
	// Subscriptions keeps subscription records; nil means one on Store.
	Subscriptions *subscribe.Service
	// Filters keeps the named smart-download filters; nil means one on
	// Store whose renames and deletes the subscriptions follow.
	Filters *filters.Service
	// Sites and Downloads are the PT-site and download-submission services;
	// nil: opened on Store (user definitions from IndexerDir, typically
	// <data>/indexers). The program should pass the Sites it schedules
	// RefreshAll on, so both share sessions and rate limits.
	Sites      *ptsites.Service
	Downloads  *downloads.Service
	IndexerDir string
	// CustomSubs keeps and runs the custom subscriptions; nil: one on Store
	// with Sites and Downloads whose run_custom_sub requests wait for a
	// RunDue call (the program passes the one its scheduler runs).
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
	// Library is the organiser; nil means one on Store and Metadata (the
	// program should pass its own and call its Resume once at start).
	Library *library.Service
	// ScriptEnv is setting/get_env's answer (the data folder's layout).
	ScriptEnv ScriptEnv
	// Rankings keeps ranking subscriptions; nil means one on Store,
	// Metadata and Subscriptions.
	Rankings *rankingsub.Service
	// Subtitles is the 字幕自动下载 engine; nil leaves submit_download_subtitle
	// out and the records without a subtitle state.
	Subtitles *subtitles.Service
	// Tasks starts a background job now (task/run, a new ranking
	// subscription, changed wish-list users); nil: none runs.
	Tasks Tasks
	// CookieSync refreshes site cookies from CookieCloud (立即同步); nil:
	// one on Store and Sites.
	CookieSync *cookiecloud.Syncer
	// Dashboard answers 数据统计, the calendar and the wanted list; nil:
	// one on Store, Downloads, Sites and Tasks.
	Dashboard *dashboard.Service
	// Parser reads release names under the stored 自定义识别词 (the one the
	// engine's parts were built with; save_recognition_rules swaps its
	// rules); nil: one under the rules stored.
	Parser *release.Parser
	// Activity keeps the history of the event stream; nil: one on Store.
	Activity *activity.Service
	// Outbox is the engine's unconfirmed sends (the activity queue and a
	// subscription's 重试); nil: none listed, no such retry.
	Outbox Outbox
}

// Tasks is the program's scheduler as task/run and task/list see it.
type Tasks interface {
	Kick(name string) (title string, ok bool)
	Status() []scheduler.State
}

// Server answers /api/... and the other backend paths in built-in mode.
type Server struct {
	store    *store.Store
	tokens   *auth.Tokens
	log      *slog.Logger
	version  string
	throttle *auth.LoginThrottle
	checker  Checker
	mux      *routeMux

	healthKick func()
	notifier   *notify.Notifier
	now        func() time.Time
	logDir     string
	restart    func(time.Duration)
	users      *users.Service
	metadata   *metadata.Service
	subs       *subscribe.Service
	filters    *filters.Service
	sites      *ptsites.Service
	downloads  *downloads.Service
	custom     *customsub.Service
	mediaGuide mediaserver.Guide
	checkPass  func(hash, password string) bool
	refusals   *netguard.ShedLog // sign-ins refused by the throttle
	plugins    *plugins.Service
	library    *library.Service
	tasks      Tasks
	cache      *scriptcache.Cache
	scriptEnv  ScriptEnv
	rankings   *rankingsub.Service
	cookieSync *cookiecloud.Syncer
	subtitles  *subtitles.Service
	events     *events.Bus
	tickets    eventTickets
	feed       *downloads.Feed
	dashboard  *dashboard.Service
	parser     *release.Parser
	activity   *activity.Service
	outbox     Outbox
	analyze    *analyze.Service
	shelf      *shelf.Service
}

// New builds the API handler.
func New(d Deps) *Server {
	s := &Server{
		store:    d.Store,
		tokens:   d.Tokens,
		log:      d.Logger,
		version:  d.Version,
		throttle: d.Throttle,
		checker:  d.Checker,
		mux:      &routeMux{ServeMux: http.NewServeMux()},

		healthKick: d.HealthKick,
		notifier:   d.Notifier,
		now:        d.Now,
		logDir:     d.LogDir,
		restart:    d.Restart,
		sites:      d.Sites,
		downloads:  d.Downloads,
		custom:     d.CustomSubs,
		users:      d.Users,
		metadata:   d.Metadata,
		subs:       d.Subscriptions,
		filters:    d.Filters,
		mediaGuide: d.MediaGuide,
		checkPass:  d.CheckPassword,
		plugins:    d.Plugins,
		library:    d.Library,
		tasks:      d.Tasks,
		scriptEnv:  d.ScriptEnv,
		rankings:   d.Rankings,
		cookieSync: d.CookieSync,
		subtitles:  d.Subtitles,
		dashboard:  d.Dashboard,
		parser:     d.Parser,
		activity:   d.Activity,
		outbox:     d.Outbox,
	}
	if s.checkPass == nil {
		s.checkPass = auth.CheckPassword
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	s.refusals = netguard.NewShedLog(s.log, 10*time.Second)
	if s.throttle == nil {
		s.throttle = auth.NewLoginThrottle(auth.DefaultThrottleConfig, time.Now)
	}
	if s.notifier == nil {
		s.notifier = notify.NewNotifier(s.store, nil, s.log)
	}
	if s.checker == nil {
		s.checker = clients.Checker{}
	}
	s.domains(d.IndexerDir)
	s.useEvents(d.Events)
	// Messages about a user's own subscriptions reach their own targets.
	s.notifier.UseTargets(s.users)
	s.subs.UsePusher(s.notifier)
	s.routes()
	return s
}

// routes lists every endpoint. Method and path follow api-contract §2; note
// that some state-changing endpoints are GET there, for compatibility.
func (s *Server) routes() {
	s.mux.Handle("POST /api/auth/get_token", s.handle(s.getToken))
	s.mux.Handle("GET /api/auth/my_account", s.signedIn(s.myAccount))
	s.mux.Handle("POST /api/config/init_admin", s.handle(s.initAdmin))
	s.mux.Handle("GET /api/common/app", s.handle(s.commonApp))
	s.mux.Handle("GET /api/user/count_unread_sys_notify", s.signedIn(s.countUnreadNotify))
	s.mux.Handle("GET /api/user/get_unread_sys_notify", s.signedIn(s.unreadNotify))
	s.mux.Handle("GET /api/user/get_all_sys_notify", s.signedIn(s.allNotify))
	s.mux.Handle("GET /api/user/clear_sys_notify", s.signedIn(s.clearNotify))
	s.mux.Handle("POST /api/common/events_ticket", s.signedIn(s.eventsTicket))
	s.mux.Handle("GET /api/common/events", http.HandlerFunc(s.eventStream))
	s.configRoutes()
	s.settingRoutes()
	s.notifyRoutes()
	s.healthRoutes()
	s.systemRoutes()
	s.catalogueRoutes()
	s.userRoutes()
	s.inviteRoutes()
	s.movieRoutes()
	s.subscribeRoutes()
	s.subscribeDetailRoutes()
	s.calendarRoutes()
	s.siteRoutes()
	s.searchRoutes()
	s.mediaRoutes()
	if s.plugins != nil {
		s.pluginRoutes()
	}
	s.libraryRoutes()
	s.scriptingMetaRoutes()
	s.scriptingMiscRoutes()
	s.scriptingSiteRoutes()
	s.scriptingAmrRoutes()
	s.scriptingNotifyRoutes()
	s.scriptingLibraryRoutes()
	s.filterRoutes()
	s.doubanWishRoutes()
	s.rankingSubRoutes()
	s.downloadRoutes()
	s.taskRoutes()
	s.subtitleRoutes()
	s.customSubRoutes()
	s.trafficRoutes()
	s.activityRoutes()
}

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

// routeMux is a ServeMux that remembers its patterns, so tests can walk
// every endpoint (a new one is covered without being listed anywhere).
type routeMux struct {
	*http.ServeMux
	patterns []string
}

func (m *routeMux) Handle(pattern string, h http.Handler) {
	m.patterns = append(m.patterns, pattern)
	m.ServeMux.Handle(pattern, h)
}

// ServeHTTP answers one request. Paths without an endpoint (the non-/api
// backend paths other than /user/avatar/<uid>.png included) get JSON 404/405.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if _, pattern := s.mux.Handler(r); pattern == "" {
		// No endpoint matched: the mux will answer 404, 405 or a redirect.
		w = &jsonFallbackWriter{ResponseWriter: w}
	}
	s.mux.ServeHTTP(w, r)
}

// SetupRequired reports whether first-run setup is still needed (no admin
// yet); the SPA handler then sends browsers to /setup/admin. On a database
// error it answers false: the normal pages then show the error instead of
// trapping everyone in a wizard that cannot save either.
func (s *Server) SetupRequired(r *http.Request) bool {
	has, err := s.store.HasAdmin(r.Context())
	if err != nil {
		s.logInternal(r, "error", err)
		return false
	}
	return !has
}
