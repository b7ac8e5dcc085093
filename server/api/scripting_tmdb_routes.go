package api

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/metadata"
)

// scriptingMetaRoutes are the TMDB and Douban calls of the original's
// Python SDK (moviebotapi.tmdb, moviebotapi.douban), beyond the contract.
// Scripts sign in with an API key (AccessKey header); the SDK sends its
// None arguments as empty query values, which mean "not given" here.
func (s *Server) scriptingMetaRoutes() {
	user := s.userMeta
	s.mux.Handle("GET /api/tmdb/get", user(func(r *http.Request) (any, error) {
		kind, id, err := kindAndID(r)
		if err != nil {
			return nil, err
		}
		return s.Metadata.TMDBRawDetail(r.Context(), kind, id, r.URL.Query().Get("language"))
	}))
	s.mux.Handle("GET /api/tmdb/search", user(func(r *http.Request) (any, error) {
		kind, err := metadata.TMDBKind(r.URL.Query().Get("media_type"))
		q := sdkQuery{r: r, err: err}
		query, year := q.need("query"), q.int("year")
		if q.err != nil {
			return nil, q.err
		}
		return s.Metadata.TMDBRawSearch(r.Context(), kind, query, year, r.URL.Query().Get("language"))
	}))
	s.mux.Handle("GET /api/tmdb/search_multi", user(func(r *http.Request) (any, error) {
		q := sdkQuery{r: r}
		query, page := q.need("query"), q.int("page")
		if q.err != nil {
			return nil, q.err
		}
		return s.Metadata.TMDBRawSearchMulti(r.Context(), query, page, r.URL.Query().Get("language"))
	}))
	s.mux.Handle("GET /api/tmdb/get_external_ids", byTMDB(user, s.Metadata.TMDBRawExternalIDs))
	s.mux.Handle("GET /api/tmdb/get_credits", byTMDBSeason(user, s.Metadata.TMDBRawCredits))
	s.mux.Handle("GET /api/tmdb/get_aka_names", byTMDB(user, s.Metadata.TMDBRawAkaNames))
	s.mux.Handle("GET /api/tmdb/get_tv_episode", user(func(r *http.Request) (any, error) {
		var n [3]int
		for i, name := range []string{"tmdb_id", "season_number", "episode_number"} {
			v, err := optInt(r, name)
			if err != nil || v <= 0 {
				return nil, Error{Message: "缺少 " + name}
			}
			n[i] = v
		}
		return s.Metadata.TMDBRawEpisode(r.Context(), n[0], n[1], n[2], r.URL.Query().Get("language"))
	}))
	s.mux.Handle("POST /api/tmdb/request_api", user(func(r *http.Request) (any, error) {
		var in struct {
			URI    string         `json:"uri" required:"true"`
			Params map[string]any `json:"params"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		params := map[string]string{}
		for k, v := range in.Params {
			if v != nil {
				params[k] = fmt.Sprint(v)
			}
		}
		return s.Metadata.TMDBRequest(r.Context(), in.URI, params)
	}))
	s.scriptingDoubanRoutes(user)
}

func (s *Server) scriptingDoubanRoutes(user metaWrap) {
	s.mux.Handle("GET /api/douban/get", byDouban(user, s.Metadata.ScriptDouban))
	s.mux.Handle("GET /api/douban/list_ranking", user(func(r *http.Request) (any, error) {
		rank, err := needQuery(r, "ranking_type")
		if err != nil {
			return nil, err
		}
		items, err := s.Metadata.ScriptRanking(r.Context(), rank, queryBool(r, "proxy_pic"))
		if err != nil {
			return nil, err
		}
		return map[string]any{"result": items}, nil
	}))
	s.mux.Handle("GET /api/douban/use_api_search", user(func(r *http.Request) (any, error) {
		q := sdkQuery{r: r}
		keyword, count := q.need("keyword"), q.int("count")
		if q.err != nil {
			return nil, q.err
		}
		items, err := s.Metadata.ScriptSearch(r.Context(), keyword, count)
		if err != nil {
			return nil, err
		}
		return map[string]any{"items": items}, nil
	}))
}

// metaWrap makes a metadata handler an endpoint (Server.userMeta).
type metaWrap = func(h func(r *http.Request) (any, error)) http.Handler

// byTMDB is a call that takes media_type and tmdb_id, the SDK calls
// differing only in the look-up behind them.
func byTMDB[T any](user metaWrap, look func(context.Context, string, int) (T, error)) http.Handler {
	return user(func(r *http.Request) (any, error) {
		kind, id, err := kindAndID(r)
		if err != nil {
			return nil, err
		}
		return look(r.Context(), kind, id)
	})
}

// byTMDBSeason is byTMDB with the optional season_number.
func byTMDBSeason[T any](user metaWrap, look func(context.Context, string, int, int) (T, error)) http.Handler {
	return user(func(r *http.Request) (any, error) {
		q := sdkQuery{r: r}
		kind, id := q.kindAndID()
		season := q.int("season_number")
		if q.err != nil {
			return nil, q.err
		}
		return look(r.Context(), kind, id, season)
	})
}

// byDouban is a call that takes douban_id.
func byDouban[T any](user metaWrap, look func(context.Context, string) (T, error)) http.Handler {
	return user(func(r *http.Request) (any, error) {
		id, err := needQuery(r, "douban_id")
		if err != nil {
			return nil, err
		}
		return look(r.Context(), id)
	})
}

// sdkQuery reads a script's query values. The first bad one is kept in
// err and the reads after it answer zero values, so a call taking several
// values checks once.
type sdkQuery struct {
	r   *http.Request
	err error
}

func (q *sdkQuery) need(name string) (v string) {
	if q.err == nil {
		v, q.err = needQuery(q.r, name)
	}
	return v
}

func (q *sdkQuery) int(name string) (n int) {
	if q.err == nil {
		n, q.err = optInt(q.r, name)
	}
	return n
}

func (q *sdkQuery) kindAndID() (kind string, id int) {
	if q.err == nil {
		kind, id, q.err = kindAndID(q.r)
	}
	return kind, id
}

// kindAndID reads media_type and tmdb_id.
func kindAndID(r *http.Request) (string, int, error) {
	kind, err := metadata.TMDBKind(r.URL.Query().Get("media_type"))
	if err != nil {
		return "", 0, Error{Message: err.Error()}
	}
	id, err := optInt(r, "tmdb_id")
	if err != nil || id <= 0 {
		return "", 0, Error{Message: "缺少 tmdb_id"}
	}
	return kind, id, nil
}

// needQuery is a query value that must be given.
func needQuery(r *http.Request, name string) (string, error) {
	v := strings.TrimSpace(r.URL.Query().Get(name))
	if v == "" {
		return "", Error{Message: "缺少 " + name}
	}
	return v, nil
}

// optInt is an optional whole-number query value (absent or empty = 0).
func optInt(r *http.Request, name string) (int, error) {
	v := strings.TrimSpace(r.URL.Query().Get(name))
	if v == "" || v == "None" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, Error{Message: name + " 必须是整数"}
	}
	return n, nil
}

// queryBool reads the SDK's booleans ("true"/"True"/"1").
func queryBool(r *http.Request, name string) bool {
	b, _ := strconv.ParseBool(strings.TrimSpace(r.URL.Query().Get(name)))
	return b
}
