package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/sites"
)

// catalogueRoutes: the lists other screens pick from — supported sites
// (common/sites; configured sites are site/get_sites in site_routes.go) and users
// (user/get_user_list, for the API-key screen's picker and the user list).
func (s *Server) catalogueRoutes() {
	s.mux.Handle("GET /api/common/sites", s.handle(s.requireUser(s.siteCatalogue)))
	s.mux.Handle("GET /api/user/get_user_list", s.handle(s.requireAdmin(s.userList)))
}

// siteCatalogue answers the built-in catalogue plus the sites of the
// user's own definitions (<data>/indexers/*.yml).
func (s *Server) siteCatalogue(w http.ResponseWriter, r *http.Request) (any, error) {
	list := sites.Catalogue()
	if s.sites == nil {
		return list, nil
	}
	for _, id := range s.sites.Definitions().IDs() {
		if d := s.sites.Definition(id); !sites.Known(id) && len(d.Links) > 0 {
			list = append(list, sites.Meta{ID: id, Name: d.Name, Domain: d.Links[0]})
		}
	}
	return list, nil
}

type userListJSON struct {
	ID       int64  `json:"id"`
	Nickname string `json:"nickname"`
	Username string `json:"username"`
	Role     int    `json:"role"`
}

func (s *Server) userList(w http.ResponseWriter, r *http.Request) (any, error) {
	users, err := s.store.Users(r.Context())
	if err != nil {
		return nil, err
	}
	out := make([]userListJSON, 0, len(users))
	for _, u := range users {
		out = append(out, userListJSON{ID: u.ID, Nickname: u.Nickname, Username: u.Username, Role: u.Role})
	}
	return out, nil
}
