package api

import (
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
	"github.com/movie-robot/web-console/server/grab"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/netguard"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/plugins"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/rankingsub"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/scriptcache"
	"github.com/movie-robot/web-console/server/shelf"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/subtitles"
	"github.com/movie-robot/web-console/server/users"
)

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
	grab       *grab.Service
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
		events:     d.Events,
		cache:      d.ScriptCache,
		analyze:    d.Analyze,
		shelf:      d.Shelf,
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
	if s.checker == nil {
		s.checker = clients.Checker{}
	}
	s.events.UseJournal(s.activity) // every event is history too (the 活动 screen)
	// The live download feed runs while anybody listens.
	s.feed = &downloads.Feed{DL: s.downloads, Listening: func() bool { return s.events.Listeners() > 0 }}
	s.grab = &grab.Service{Sites: s.sites, Downloads: s.downloads, Events: s.events, Parser: s.parser}
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
