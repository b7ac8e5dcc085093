package api

import (
	"net/http"

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
