package standin

import (
	"net/http"
	"net/url"
	"strconv"
)

// sectionAll answers one page of a library section (1 films, 2 shows):
// the listing carries each item's Media and Part (file) but, as on a real
// server, no streams. Paging is X-Plex-Container-Start and -Size, as query
// parameters or headers; without them the whole section, as Plex does.
func (p *plexServer) sectionAll(w http.ResponseWriter, r *http.Request, key string, query url.Values) {
	start, size := containerParam(r, query, "X-Plex-Container-Start"), containerParam(r, query, "X-Plex-Container-Size")
	if !exactQuery(w, query, map[string]string{"includeGuids": "1"}) {
		return
	}
	typ, title := map[string]string{"1": "Movie", "2": "Series"}[key], map[string]string{"1": "电影", "2": "电视剧"}[key]
	if typ == "" {
		http.NotFound(w, r)
		return
	}
	var all []libItem
	for _, it := range p.library {
		if it.Type == typ {
			all = append(all, it)
		}
	}
	from, _ := strconv.Atoi(start)
	n, err := strconv.Atoi(size)
	if size == "" || err != nil {
		n = len(all)
	}
	from = max(0, min(from, len(all)))
	meta := []any{}
	for _, it := range all[from:min(len(all), from+max(n, 0))] {
		meta = append(meta, plexItem(it, nil, false, true))
	}
	viewGroup := map[string]string{"1": "movie", "2": "show"}[key]
	writeJSON(w, container(map[string]any{"size": len(meta), "totalSize": len(all), "offset": from, "allowSync": true,
		"librarySectionID": key, "librarySectionTitle": title, "viewGroup": viewGroup, "Metadata": meta}))
}

func containerParam(r *http.Request, query url.Values, name string) string {
	v := query.Get(name)
	query.Del(name)
	if v == "" {
		v = r.Header.Get(name)
	}
	return v
}

// allLeaves lists every episode of a show that has a file (Plex lists no
// missing ones), each with its Media.
func (p *plexServer) allLeaves(w http.ResponseWriter, r *http.Request, id string) {
	it, ep, ok := findIn(p.library, id)
	if !ok || ep != nil || it.Type != "Series" {
		http.NotFound(w, r)
		return
	}
	meta := []any{}
	for i := range it.Episodes {
		if !it.Episodes[i].Missing {
			meta = append(meta, plexItem(it, &it.Episodes[i], false, false))
		}
	}
	writeJSON(w, container(map[string]any{"size": len(meta), "key": id, "parentTitle": it.Name, "viewGroup": "episode",
		"Metadata": meta}))
}
