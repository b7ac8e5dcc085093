package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/dashboard"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sites"
	"github.com/movie-robot/web-console/server/subscribe"
)

// detailRecords caps the download records of get_sub_detail: a season
// of single episodes plus a few 洗版 replacements fits.
const detailRecords = 100

// subscribeDetailRoutes: the cards' 过滤/洗版 dialog (re_version) and the
// subscription detail view (get_sub_detail, an addition). Both act on a
// subscription its owner or an admin may see.
func (s *Server) subscribeDetailRoutes() {
	user := s.userMeta
	s.mux.Handle("POST /api/subscribe/re_version", user(func(r *http.Request) (any, error) {
		var in struct {
			SubID json.RawMessage `json:"sub_id" required:"true"`
			filters.Input
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		id, err := strconv.ParseInt(strings.Trim(string(in.SubID), `" `), 10, 64)
		if err != nil || id <= 0 {
			return nil, Error{Message: "订阅ID无效"}
		}
		f, err := in.ValidateInline()
		if err != nil {
			return nil, err
		}
		config, err := json.Marshal(f)
		if err != nil {
			return nil, err
		}
		u, _ := s.currentUser(r)
		return s.Subscriptions.SetFilter(r.Context(), u, id, string(config))
	}))
	s.mux.Handle("GET /api/subscribe/get_sub_detail", user(s.subDetail))
}

// subDetail is one subscription with what the engine knows of it, the
// download records it asked for and its run logs.
func (s *Server) subDetail(r *http.Request) (any, error) {
	id, err := queryID(r, "id", Error{Message: "订阅ID无效"})
	if err != nil {
		return nil, err
	}
	if id == 0 {
		return nil, Error{Message: "缺少订阅ID"}
	}
	u, _ := s.currentUser(r)
	sub, err := s.Subscriptions.Get(r.Context(), u, id)
	if err != nil {
		return nil, err
	}
	progress, err := s.Subscriptions.Progress(r.Context(), id)
	if err != nil {
		return nil, err
	}
	logs, err := s.Subscriptions.Logs(r.Context(), u, id)
	if err != nil {
		return nil, err
	}
	list, err := s.Downloads.List(r.Context(), downloads.Filter{SubID: id}, 0, detailRecords)
	if err != nil {
		return nil, err
	}
	records := s.recordsJSON(r.Context(), list)
	// site_name is the site's code (hdsky), as everywhere in the API; the
	// view shows the site by name (天空), as the site list does.
	name := s.siteNamer(r.Context())
	for i, rec := range list {
		records[i]["site_title"] = name(rec.Site)
	}
	return struct {
		Sub      subscribe.Sub        `json:"sub"`
		Progress subscribe.Progress   `json:"progress"`
		Records  []map[string]any     `json:"records"`
		Logs     []subscribe.LogEntry `json:"logs"`
	}{sub, progress, records, logs}, nil
}

// siteNamer names site codes as the site list does: the configured site's
// alias; for a site no longer configured, the catalogue's name; else the code.
func (s *Server) siteNamer(ctx context.Context) func(code string) string {
	list, _ := settings.SitesSection.Load(ctx, s.Store) // unreadable: the catalogue still names them
	return func(code string) string {
		for _, st := range list {
			if st.SiteName == code && strings.TrimSpace(st.Alias) != "" {
				return st.Alias
			}
		}
		return sites.Title(code)
	}
}

// calendarRoutes: additions, the episode calendar, its iCal feed and the
// wanted list (issue 29), each over the user's own subscriptions (an
// admin's: everyone's). The feed cannot sign in: its address carries the
// user's own revocable token instead.
func (s *Server) calendarRoutes() {
	user := s.userMeta
	s.mux.Handle("GET /api/subscribe/calendar", user(func(r *http.Request) (any, error) {
		u, _ := s.currentUser(r)
		from, days, err := calendarRange(r, s.Now())
		if err != nil {
			return nil, err
		}
		eps, err := s.Dashboard.Calendar(r.Context(), u, from, from.AddDate(0, 0, days-1))
		return map[string]any{"start": from.Format(time.DateOnly), "days": days, "episodes": eps}, err
	}))
	s.mux.Handle("GET /api/subscribe/calendar_feed", user(func(r *http.Request) (any, error) {
		u, _ := s.currentUser(r)
		tok, err := s.Dashboard.FeedToken(r.Context(), u.ID, false)
		return map[string]string{"token": tok}, err
	}))
	s.mux.Handle("POST /api/subscribe/reset_calendar_feed", user(func(r *http.Request) (any, error) {
		var in struct{}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		u, _ := s.currentUser(r)
		tok, err := s.Dashboard.FeedToken(r.Context(), u.ID, true)
		return map[string]string{"token": tok}, err
	}))
	s.mux.Handle("GET /api/subscribe/calendar.ics", s.handle(s.calendarFeed))
	// The original's calendar page, which its menu framed: old links and
	// proxies land on ours (relative, so a --base-path prefix is kept).
	s.mux.Handle("GET /static/tv_calendar.html", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Not http.Redirect: it would make the address absolute, dropping
		// the base path the browser sees.
		w.Header().Set("Location", "../subscribe/calendar")
		w.WriteHeader(http.StatusFound)
	}))
	s.mux.Handle("GET /api/subscribe/wanted", user(func(r *http.Request) (any, error) {
		u, _ := s.currentUser(r)
		return s.Dashboard.Wanted(r.Context(), u)
	}))
	s.mux.Handle("POST /api/subscribe/search_now", user(func(r *http.Request) (any, error) {
		var in struct {
			ID int64 `json:"id"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		if in.ID <= 0 {
			return nil, Error{Message: "id：缺少订阅ID"}
		}
		u, _ := s.currentUser(r)
		return s.Dashboard.SearchNow(r.Context(), u, in.ID)
	}))
}

// calendarFeed: GET /api/subscribe/calendar.ics?token=… — the last 30 days
// and the next 90 of the token owner's calendar, as text/calendar.
func (s *Server) calendarFeed(_ http.ResponseWriter, r *http.Request) (any, error) {
	u, err := s.Dashboard.FeedUser(r.Context(), r.URL.Query().Get("token"))
	if errors.Is(err, dashboard.ErrBadFeedToken) {
		return Raw(func(w http.ResponseWriter, _ *http.Request) {
			http.Error(w, err.Error(), http.StatusNotFound)
		}), nil
	}
	if err != nil {
		return nil, err
	}
	now := s.Now()
	eps, err := s.Dashboard.Calendar(r.Context(), u, now.AddDate(0, 0, -30), now.AddDate(0, 0, 90))
	if err != nil {
		return nil, err
	}
	body := dashboard.ICS(eps, "Movie Robot 剧集日历", now)
	return Raw(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
		w.Header().Set("Content-Disposition", `inline; filename="movie-robot.ics"`)
		w.Header().Set("Cache-Control", "no-store")
		io.WriteString(w, body)
	}), nil
}

// maxCalendarDays bounds one calendar request.
const maxCalendarDays = 120

// calendarRange reads start (YYYY-MM-DD, default a week ago) and days
// (default 37: the past week and the next month).
func calendarRange(r *http.Request, now time.Time) (time.Time, int, error) {
	q := r.URL.Query()
	from := now.AddDate(0, 0, -7)
	if v := q.Get("start"); v != "" {
		t, err := time.ParseInLocation(time.DateOnly, v, now.Location())
		if err != nil {
			return time.Time{}, 0, Error{Message: "start：日期格式应为 YYYY-MM-DD"}
		}
		from = t
	}
	days := 37
	if v := q.Get("days"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxCalendarDays {
			return time.Time{}, 0, Error{Message: fmt.Sprintf("days：应为1到%d之间的整数", maxCalendarDays)}
		}
		days = n
	}
	return from, days, nil
}
