package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sites"
	"github.com/movie-robot/web-console/server/store"
)

// catalogueRoutes: the lists other screens pick from — supported sites
// (common/sites) and configured sites (site/get_sites).
func (s *Server) catalogueRoutes() {
	s.mux.Handle("GET /api/common/sites", s.handle(s.requireUser(s.siteCatalogue)))
	s.mux.Handle("GET /api/site/get_sites", s.handle(s.requireUser(s.configuredSites)))
}

func (s *Server) siteCatalogue(w http.ResponseWriter, r *http.Request) (any, error) {
	return sites.Catalogue(), nil
}

// configuredSites answers the stored sites. Only admins see the sign-in
// material (cookie, proxies, user agent, auth user): every signed-in user
// opens the search dialog, which needs only names and flags.
func (s *Server) configuredSites(w http.ResponseWriter, r *http.Request) (any, error) {
	list, err := settings.SitesSection.Load(r.Context(), s.store)
	if err != nil {
		return nil, err
	}
	if u, ok := s.currentUser(r); !ok || u.Role != store.RoleAdmin {
		for i := range list {
			list[i].Cookie, list[i].Proxies, list[i].UserAgent, list[i].AuthUsername = "", "", "", ""
		}
	}
	return list, nil
}
