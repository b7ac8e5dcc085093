package api

import (
	"context"
	"net/http"
	"time"

	"github.com/movie-robot/web-console/server/health"
	"github.com/movie-robot/web-console/server/settings"
)

// Checker checks connections to configured services; *clients.Checker is
// the real one. Errors it returns are *clients.Error, whose Reason is safe
// to show.
type Checker = health.Prober

// runCheck runs one connection check and turns its outcome into a Health.
func (s *Server) runCheck(ctx context.Context, check func(context.Context) (string, error)) settings.Health {
	version, err := check(ctx)
	return health.Outcome(version, err, time.Now())
}

// checkMediaServer and checkDownloadClient check one configured service.
func (s *Server) checkMediaServer(ctx context.Context, m settings.MediaServer) (string, error) {
	return health.CheckMediaServer(ctx, s.Checker, m)
}

func (s *Server) checkDownloadClient(ctx context.Context, d settings.DownloadClient) (string, error) {
	return health.CheckDownloadClient(ctx, s.Checker, d)
}

// mediaServerService and downloadClientService wire the wizard's two
// checked forms to the lists' master/default entries.
func (s *Server) mediaServerService() service[settings.MediaServer] {
	svc := primaryEntry(settings.MediaServersSection, settings.MasterMediaServer, settings.ApplyLegacyMediaServer)
	svc.kind, svc.empty = settings.KindMediaServer, settings.DefaultMediaServer
	svc.check, svc.next = s.checkMediaServer, "/setup/download-client"
	return svc
}

func (s *Server) downloadClientService() service[settings.DownloadClient] {
	svc := primaryEntry(settings.DownloadClientsSection, settings.DefaultDownloadClient, settings.ApplyLegacyDownloadClient)
	svc.kind, svc.empty = settings.KindDownloadClient, settings.DefaultDownloadClientForm
	svc.check, svc.next = s.checkDownloadClient, "/setup/media-path"
	return svc
}

// healthRoutes: the hub's banner and health dialog (api-contract §2.6).
func (s *Server) healthRoutes() {
	admin := s.adminOnly
	s.mux.Handle("GET /api/health/get_health", admin(s.getHealth))
	s.mux.Handle("GET /api/health/get_health_indicator", admin(s.getHealthIndicator))
}

// getHealth: data {level, services}, and the sentence in the envelope's
// message. services (an addition) lets the UI name each failing service,
// its last error and its settings screen, in the user's language.
func (s *Server) getHealth(w http.ResponseWriter, r *http.Request) (any, error) {
	services, err := health.Configured(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	level, message := health.Summarize(services)
	return Result{Message: message, Data: map[string]any{"level": level, "services": health.States(services)}}, nil
}

// getHealthIndicator: per service, the last day's hourly check results,
// in the server's local time (the hours the user lives in).
func (s *Server) getHealthIndicator(w http.ResponseWriter, r *http.Request) (any, error) {
	return health.Indicators(r.Context(), s.Store, s.Now(), time.Local)
}
