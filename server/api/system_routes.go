package api

import "net/http"

// systemRoutes: API keys, licence and nickname (api-contract §2.1), and
// the restart and log endpoints of §2.2. Keys, restart and logs need an
// admin; the licence screen is open to every signed-in user.
func (s *Server) systemRoutes() {
	admin := func(h HandlerFunc) http.Handler { return s.handle(s.requireAdmin(h)) }
	user := func(h HandlerFunc) http.Handler { return s.handle(s.requireUser(h)) }
	s.mux.Handle("GET /api/auth/create_access_key", admin(s.createAccessKey))
	s.mux.Handle("GET /api/auth/list_access_key", admin(s.listAccessKeys))
	s.mux.Handle("GET /api/auth/delete_access_key", admin(s.deleteAccessKey))
	s.mux.Handle("GET /api/auth/get_license_detail", user(s.licenseDetail))
	s.mux.Handle("GET /api/user/upload_nickname", user(s.uploadNickname))
	s.mux.Handle("GET /api/common/get_log_files", admin(s.getLogFiles))
	s.mux.Handle("GET /api/common/get_log_lines", admin(s.getLogLines))
	s.mux.Handle("GET /api/common/download_log", admin(s.downloadLog))
	s.mux.Handle("GET /api/common/restart_app", admin(s.restartApp))
}
