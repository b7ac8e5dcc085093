package api

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/settings"
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
			return nil, Error{"订阅ID无效"}
		}
		f, err := in.ValidateInline()
		if err != nil {
			return nil, asBusiness(err)
		}
		config, err := json.Marshal(f)
		if err != nil {
			return nil, err
		}
		u, _ := s.currentUser(r)
		return s.subs.SetFilter(r.Context(), u, id, string(config))
	}))
	s.mux.Handle("GET /api/subscribe/get_sub_detail", user(s.subDetail))
}

// subDetail is one subscription with what the engine knows of it, the
// download records it asked for and its run logs.
func (s *Server) subDetail(r *http.Request) (any, error) {
	id, err := queryID(r, "id", Error{"订阅ID无效"})
	if err != nil {
		return nil, err
	}
	if id == 0 {
		return nil, Error{"缺少订阅ID"}
	}
	u, _ := s.currentUser(r)
	sub, err := s.subs.Get(r.Context(), u, id)
	if err != nil {
		return nil, err
	}
	progress, err := s.subs.Progress(r.Context(), id)
	if err != nil {
		return nil, err
	}
	logs, err := s.subs.Logs(r.Context(), u, id)
	if err != nil {
		return nil, err
	}
	list, err := s.downloads.List(r.Context(), downloads.Filter{SubID: id}, 0, detailRecords)
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
	list, _ := settings.SitesSection.Load(ctx, s.store) // unreadable: the catalogue still names them
	return func(code string) string {
		for _, st := range list {
			if st.SiteName == code && strings.TrimSpace(st.Alias) != "" {
				return st.Alias
			}
		}
		return siteTitle(code)
	}
}

// checkInlineFilter checks a 独立设置过滤器 with the filter editor's rules
// and keeps it in their one spelling (no "all" sentinels, numbers as
// numbers), so the engine reads it as it reads saved filters.
func checkInlineFilter(o *subscribe.Options) error {
	if o.FilterName != subscribe.FilterNew || len(o.FilterConfig) == 0 || o.FilterConfig[0] != '{' {
		return nil // the subscribe package refuses a missing one
	}
	var in filters.Input
	if err := json.Unmarshal(o.FilterConfig, &in); err != nil {
		return Error{"独立设置的过滤器格式不正确"}
	}
	f, err := in.ValidateInline()
	if err != nil {
		return asBusiness(err)
	}
	o.FilterConfig, err = json.Marshal(f)
	return err
}
