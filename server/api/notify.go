package api

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

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

// sysNotifyList answers a page of messages ([] when there are none).
func sysNotifyList(list []store.Notify, err error) ([]sysNotifyJSON, error) {
	if err != nil {
		return nil, err
	}
	out := make([]sysNotifyJSON, 0, len(list))
	for _, n := range list {
		out = append(out, toSysNotifyJSON(n))
	}
	return out, nil
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
	return s.Store.CountUnreadNotify(r.Context(), u.ID)
}

// unreadNotify: GET /api/user/get_unread_sys_notify → [SysNotify]; opening the
// bell marks them read, as the original UI expects (it resets the badge to 0).
func (s *Server) unreadNotify(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	list, err := s.Store.TakeUnreadNotify(r.Context(), u.ID)
	return sysNotifyList(list, err)
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
	list, err := s.Store.ListNotify(r.Context(), u.ID, start, notifyPageSize)
	return sysNotifyList(list, err)
}

// clearNotify: GET /api/user/clear_sys_notify removes all of the user's messages.
func (s *Server) clearNotify(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	if err := s.Store.ClearNotify(r.Context(), u.ID); err != nil {
		return nil, err
	}
	return Result{Message: "已清空所有消息"}, nil
}

// The event stream (GET /api/common/events): one text/event-stream per
// browser tab. EventSource cannot send an Authorization header and a token
// in the address would end up in proxy logs, so the signed-in UI first
// asks POST /api/common/events_ticket for a single-use ticket valid for
// eventTicketTTL, and opens the stream with ?ticket=. The ticket names the
// user; a normal user hears only their own events, an admin every event.

const (
	eventTicketTTL = 30 * time.Second
	// eventBuffer events wait for a slow reader; one more and it is
	// dropped (its browser reconnects and refetches).
	eventBuffer = 64
	// eventWriteLimit bounds one write to a reader that stopped reading.
	eventWriteLimit = 10 * time.Second
)

// eventHeartbeat keeps idle proxies from closing the stream.
var eventHeartbeat = 25 * time.Second

// eventsTicket: POST /api/common/events_ticket → {ticket}.
func (s *Server) eventsTicket(_ http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	return map[string]string{"ticket": s.tickets.Issue(u.ID, s.Now())}, nil
}

// eventStream: GET /api/common/events?ticket= → text/event-stream of
// `event: <kind>` + `data: <json>`, a heartbeat comment every 25 s.
func (s *Server) eventStream(w http.ResponseWriter, r *http.Request) {
	uid, ok := s.tickets.Take(r.URL.Query().Get("ticket"), s.Now())
	u, err := s.Store.UserByID(r.Context(), uid)
	if !ok || err != nil {
		writeStatusError(w, StatusError{Status: http.StatusUnauthorized, Message: "事件流的凭证无效或已过期，请重新连接"})
		return
	}
	sub := s.Events.Subscribe(u.ID, u.Role == store.RoleAdmin, eventBuffer)
	defer s.Events.Unsubscribe(sub)
	s.feed.Start()
	rc := startStream(w, "text/event-stream; charset=utf-8")
	send := func(text string) bool {
		rc.SetWriteDeadline(time.Now().Add(eventWriteLimit))
		if _, err := io.WriteString(w, text); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !send("retry: 3000\n: connected\n\n") {
		return
	}
	beat := time.NewTicker(eventHeartbeat)
	defer beat.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-beat.C:
			if !send(": heartbeat\n\n") {
				return
			}
		case e, open := <-sub.C:
			if !open {
				return // too slow: dropped; the browser reconnects and refetches
			}
			data, _ := json.Marshal(e)
			if !send(fmt.Sprintf("id: %d\nevent: %s\ndata: %s\n\n", e.ID, e.Kind, data)) {
				return
			}
		}
	}
}
