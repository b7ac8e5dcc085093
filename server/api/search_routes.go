package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/grab"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
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
	a, err := s.Sites.Search(r.Context(), u.ID, searchInput(r))
	if err != nil {
		var biz Error
		var setup settings.NeedsSetup
		switch {
		case errors.As(err, &biz):
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
	return s.Sites.History(r.Context(), u.ID)
}

// downloadTorrent fetches a search result's .torrent with the site's
// credentials and adds it to the download client the site is bound to.
func (s *Server) downloadTorrent(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	q := r.URL.Query()
	id, err := strconv.ParseInt(q.Get("id"), 10, 64)
	if err != nil {
		return nil, Error{Message: "种子编号（id）不正确"}
	}
	return s.sendFound(r, u, grab.Request{FoundID: id, Site: q.Get("site_id"), SavePath: q.Get("save_path"),
		Better: q.Get("better_version") == "true", Force: q.Get("force") == "1"})
}

// sendFound sends a kept search result for user u, checked against the
// asking user's categories: download/torrent and the activity screen's
// 重试 of a failed one. A title held already is a question the UI asks.
func (s *Server) sendFound(r *http.Request, u store.User, in grab.Request) (any, error) {
	savePath, err := s.checkSavePath(r.Context(), in.SavePath)
	if err != nil {
		return nil, err
	}
	may, err := s.mayUseCategory(r)
	if err != nil {
		return nil, err
	}
	in.SavePath, in.User, in.MayUse = savePath, u, may
	sent, err := s.grab.Send(r.Context(), in)
	if held := (grab.Held{}); errors.As(err, &held) {
		v := held.Verdict
		return nil, Confirm{Message: held.Message, Data: map[string]any{"filed": v.Filed, "reason": v.Reason, "name": v.Name}}
	} else if err != nil {
		return nil, err
	}
	replaced := ""
	if sent.Replaced != "" {
		replaced = "（" + sent.Replaced + "，已从下载器删除）"
	}
	return Result{Message: "已提交到下载器" + sent.Client + "：" + sent.Name + replaced,
		Data: map[string]any{"record_id": sent.RecordID, "hash": sent.Hash, "client": sent.Client}}, nil
}
