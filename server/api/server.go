package api

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
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
}

// Server answers /api/... and the other backend paths in built-in mode.
type Server struct {
	store    *store.Store
	tokens   *auth.Tokens
	log      *slog.Logger
	version  string
	throttle *auth.LoginThrottle
	checker  Checker
	mux      *http.ServeMux

	healthKick func()
	notifier   *notify.Notifier
	now        func() time.Time
	logDir     string
	restart    func(time.Duration)
	users      *users.Service
	metadata   *metadata.Service
	subs       *subscribe.Service
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
		mux:      http.NewServeMux(),

		healthKick: d.HealthKick,
		notifier:   d.Notifier,
		now:        d.Now,
		logDir:     d.LogDir,
		restart:    d.Restart,
		users:      d.Users,
		metadata:   d.Metadata,
		subs:       d.Subscriptions,
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	if s.throttle == nil {
		s.throttle = auth.NewLoginThrottle(auth.DefaultThrottleConfig, time.Now)
	}
	if s.notifier == nil {
		s.notifier = notify.NewNotifier(s.store, nil, s.log)
	}
	if s.checker == nil {
		s.checker = clients.Checker{}
	}
	s.domains()
	s.routes()
	return s
}

// routes lists every endpoint. Method and path follow api-contract §2; note
// that some state-changing endpoints are GET there, for compatibility.
func (s *Server) routes() {
	s.mux.Handle("POST /api/auth/get_token", s.handle(s.getToken))
	s.mux.Handle("GET /api/auth/my_account", s.handle(s.requireUser(s.myAccount)))
	s.mux.Handle("POST /api/config/init_admin", s.handle(s.initAdmin))
	s.mux.Handle("GET /api/common/app", s.handle(s.commonApp))
	s.mux.Handle("GET /api/user/count_unread_sys_notify", s.handle(s.requireUser(s.countUnreadNotify)))
	s.mux.Handle("GET /api/user/get_unread_sys_notify", s.handle(s.requireUser(s.unreadNotify)))
	s.mux.Handle("GET /api/user/get_all_sys_notify", s.handle(s.requireUser(s.allNotify)))
	s.mux.Handle("GET /api/user/clear_sys_notify", s.handle(s.requireUser(s.clearNotify)))
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
}

// domains builds the domain services the program did not pass in (tests).
func (s *Server) domains() {
	ctx := context.Background()
	var err error
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
