package api

import (
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/users"
)

// scriptingSiteRoutes are the torrent and media-server calls of the
// original's Python SDK (moviebotapi.site, moviebotapi.mediaserver).
// Download links carry the site passkey: only administrators get them.
func (s *Server) scriptingSiteRoutes() {
	user := s.signedIn
	s.mux.Handle("POST /api/site/search_remote", user(s.scriptSearch(true)))
	s.mux.Handle("POST /api/site/search_local", user(s.scriptSearch(false)))
	s.mux.Handle("GET /api/site/list_local_torrents", user(func(w http.ResponseWriter, r *http.Request) (any, error) {
		u, _ := s.currentUser(r)
		list, err := s.Sites.ListLocal(r.Context(), strings.TrimSpace(r.URL.Query().Get("start_time")), u.Role == store.RoleAdmin)
		if err != nil {
			return nil, err
		}
		return s.onlyPermitted(r, list)
	}))
	media := s.userMeta
	s.mux.Handle("GET /api/media_server/search_by_tmdb", media(func(r *http.Request) (any, error) {
		return s.mediaByTMDB(r)
	}))
	s.mux.Handle("GET /api/media_server/list_episodes_from_tmdb", media(func(r *http.Request) (any, error) {
		season, err := optInt(r, "season_number")
		if err != nil || season <= 0 {
			return nil, Error{Message: "缺少 season_number"}
		}
		items, err := s.mediaByTMDB(r)
		if err != nil {
			return nil, err
		}
		return mediaserver.SeasonEpisodes(items, season), nil
	}))
}

// scriptQuery is search_remote's and search_local's body. query is one or
// more {key, value}: key "keyword" or "imdb_id" (the SDK's SearchType
// values; str() of the enum, "SearchType.Keyword", is accepted too).
type scriptQuery struct {
	Query []struct {
		Key   string `json:"key"`
		Value string `json:"value"`
	} `json:"query" required:"true"`
	CateLevel1 []string `json:"cate_level1"`
	Timeout    int      `json:"timeout"`
	SiteID     []string `json:"site_id"`
}

func (s *Server) scriptSearch(remote bool) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		var in scriptQuery
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		q := ptsites.ScriptQuery{Cates: in.CateLevel1, Sites: in.SiteID, Timeout: in.Timeout}
		for _, kv := range in.Query {
			switch strings.ToLower(strings.TrimPrefix(kv.Key, "SearchType.")) {
			case "keyword":
				q.Keyword = strings.TrimSpace(q.Keyword + " " + kv.Value)
			case "imdb_id", "imdb":
				q.IMDbID = strings.TrimSpace(kv.Value)
			default:
				return nil, Error{Message: "query 的 key 只能是 keyword 或 imdb_id"}
			}
		}
		u, _ := s.currentUser(r)
		var list []ptsites.ScriptTorrent
		var err error
		if remote {
			list, err = s.Sites.SearchRemote(r.Context(), q, u.Role == store.RoleAdmin)
		} else {
			list, err = s.Sites.SearchLocal(r.Context(), q, u.Role == store.RoleAdmin)
		}
		if err != nil {
			return nil, err
		}
		return s.onlyPermitted(r, list)
	}
}

// onlyPermitted drops the torrents of categories a normal user may not
// search (their profile's permission categories).
func (s *Server) onlyPermitted(r *http.Request, list []ptsites.ScriptTorrent) (any, error) {
	return keepPermitted(s, r, list, func(t ptsites.ScriptTorrent) string { return t.CateLevel1 })
}

// mayUseCategory is users.CategoryRule for the signed-in user, for every
// route (the scripting search, search_keyword, download/torrent, the
// search templates).
func (s *Server) mayUseCategory(r *http.Request) (func(category string) bool, error) {
	u, _ := s.currentUser(r)
	p, err := s.Users.Profile(r.Context(), u.ID)
	if err != nil {
		return nil, err
	}
	return users.CategoryRule(u, p), nil
}

// keepPermitted is list without the items of categories the user may not use.
func keepPermitted[T any](s *Server, r *http.Request, list []T, category func(T) string) ([]T, error) {
	may, err := s.mayUseCategory(r)
	if err != nil {
		return nil, err
	}
	out := []T{}
	for _, t := range list {
		if may(category(t)) {
			out = append(out, t)
		}
	}
	return out, nil
}

// mediaByTMDB searches the media servers for ?tmdb_id (fetch_all: every
// server, else the first that holds it).
func (s *Server) mediaByTMDB(r *http.Request) ([]mediaserver.Item, error) {
	id, err := optInt(r, "tmdb_id")
	if err != nil || id <= 0 {
		return nil, Error{Message: "缺少 tmdb_id"}
	}
	servers, err := settings.MediaServersSection.Load(r.Context(), s.Store)
	if err != nil || len(servers) == 0 {
		return []mediaserver.Item{}, err
	}
	titles, err := s.Metadata.TMDBTitles(r.Context(), id)
	if err != nil {
		return nil, err
	}
	items, err := s.mediaSearcher().SearchByTMDB(r.Context(), servers, id, titles, queryBool(r, "fetch_all"))
	return items, err
}
