package api

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/grab"
	"github.com/movie-robot/web-console/server/netguard"
)

// Server answers /api/... and the other backend paths in built-in mode:
// the program's Deps, and what the API keeps of its own.
type Server struct {
	Deps
	mux      *routeMux
	refusals *netguard.ShedLog // sign-ins refused by the throttle
	tickets  *auth.Tickets     // for the event stream
	feed     *downloads.Feed
	grab     *grab.Service
}

// New builds the API handler.
func New(d Deps) *Server {
	s := &Server{Deps: d, mux: &routeMux{ServeMux: http.NewServeMux()}, tickets: &auth.Tickets{TTL: eventTicketTTL}}
	if s.CheckPassword == nil {
		s.CheckPassword = auth.CheckPassword
	}
	if s.Now == nil {
		s.Now = time.Now
	}
	if s.Logger == nil {
		s.Logger = slog.Default()
	}
	s.refusals = netguard.NewShedLog(s.Logger, 10*time.Second)
	if s.Throttle == nil {
		s.Throttle = auth.NewLoginThrottle(auth.DefaultThrottleConfig, time.Now)
	}
	if s.Checker == nil {
		s.Checker = clients.Checker{}
	}
	s.Events.UseJournal(s.Activity) // every event is history too (the 活动 screen)
	// The live download feed runs while anybody listens.
	s.feed = &downloads.Feed{DL: s.Downloads, Listening: func() bool { return s.Events.Listeners() > 0 }}
	s.grab = &grab.Service{Sites: s.Sites, Downloads: s.Downloads, Events: s.Events, Parser: s.Parser}
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
	if s.Plugins != nil {
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
	has, err := s.Store.HasAdmin(r.Context())
	if err != nil {
		s.logInternal(r, "error", err)
		return false
	}
	return !has
}
