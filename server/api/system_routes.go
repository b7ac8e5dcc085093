package api

import (
	"net/http"
	"strconv"
	"time"

	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/traffic"
)

// systemRoutes: API keys, licence and nickname (api-contract §2.1), and
// the restart and log endpoints of §2.2. Keys, restart and logs need an
// admin; the licence screen is open to every signed-in user.
func (s *Server) systemRoutes() {
	admin := s.adminOnly
	user := s.signedIn
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

type accessKeyJSON struct {
	ID        int64  `json:"id"`
	AccessKey string `json:"access_key"`
	Nickname  string `json:"nickname"` // of the bound user
}

func accessKeyOf(k store.AccessKey) accessKeyJSON { return accessKeyJSON{k.ID, k.Key, k.Nickname} }

// createAccessKey: GET /api/auth/create_access_key?bind_uid= (0 or absent:
// the caller).
func (s *Server) createAccessKey(w http.ResponseWriter, r *http.Request) (any, error) {
	uid, err := queryID(r, "bind_uid", Error{Message: "bind_uid必须是用户ID"})
	if err != nil {
		return nil, err
	}
	if uid == 0 {
		u, _ := s.currentUser(r)
		uid = u.ID
	}
	k, err := s.Users.CreateAccessKey(r.Context(), uid)
	if err != nil {
		return nil, err
	}
	s.Logger.Info("access key created", "id", k.ID, "uid", k.UID)
	return Result{Message: "API密钥已创建", Data: accessKeyOf(k)}, nil
}

// listAccessKeys: GET /api/auth/list_access_key.
func (s *Server) listAccessKeys(w http.ResponseWriter, r *http.Request) (any, error) {
	list, err := s.Store.AccessKeys(r.Context())
	out := make([]accessKeyJSON, 0, len(list))
	for _, k := range list {
		out = append(out, accessKeyOf(k))
	}
	return out, err
}

// deleteAccessKey: GET /api/auth/delete_access_key?id=.
func (s *Server) deleteAccessKey(w http.ResponseWriter, r *http.Request) (any, error) {
	id, err := queryID(r, "id", Error{Message: "id必须是API密钥的编号"})
	if err != nil {
		return nil, err
	}
	if err := s.Users.DeleteAccessKey(r.Context(), id); err != nil {
		return nil, err
	}
	s.Logger.Info("access key deleted", "id", id)
	return Result{Message: "API密钥已删除"}, nil
}

// maxRestartDelay bounds restart_app's secs.
const maxRestartDelay = 3600

var (
	errRestartSecs = Error{Message: "secs必须是0到3600之间的整数"}
	errNoRestart   = Error{Message: "当前运行方式不支持自动重启，请手动重启"}
	msgRestarting  = "正在重启…"
)

// restartApp: GET /api/common/restart_app[?secs=N]. It answers first; the
// program then shuts down gracefully (requests in flight, this one
// included, finish and the database is closed) and starts itself again in
// place with the same flags, so it comes back on the same port.
func (s *Server) restartApp(w http.ResponseWriter, r *http.Request) (any, error) {
	secs := 0
	if v := r.URL.Query().Get("secs"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > maxRestartDelay {
			return nil, errRestartSecs
		}
		secs = n
	}
	if s.Restart == nil {
		return nil, errNoRestart
	}
	s.Logger.Info("restart requested", "delay_seconds", secs)
	s.Restart(time.Duration(secs) * time.Second)
	return Result{Message: msgRestarting}, nil
}

// trafficRoutes: an addition, the 流量管理 view (admins only): the
// torrents the feature manages, why each was added and removed, per-site
// totals and the newest run logs.
func (s *Server) trafficRoutes() {
	s.mux.Handle("GET /api/traffic/list", s.handle(s.requireAdmin(func(w http.ResponseWriter, r *http.Request) (any, error) {
		return traffic.List(r.Context(), s.Store)
	})))
}
