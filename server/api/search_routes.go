package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
)

// searchRoutes: torrent search across the sites (api-contract §2.10) and
// submitting a result to the download client (§2.9 paths, torrent).
func (s *Server) searchRoutes() {
	user := s.signedIn
	s.mux.Handle("GET /api/movie/search_keyword", user(s.searchKeyword))
	s.mux.Handle("GET /api/movie/search_stream", user(s.searchStream))
	s.mux.Handle("GET /api/movie/get_search_keyword_cache", user(s.searchHistory))
	s.mux.Handle("GET /api/download/paths", user(s.downloadPaths))
	s.mux.Handle("GET /api/download/path_kinds", user(s.downloadPathKinds))
	s.mux.Handle("GET /api/download/torrent", user(s.downloadTorrent))
}

// searchKeyword answers {code, message, data, error}: the UI checks the
// top-level error field, not code (api-contract §5.8).
func (s *Server) searchKeyword(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	a, err := s.sites.Search(r.Context(), u.ID, searchInput(r))
	if err != nil {
		var biz ptsites.Invalid
		var setup settings.NeedsSetup
		switch {
		case asInvalid(err, &biz):
			return failedSearch(Envelope{Code: codeFail, Message: biz.Message}), nil
		case errors.As(err, &setup):
			return failedSearch(s.setupFailure(r, setup)), nil
		}
		return nil, err
	}
	// The answer may be cached and shared: each user's categories apply here.
	if a.Torrents, err = keepPermitted(s, r, a.Torrents, func(t ptsites.Torrent) string { return t.CateLevel1 }); err != nil {
		return nil, err
	}
	return a, nil
}

func asInvalid(err error, out *ptsites.Invalid) bool {
	v, ok := err.(ptsites.Invalid)
	if ok {
		*out = v
	}
	return ok
}

// failedSearch is the failure answer of search_keyword: the envelope
// (with its reason, if any) and the message also under "error".
func failedSearch(env Envelope) Raw {
	return func(w http.ResponseWriter, _ *http.Request) {
		body, _ := json.Marshal(struct {
			Envelope
			Error string `json:"error"`
		}{env, env.Message})
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Write(body)
	}
}

func csv(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func (s *Server) searchHistory(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	return s.sites.History(r.Context(), u.ID)
}
