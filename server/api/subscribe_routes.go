package api

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/customsub"
	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// subscribeRoutes are the subscription records (api-contract §2.12 and
// CONTRACTS C3 sub_tmdb). Users see and delete their own; admins all, and
// only admins approve or refuse.
func (s *Server) subscribeRoutes() {
	user := s.userMeta
	admin := func(h func(r *http.Request) (any, error)) http.Handler {
		return s.handle(s.requireAdmin(requestOnly(h)))
	}
	s.mux.Handle("GET /api/subscribe/list", user(func(r *http.Request) (any, error) {
		u, _ := s.currentUser(r)
		q := r.URL.Query()
		// An addition: with page or size the answer is one page {total,
		// page, size, items, areas, genres}, filtered by status, area, cate
		// and keyword in indexed SQL. Without them it is the whole list,
		// as the original answers it (its SDK and proxy mode rely on that).
		if subscribe.Paged(q) {
			f, err := subscribe.ParseListFilter(q)
			if err != nil {
				return nil, Error{Message: err.Error()}
			}
			return s.Subscriptions.ListPage(r.Context(), u, f)
		}
		mt := q.Get("media_type")
		if mt != "" && mt != "Movie" && mt != "TV" {
			return nil, Error{Message: "media_type 只能是 Movie 或 TV"}
		}
		// status (the SDK's SubscribeApi.list(status=…), an addition; the
		// UI filters on its side): only the subscriptions in that state.
		var only *int
		if raw := r.URL.Query().Get("status"); raw != "" {
			n, err := strconv.Atoi(raw)
			if err != nil {
				return nil, Error{Message: "status 必须是订阅状态的数字（0 订阅中、1 已完成、2 洗版中、3 等待批准）"}
			}
			only = &n
		}
		list, err := s.Subscriptions.List(r.Context(), u, mt)
		if err != nil || only == nil {
			return list, err
		}
		kept := []subscribe.Sub{}
		for _, x := range list {
			if x.Status == *only {
				kept = append(kept, x)
			}
		}
		return kept, nil
	}))
	s.mux.Handle("GET /api/subscribe/get_sub", user(func(r *http.Request) (any, error) {
		id, err := queryID(r, "id", Error{Message: "缺少订阅ID"})
		if err != nil {
			return nil, err
		}
		u, _ := s.currentUser(r)
		return s.Subscriptions.Get(r.Context(), u, id)
	}))
	s.mux.Handle("POST /api/subscribe/sub_douban", user(subscribeFrom(s, s.Subscriptions.SubDouban,
		func(in *subscribe.DoubanInput) *subscribe.Options { return &in.Options })))
	s.mux.Handle("POST /api/subscribe/sub_tmdb", user(subscribeFrom(s, s.Subscriptions.SubTMDB,
		func(in *subscribe.TMDBInput) *subscribe.Options { return &in.Options })))
	s.mux.Handle("POST /api/subscribe/delete_sub", user(func(r *http.Request) (any, error) {
		var in struct {
			ID        json.RawMessage `json:"id"`
			SeasonIDs []json.Number   `json:"season_ids"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		seasons := make([]string, 0, len(in.SeasonIDs))
		for _, n := range in.SeasonIDs {
			seasons = append(seasons, n.String())
		}
		u, _ := s.currentUser(r)
		n, err := s.Subscriptions.Delete(r.Context(), u, strings.Trim(string(in.ID), `" `), seasons)
		return Result{Message: "已取消订阅" + plural(n)}, err
	}))
	s.mux.Handle("GET /api/subscribe/approved", admin(func(r *http.Request) (any, error) {
		return s.decide(r, s.Subscriptions.Approve)
	}))
	s.mux.Handle("GET /api/subscribe/refuse", admin(func(r *http.Request) (any, error) {
		return s.decide(r, s.Subscriptions.Refuse)
	}))
	s.mux.Handle("GET /api/subscribe/get_sub_logs", user(func(r *http.Request) (any, error) {
		id, err := queryID(r, "sub_id", Error{Message: "缺少订阅ID"})
		if err != nil {
			return nil, err
		}
		if t := r.URL.Query().Get("sub_type"); t == "CustomSub" {
			return s.customLogs(r, id)
		} else if t != "" && t != "Sub" {
			return []subscribe.LogEntry{}, nil
		}
		u, _ := s.currentUser(r)
		return s.Subscriptions.Logs(r.Context(), u, id)
	}))
	s.mux.Handle("GET /api/subscribe/get_sub_log_text", user(func(r *http.Request) (any, error) {
		if v := r.URL.Query().Get("log_id"); strings.HasPrefix(v, customsub.LogPrefix) {
			return s.customLogText(r, v)
		}
		id, err := queryID(r, "log_id", Error{Message: "缺少日志ID"})
		if err != nil {
			return nil, err
		}
		u, _ := s.currentUser(r)
		return s.Subscriptions.LogText(r.Context(), u, id)
	}))
}

// decide runs approve or refuse on the query's sub_id.
func (s *Server) decide(r *http.Request, act func(ctx context.Context, u store.User, id int64) (string, error)) (any, error) {
	id, err := queryID(r, "sub_id", Error{Message: "缺少订阅ID"})
	if err != nil {
		return nil, err
	}
	u, _ := s.currentUser(r)
	msg, err := act(r.Context(), u, id)
	return Result{Message: msg}, err
}

func plural(n int) string {
	if n > 1 {
		return "（" + strconv.Itoa(n) + "项）"
	}
	return ""
}

// subscribeFrom answers a subscribe dialog's POST: its body, its inline
// filter checked as the filter editor checks one, then sub for the
// signed-in user; options is where the body keeps the dialog's choices.
func subscribeFrom[I any](s *Server, sub func(context.Context, store.User, I) (string, error),
	options func(*I) *subscribe.Options) func(r *http.Request) (any, error) {
	return func(r *http.Request) (any, error) {
		var in I
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		if o := options(&in); o.FilterName == subscribe.FilterNew {
			var err error
			if o.FilterConfig, err = filters.Inline(o.FilterConfig); err != nil {
				return nil, err
			}
		}
		u, _ := s.currentUser(r)
		msg, err := sub(r.Context(), u, in)
		return Result{Message: msg}, err
	}
}
