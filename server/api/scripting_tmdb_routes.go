package api

import (
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
		return s.metadata.TMDBRawDetail(r.Context(), kind, id, r.URL.Query().Get("language"))
	}))
	s.mux.Handle("GET /api/tmdb/search", user(func(r *http.Request) (any, error) {
		kind, err := metadata.TMDBKind(r.URL.Query().Get("media_type"))
		if err != nil {
			return nil, err
		}
		query, err := needQuery(r, "query")
		if err != nil {
			return nil, err
		}
		year, err := optInt(r, "year")
		if err != nil {
			return nil, err
		}
		return s.metadata.TMDBRawSearch(r.Context(), kind, query, year, r.URL.Query().Get("language"))
	}))
	s.mux.Handle("GET /api/tmdb/search_multi", user(func(r *http.Request) (any, error) {
		query, err := needQuery(r, "query")
		if err != nil {
			return nil, err
		}
		page, err := optInt(r, "page")
		if err != nil {
			return nil, err
		}
		return s.metadata.TMDBRawSearchMulti(r.Context(), query, page, r.URL.Query().Get("language"))
	}))
	s.mux.Handle("GET /api/tmdb/get_external_ids", user(func(r *http.Request) (any, error) {
		kind, id, err := kindAndID(r)
		if err != nil {
			return nil, err
		}
		return s.metadata.TMDBRawExternalIDs(r.Context(), kind, id)
	}))
	s.mux.Handle("GET /api/tmdb/get_credits", user(func(r *http.Request) (any, error) {
		kind, id, err := kindAndID(r)
		if err != nil {
			return nil, err
		}
		season, err := optInt(r, "season_number")
		if err != nil {
			return nil, err
		}
		return s.metadata.TMDBRawCredits(r.Context(), kind, id, season)
	}))
	s.mux.Handle("GET /api/tmdb/get_aka_names", user(func(r *http.Request) (any, error) {
		kind, id, err := kindAndID(r)
		if err != nil {
			return nil, err
		}
		return s.metadata.TMDBRawAkaNames(r.Context(), kind, id)
	}))
	s.mux.Handle("GET /api/tmdb/get_tv_episode", user(func(r *http.Request) (any, error) {
		var n [3]int
		for i, name := range []string{"tmdb_id", "season_number", "episode_number"} {
			v, err := optInt(r, name)
			if err != nil || v <= 0 {
				return nil, Error{"缺少 " + name}
			}
			n[i] = v
		}
		return s.metadata.TMDBRawEpisode(r.Context(), n[0], n[1], n[2], r.URL.Query().Get("language"))
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
		return s.metadata.TMDBRequest(r.Context(), in.URI, params)
	}))
	s.scriptingDoubanRoutes(user)
}

func (s *Server) scriptingDoubanRoutes(user func(h func(r *http.Request) (any, error)) http.Handler) {
	s.mux.Handle("GET /api/douban/get", user(func(r *http.Request) (any, error) {
		id, err := needQuery(r, "douban_id")
		if err != nil {
			return nil, err
		}
		return s.metadata.ScriptDouban(r.Context(), id)
	}))
	s.mux.Handle("GET /api/douban/list_ranking", user(func(r *http.Request) (any, error) {
		rank, err := needQuery(r, "ranking_type")
		if err != nil {
			return nil, err
		}
		items, err := s.metadata.ScriptRanking(r.Context(), rank, queryBool(r, "proxy_pic"))
		if err != nil {
			return nil, err
		}
		return map[string]any{"result": items}, nil
	}))
	s.mux.Handle("GET /api/douban/use_api_search", user(func(r *http.Request) (any, error) {
		keyword, err := needQuery(r, "keyword")
		if err != nil {
			return nil, err
		}
		count, err := optInt(r, "count")
		if err != nil {
			return nil, err
		}
		items, err := s.metadata.ScriptSearch(r.Context(), keyword, count)
		if err != nil {
			return nil, err
		}
		return map[string]any{"items": items}, nil
	}))
}

// kindAndID reads media_type and tmdb_id.
func kindAndID(r *http.Request) (string, int, error) {
	kind, err := metadata.TMDBKind(r.URL.Query().Get("media_type"))
	if err != nil {
		return "", 0, Error{err.Error()}
	}
	id, err := optInt(r, "tmdb_id")
	if err != nil || id <= 0 {
		return "", 0, Error{"缺少 tmdb_id"}
	}
	return kind, id, nil
}

// needQuery is a query value that must be given.
func needQuery(r *http.Request, name string) (string, error) {
	v := strings.TrimSpace(r.URL.Query().Get(name))
	if v == "" {
		return "", Error{"缺少 " + name}
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
		return 0, Error{name + " 必须是整数"}
	}
	return n, nil
}

// queryBool reads the SDK's booleans ("true"/"True"/"1").
func queryBool(r *http.Request, name string) bool {
	b, _ := strconv.ParseBool(strings.TrimSpace(r.URL.Query().Get(name)))
	return b
}
