package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/settings"
)

var errAdminFirst = Error{Message: "请先创建管理员账号"}

// msgWebSaved: the port is read once, at start-up (server/cli).
const msgWebSaved = "设置保存成功，但此页面设置需要重启后才生效。"

// getWeb: GET /api/config/get_web. Before the first admin exists it needs
// no token (there is nothing but the defaults to see); afterwards it needs
// an admin, like every other config read: a signed-out visitor of
// /setup/web used to see the saved address and port (issue 15). The
// wizard's step is signed in by then (init_admin's answer signs in).
func (s *Server) getWeb(w http.ResponseWriter, r *http.Request) (any, error) {
	has, err := s.Store.HasAdmin(r.Context())
	if err != nil {
		return nil, err
	}
	get := getView(s, settings.WebSection, settings.WebSetting.Legacy)
	if has {
		get = s.requireAdmin(get)
	}
	return get(w, r)
}

// saveWeb: POST /api/config/save_web. The original let the wizard call it
// signed out; here it needs an admin, and before the first admin exists it
// is refused outright, so nobody can change the port of a fresh install.
func (s *Server) saveWeb(w http.ResponseWriter, r *http.Request) (any, error) {
	has, err := s.Store.HasAdmin(r.Context())
	if err != nil {
		return nil, err
	}
	if !has {
		return nil, errAdminFirst
	}
	return s.requireAdmin(editSection[settings.WebSetting, settings.Web, settings.WebInput](
		s, settings.WebSection, (*settings.WebSetting).Apply, msgWebSaved, "/setup/media-server"))(w, r)
}
