package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/traffic"
)

// trafficRoutes: an addition, the 流量管理 view (admins only): the
// torrents the feature manages, why each was added and removed, per-site
// totals and the newest run logs.
func (s *Server) trafficRoutes() {
	s.mux.Handle("GET /api/traffic/list", s.handle(s.requireAdmin(func(w http.ResponseWriter, r *http.Request) (any, error) {
		return traffic.List(r.Context(), s.store)
	})))
}
