package api

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/movie-robot/web-console/server/ptsites"
)

// streamWriteLimit bounds one line's write to a reader that stopped reading.
const streamWriteLimit = 10 * time.Second

// searchStreamLine is one line of GET /api/movie/search_stream (NDJSON):
// "start" (the sites asked and the deadline), a "site" per site as it
// finishes (ptsites.SiteReport) — a site that reads its results page by
// page is sent with page 1, 2 … and more: true as each page is read, then
// once more without more (its last page, no rows) when it is finished —,
// and "done" (the summary search_keyword
// would have answered, torrents left out: they came with their sites).
type searchStreamLine struct {
	Type string `json:"type"`
	*ptsites.SiteReport
	Sites      []ptsites.SiteRef     `json:"sites,omitempty"`
	DeadlineMS int64                 `json:"deadline_ms,omitempty"`
	Summary    *ptsites.SearchAnswer `json:"summary,omitempty"`
}

// startStream begins an answer sent piece by piece (events, result
// lines): never cached, passed on by nginx at once rather than buffered;
// the controller flushes each piece and bounds its write.
func startStream(w http.ResponseWriter, contentType string) *http.ResponseController {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	return http.NewResponseController(w)
}

// searchStream: GET /api/movie/search_stream?keyword=&cates=&site_id= (an
// addition): search_keyword's search with each site's results, state and
// time sent the moment it finishes, the whole bounded by the web-search
// time-out. A bad request answers the usual envelope before any line.
// search_keyword stays for proxy mode and the scripting SDK.
func (s *Server) searchStream(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	ss, err := s.Sites.StreamSearch(r.Context(), u.ID, searchInput(r))
	if err != nil {
		return nil, err
	}
	return Raw(func(w http.ResponseWriter, r *http.Request) {
		rc := startStream(w, "application/x-ndjson; charset=utf-8")
		enc := json.NewEncoder(w)
		send := func(line searchStreamLine) {
			rc.SetWriteDeadline(time.Now().Add(streamWriteLimit))
			if enc.Encode(line) == nil {
				rc.Flush()
			}
		}
		send(searchStreamLine{Type: "start", Sites: ss.Sites, DeadlineMS: ss.Deadline.Milliseconds()})
		a := ss.Run(func(rep ptsites.SiteReport) {
			// The same category filter as search_keyword's, per site.
			kept, err := keepPermitted(s, r, rep.Torrents, func(t ptsites.Torrent) string { return t.CateLevel1 })
			if err != nil {
				s.Logger.Warn("search results not filtered", "error", err)
				kept = []ptsites.Torrent{}
			}
			rep.Torrents = kept
			send(searchStreamLine{Type: "site", SiteReport: &rep})
		})
		a.Torrents = nil
		send(searchStreamLine{Type: "done", Summary: &a})
	}), nil
}

// searchInput is search_keyword's and search_stream's query.
func searchInput(r *http.Request) ptsites.SearchInput {
	q := r.URL.Query()
	return ptsites.SearchInput{
		Keyword: q.Get("keyword"), Cates: csv(q.Get("cates")), Sites: csv(q.Get("site_id")), Cache: q.Get("cache") == "true",
		SearchDouban: q.Get("searchDouban"), SearchMediaServer: q.Get("searchMediaServer"), SearchSite: q.Get("searchSite"),
	}
}
