package standin

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// "plex" answers a Plex Media Server's JSON API (Accept: application/json):
// the public /identity, and with the X-Plex-Token (header or query)
// /library/sections, /hubs/search, /library/metadata/{id} with its
// children (seasons, then episodes — Plex lists only the episodes it has),
// images (also scaled through /photo/:/transcode),
// GET /library/sections/{id}/refresh, and the library screen's listing:
// /library/sections/{id}/all paged by X-Plex-Container-Start and -Size,
// and a show's episodes, /library/metadata/{id}/allLeaves. Options: token
// (default "stand-in-token"), version, items (synthetic titles added to
// the library, as on the emby stand-in).
func init() {
	register("plex", func(o url.Values) http.Handler {
		n, _ := strconv.Atoi(o.Get("items"))
		return &plexServer{token: opt(o, "token", "stand-in-token"), version: opt(o, "version", "1.40.2.8395-c67dce28e"),
			library: append(append([]libItem(nil), library...), synthLibrary(n)...)}
	})
}

type plexServer struct {
	token, version string
	library        []libItem
}

const plexMachineID = "5f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6"

func (p *plexServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	path := r.URL.Path
	if r.Method == http.MethodGet && path == "/identity" {
		writeJSON(w, container(map[string]any{"size": 0, "claimed": true, "machineIdentifier": plexMachineID, "version": p.version}))
		return
	}
	tok := r.Header.Get("X-Plex-Token")
	if tok == "" {
		tok = r.URL.Query().Get("X-Plex-Token")
	}
	if tok != p.token {
		http.Error(w, "<html><head><title>Unauthorized</title></head><body><h1>401 Unauthorized</h1></body></html>", http.StatusUnauthorized)
		return
	}
	query := r.URL.Query()
	query.Del("X-Plex-Token")
	parts := strings.Split(strings.Trim(path, "/"), "/")
	switch {
	case r.Method != http.MethodGet:
		w.WriteHeader(http.StatusMethodNotAllowed)
	case path == "/library/sections":
		writeJSON(w, container(map[string]any{"size": 2, "title1": "Plex Library", "Directory": []any{
			map[string]any{"key": "1", "type": "movie", "title": "电影", "agent": "tv.plex.agents.movie", "language": "zh-CN"},
			map[string]any{"key": "2", "type": "show", "title": "电视剧", "agent": "tv.plex.agents.series", "language": "zh-CN"},
		}}))
	case len(parts) == 4 && parts[0] == "library" && parts[1] == "sections" && parts[3] == "refresh":
		w.WriteHeader(http.StatusOK)
	case len(parts) == 4 && parts[0] == "library" && parts[1] == "sections" && parts[3] == "all":
		p.sectionAll(w, r, parts[2], query)
	case len(parts) == 4 && parts[0] == "library" && parts[1] == "metadata" && parts[3] == "allLeaves":
		if exactQuery(w, query, map[string]string{}) {
			p.allLeaves(w, r, parts[2])
		}
	case path == "/hubs/search":
		if exactQuery(w, query, map[string]string{"query": query.Get("query"), "limit": "20"}) {
			p.search(w, query.Get("query"))
		}
	case path == "/photo/:/transcode":
		u := query.Get("url")
		if exactQuery(w, query, map[string]string{"width": query.Get("width"), "height": query.Get("height"),
			"minSize": "1", "upscale": "1", "url": u}) {
			if !strings.HasPrefix(u, "/library/metadata/") {
				http.NotFound(w, r)
				return
			}
			w.Header().Set("Content-Type", "image/png")
			w.Write(posterPNG)
		}
	case len(parts) == 5 && parts[0] == "library" && parts[1] == "metadata" && (parts[3] == "thumb" || parts[3] == "art"):
		w.Header().Set("Content-Type", "image/png")
		w.Write(posterPNG)
	case len(parts) == 3 && parts[0] == "library" && parts[1] == "metadata":
		if exactQuery(w, query, map[string]string{"includeGuids": "1"}) {
			p.metadata(w, r, parts[2])
		}
	case len(parts) == 4 && parts[0] == "library" && parts[1] == "metadata" && parts[3] == "children":
		if exactQuery(w, query, map[string]string{}) {
			p.children(w, r, parts[2])
		}
	default:
		http.NotFound(w, r)
	}
}

func container(m map[string]any) map[string]any { return map[string]any{"MediaContainer": m} }

func (p *plexServer) search(w http.ResponseWriter, term string) {
	hubs := []any{}
	for _, h := range []struct{ typ, title, libType string }{{"movie", "电影", "Movie"}, {"show", "电视剧", "Series"}} {
		meta := []any{}
		for _, it := range searchIn(p.library, term, map[string]bool{h.libType: true}) {
			meta = append(meta, plexItem(it, nil, false, false))
		}
		hubs = append(hubs, map[string]any{"title": h.title, "type": h.typ, "hubIdentifier": h.typ, "size": len(meta), "Metadata": meta})
	}
	writeJSON(w, container(map[string]any{"size": len(hubs), "Hub": hubs}))
}

func (p *plexServer) metadata(w http.ResponseWriter, r *http.Request, id string) {
	it, ep, ok := findIn(p.library, id)
	if !ok || (ep != nil && ep.Missing) {
		http.NotFound(w, r)
		return
	}
	writeJSON(w, container(map[string]any{"size": 1, "Metadata": []any{plexItem(it, ep, true, true)}}))
}

// children lists a show's seasons or a season's episodes.
func (p *plexServer) children(w http.ResponseWriter, r *http.Request, id string) {
	out := []any{}
	for _, it := range p.library {
		if it.ID == id && it.Type == "Series" {
			seen := map[string]bool{}
			for _, ep := range it.Episodes {
				if !seen[ep.SeasonID] {
					seen[ep.SeasonID] = true
					out = append(out, map[string]any{"ratingKey": ep.SeasonID, "key": "/library/metadata/" + ep.SeasonID + "/children",
						"parentRatingKey": it.ID, "type": "season", "title": "第 1 季", "index": ep.Season,
						"thumb": "/library/metadata/" + ep.SeasonID + "/thumb/1703600000"})
				}
			}
		}
		for i, ep := range it.Episodes {
			if ep.SeasonID == id && !ep.Missing {
				out = append(out, plexItem(it, &it.Episodes[i], false, false))
			}
		}
	}
	if len(out) == 0 {
		http.NotFound(w, r)
		return
	}
	writeJSON(w, container(map[string]any{"size": len(out), "key": id, "Metadata": out}))
}
