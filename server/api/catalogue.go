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

// catalogueSite is a common/sites entry; site_type (an addition) tells the
// add-site form what to ask for: cardigann (cookie or account), mteam and
// torznab (an API key); "" = no definition (the site cannot be added).
type catalogueSite struct {
	sites.Meta
	SiteType string `json:"site_type"`
}

// siteCatalogue answers the built-in catalogue plus the sites of the
// user's own definitions (<data>/indexers/*.yml).
func (s *Server) siteCatalogue(w http.ResponseWriter, r *http.Request) (any, error) {
	var list []catalogueSite
	for _, m := range sites.Catalogue() {
		list = append(list, catalogueSite{Meta: m, SiteType: s.siteType(m.ID)})
	}
	if s.sites == nil {
		return list, nil
	}
	for _, id := range s.sites.Definitions().IDs() {
		if d := s.sites.Definition(id); !sites.Known(id) && len(d.Links) > 0 {
			list = append(list, catalogueSite{Meta: sites.Meta{ID: id, Name: d.Name, Domain: d.Links[0]}, SiteType: d.Type})
		}
	}
	return list, nil
}

func (s *Server) siteType(id string) string {
	if s.sites == nil {
		return ""
	}
	if d := s.sites.Definition(id); d != nil {
		return d.Type
	}
	return ""
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
