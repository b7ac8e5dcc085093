package api

import (
	"net/http"
	"strconv"

	"github.com/movie-robot/web-console/server/store"
)

// sysNotifyJSON is SysNotify of api-contract §2.7; args stays JSON text.
type sysNotifyJSON struct {
	ID        int64   `json:"id"`
	Title     string  `json:"title"`
	Message   string  `json:"message"`
	Icon      string  `json:"icon"`
	Type      string  `json:"type"`
	Args      *string `json:"args"`
	HasAction bool    `json:"has_action"`
	ActionLog *string `json:"action_log"`
	GmtCreate string  `json:"gmt_create"`
}

func toSysNotifyJSON(n store.Notify) sysNotifyJSON {
	out := sysNotifyJSON{
		ID: n.ID, Title: n.Title, Message: n.Message, Icon: n.Icon, Type: n.Type,
		HasAction: n.HasAction, GmtCreate: n.CreatedAt,
	}
	if n.Args.Valid {
		out.Args = &n.Args.String
	}
	if n.ActionLog.Valid {
		out.ActionLog = &n.ActionLog.String
	}
	return out
}

// countUnreadNotify: GET /api/user/count_unread_sys_notify → int (the bell badge).
func (s *Server) countUnreadNotify(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	return s.store.CountUnreadNotify(r.Context(), u.ID)
}

// unreadNotify: GET /api/user/get_unread_sys_notify → [SysNotify]; opening the
// bell marks them read, as the original UI expects (it resets the badge to 0).
func (s *Server) unreadNotify(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	list, err := s.store.TakeUnreadNotify(r.Context(), u.ID)
	if err != nil {
		return nil, err
	}
	out := make([]sysNotifyJSON, 0, len(list))
	for _, n := range list {
		out = append(out, toSysNotifyJSON(n))
	}
	return out, nil
}

// notifyPageSize is one page of /notify/list (api-contract §2.7 has no size:
// the server chooses; `start` is an addition for paging).
const notifyPageSize = 50

// allNotify: GET /api/user/get_all_sys_notify[?start=N] → [SysNotify],
// newest first; what it returns counts as read for the bell too.
func (s *Server) allNotify(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	start, err := strconv.Atoi(r.URL.Query().Get("start"))
	if err != nil || start < 0 {
		start = 0
	}
	list, err := s.store.ListNotify(r.Context(), u.ID, start, notifyPageSize)
	if err != nil {
		return nil, err
	}
	out := make([]sysNotifyJSON, 0, len(list))
	for _, n := range list {
		out = append(out, toSysNotifyJSON(n))
	}
	return out, nil
}

// clearNotify: GET /api/user/clear_sys_notify removes all of the user's messages.
func (s *Server) clearNotify(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	if err := s.store.ClearNotify(r.Context(), u.ID); err != nil {
		return nil, err
	}
	return Result{Message: "已清空所有消息"}, nil
}
