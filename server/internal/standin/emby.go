package standin

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// "emby" and "jellyfin" answer the Emby-style API both products share:
// /System/Info, item search (/Items?SearchTerm=…), one item's streams
// (/Items?Ids=…), a series' episodes (/Shows/{id}/Episodes), images and
// POST /Library/Refresh. They differ where the products do: Emby takes the
// key from X-Emby-Token or ?api_key= and PascalCase query names (and also
// serves everything under /emby); Jellyfin also takes Authorization:
// MediaBrowser Token="…" and X-MediaBrowser-Token, and its clients send
// camelCase query names. Options: api_key (required key, default
// "stand-in-key"), version, items (synthetic titles added to the library:
// the scale bench's 10,000, see synthLibrary).
func init() {
	register("emby", func(o url.Values) http.Handler { return newEmbyStyle(o, false) })
	register("jellyfin", func(o url.Values) http.Handler { return newEmbyStyle(o, true) })
}

type embyStyle struct {
	key, version, serverID string
	jellyfin               bool
	// without: TMDB ids this instance's library leaves out (option
	// "without=129,…"), for a test whose title must not be held yet.
	without map[string]bool
	// library: the shared small library, then the synthetic titles.
	library []libItem
}

func newEmbyStyle(o url.Values, jellyfin bool) http.Handler {
	e := &embyStyle{key: opt(o, "api_key", "stand-in-key"), version: opt(o, "version", "4.8.0.80"),
		serverID: "e5b0c0ffee00000000000000000000e1", jellyfin: jellyfin, without: map[string]bool{}}
	n, _ := strconv.Atoi(o.Get("items"))
	e.library = append(append([]libItem(nil), library...), synthLibrary(n)...)
	for _, id := range strings.Split(o.Get("without"), ",") {
		e.without[id] = id != ""
	}
	if jellyfin {
		e.version, e.serverID = opt(o, "version", "10.9.11"), "1f0c0ffee00000000000000000000f11"
	}
	return e
}

// q is a query name in the product's convention: Emby's SearchTerm is
// Jellyfin's searchTerm.
func (e *embyStyle) q(name string) string {
	if e.jellyfin {
		return strings.ToLower(name[:1]) + name[1:]
	}
	return name
}

func (e *embyStyle) authorized(r *http.Request) bool {
	got := []string{r.Header.Get("X-Emby-Token"), r.URL.Query().Get("api_key")}
	if e.jellyfin {
		got = append(got, r.Header.Get("X-MediaBrowser-Token"), mediaBrowserToken(r.Header.Get("Authorization")))
	}
	for _, g := range got {
		if g == e.key {
			return true
		}
	}
	return false
}

// mediaBrowserToken reads Token="…" from a MediaBrowser authorization.
func mediaBrowserToken(h string) string {
	_, rest, ok := strings.Cut(h, "MediaBrowser ")
	if !ok {
		return ""
	}
	_, tok, ok := strings.Cut(rest, `Token="`)
	if !ok {
		return ""
	}
	tok, _, _ = strings.Cut(tok, `"`)
	return tok
}

func (e *embyStyle) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	path := r.URL.Path
	if !e.jellyfin {
		path = strings.TrimPrefix(path, "/emby")
	}
	if strings.HasPrefix(path, "/Items/") && strings.Contains(path, "/Images/") && r.Method == http.MethodGet {
		w.Header().Set("Content-Type", "image/png")
		w.Write(posterPNG) // images need no key, as on the real servers
		return
	}
	if !e.authorized(r) {
		w.WriteHeader(http.StatusUnauthorized)
		fmt.Fprint(w, "Access token is invalid or expired.")
		return
	}
	switch {
	case r.Method == http.MethodGet && path == "/System/Info":
		writeJSON(w, map[string]any{"ServerName": "stand-in", "Version": e.version, "Id": e.serverID})
	case r.Method == http.MethodPost && path == "/Library/Refresh":
		w.WriteHeader(http.StatusNoContent)
	case r.Method == http.MethodGet && path == "/Items":
		e.items(w, r)
	case r.Method == http.MethodGet && strings.HasPrefix(path, "/Shows/") && strings.HasSuffix(path, "/Episodes"):
		e.episodes(w, r, strings.TrimSuffix(strings.TrimPrefix(path, "/Shows/"), "/Episodes"))
	default:
		http.NotFound(w, r)
	}
}

// items answers a search or a look-up by id, each with exactly the query
// the media-server client sends.
func (e *embyStyle) items(w http.ResponseWriter, r *http.Request) {
	query := r.URL.Query()
	query.Del("api_key")
	if query.Has(e.q("Ids")) {
		if !exactQuery(w, query, map[string]string{e.q("Ids"): query.Get(e.q("Ids")), e.q("Fields"): "MediaSources"}) {
			return
		}
		var out []any
		if it, ep, ok := findIn(e.library, query.Get(e.q("Ids"))); ok && !e.without[it.Tmdb] {
			out = append(out, e.itemJSON(it, ep))
		}
		writeJSON(w, map[string]any{"Items": out, "TotalRecordCount": len(out)})
		return
	}
	if !query.Has(e.q("SearchTerm")) && query.Has(e.q("StartIndex")) {
		e.listing(w, query)
		return
	}
	if !exactQuery(w, query, map[string]string{e.q("SearchTerm"): query.Get(e.q("SearchTerm")),
		e.q("IncludeItemTypes"): "Movie,Series", e.q("Recursive"): "true", e.q("Fields"): "ProviderIds,MediaSources",
		e.q("Limit"): "20"}) {
		return
	}
	out := []any{}
	for _, it := range searchIn(e.library, query.Get(e.q("SearchTerm")), map[string]bool{"Movie": true, "Series": true}) {
		if e.without[it.Tmdb] {
			continue
		}
		out = append(out, e.itemJSON(it, nil))
	}
	writeJSON(w, map[string]any{"Items": out, "TotalRecordCount": len(out), "StartIndex": 0})
}

func (e *embyStyle) episodes(w http.ResponseWriter, r *http.Request, seriesID string) {
	query := r.URL.Query()
	query.Del("api_key")
	if !exactQuery(w, query, map[string]string{e.q("Fields"): "MediaSources"}) {
		return
	}
	it, ep, ok := findIn(e.library, seriesID)
	if !ok || ep != nil || it.Type != "Series" {
		w.WriteHeader(http.StatusNotFound)
		return
	}
	out := []any{}
	for i := range it.Episodes {
		out = append(out, e.itemJSON(it, &it.Episodes[i]))
	}
	writeJSON(w, map[string]any{"Items": out, "TotalRecordCount": len(out), "StartIndex": 0})
}

// exactQuery checks that the query holds exactly want, answering 400 with
// the difference otherwise.
func exactQuery(w http.ResponseWriter, got url.Values, want map[string]string) bool {
	ok := len(got) == len(want)
	for k, v := range want {
		ok = ok && len(got[k]) == 1 && got[k][0] == v
	}
	if !ok {
		w.WriteHeader(http.StatusBadRequest)
		fmt.Fprintf(w, "stand-in: query %v, want exactly %v", got, want)
	}
	return ok
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	json.NewEncoder(w).Encode(v)
}
