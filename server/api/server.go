package api

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/netguard"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/store"
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
	// CheckPassword compares a password with a stored hash; nil means
	// auth.CheckPassword (bcrypt). Tests count calls through it.
	CheckPassword func(hash, password string) bool
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
	checkPass  func(hash, password string) bool
	refusals   *netguard.ShedLog // sign-ins refused by the throttle
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
		checkPass:  d.CheckPassword,
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
	s.configRoutes()
	s.settingRoutes()
	s.notifyRoutes()
	s.healthRoutes()
	s.systemRoutes()
	s.catalogueRoutes()
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

// ServeHTTP answers one request. Paths without an endpoint (including the
// non-/api backend paths /user/..., /static/..., /plugins/<name>/logo.jpg,
// which have nothing to serve in built-in mode yet) get JSON 404/405.
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
