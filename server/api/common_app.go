package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/menu"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

type appInfo struct {
	Version      string         `json:"version"`
	Menus        []menu.Section `json:"menus"`
	ServerConfig serverConfig   `json:"server_config"`
	// SetupRequired is an addition to the original contract: true until the
	// first admin exists, so the UI can offer the setup wizard.
	SetupRequired bool `json:"setup_required"`
	// SetupDone (an addition, issue 15) is true once an admin exists and
	// the wizard's last step was saved: /setup/* pages then redirect
	// (signed out → sign-in, signed in → the matching /config/* page).
	SetupDone bool `json:"setup_done"`
	// Builtin (an addition) is true when this binary answers the API itself
	// (never through a proxied backend): the UI then hides what needs
	// services only the original has, such as the subscription-rule
	// community (shared rules, likes, tags).
	Builtin bool `json:"builtin"`
}

type serverConfig struct {
	DoubanPosterWall bool `json:"douban_poster_wall"`
}

// commonApp is loaded on every page, before sign-in too: GET /api/common/app.
// Without a valid token it must still answer harmlessly (api-contract §5.9),
// so visitors get an empty menu rather than an error.
func (s *Server) commonApp(w http.ResponseWriter, r *http.Request) (any, error) {
	has, err := s.Store.HasAdmin(r.Context())
	if err != nil {
		return nil, err
	}
	done, err := s.setupDone(r.Context())
	if err != nil {
		return nil, err
	}
	info := appInfo{Version: s.Version, Menus: []menu.Section{}, SetupRequired: !has, SetupDone: done, Builtin: true}
	if u, ok := s.currentUser(r); ok {
		// save_menus' own sidebar, else the built-in, as the user's role allows
		if info.Menus, err = menu.Current(r.Context(), s.Store, u.Role == store.RoleAdmin); err != nil {
			return nil, err
		}
		// 网页搜索设置's poster-wall switch; visitors get the default.
		set, err := settings.ServerSettingSection.Load(r.Context(), s.Store)
		if err != nil {
			return nil, err
		}
		info.ServerConfig.DoubanPosterWall = set.DoubanPosterWall
	}
	return info, nil
}
