package api

import (
	"net/http"
	"time"

	"github.com/movie-robot/web-console/server/health"
)

// healthRoutes: the hub's banner and health dialog (api-contract §2.6).
func (s *Server) healthRoutes() {
	admin := func(h HandlerFunc) http.Handler { return s.handle(s.requireAdmin(h)) }
	s.mux.Handle("GET /api/health/get_health", admin(s.getHealth))
	s.mux.Handle("GET /api/health/get_health_indicator", admin(s.getHealthIndicator))
}

// getHealth: data {level, services}, and the sentence in the envelope's
// message. services (an addition) lets the UI name each failing service,
// its last error and its settings screen, in the user's language.
func (s *Server) getHealth(w http.ResponseWriter, r *http.Request) (any, error) {
	services, err := health.Configured(r.Context(), s.store)
	if err != nil {
		return nil, err
	}
	level, message := health.Summarize(services)
	return Result{Message: message, Data: map[string]any{"level": level, "services": health.States(services)}}, nil
}

// getHealthIndicator: per service, the last day's hourly check results,
// in the server's local time (the hours the user lives in).
func (s *Server) getHealthIndicator(w http.ResponseWriter, r *http.Request) (any, error) {
	return health.Indicators(r.Context(), s.store, s.now(), time.Local)
}
