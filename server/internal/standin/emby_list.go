package standin

import (
	"net/http"
	"net/url"
	"strconv"
)

// listing answers one page of the whole library (the library screen's
// sync), with exactly the query the media-server client's List sends:
// its films and series, or every series' episodes.
func (e *embyStyle) listing(w http.ResponseWriter, query url.Values) {
	start, limit := query.Get(e.q("StartIndex")), query.Get(e.q("Limit"))
	if query.Get(e.q("IncludeItemTypes")) == "Episode" {
		e.episodeListing(w, query, start, limit)
		return
	}
	// The library page lists without original titles, a run's snapshot
	// with them (custom subscriptions match a release's titles to either).
	fields := "ProviderIds,MediaSources"
	if query.Get(e.q("Fields")) == fields+",OriginalTitle" {
		fields += ",OriginalTitle"
	}
	if !exactQuery(w, query, map[string]string{e.q("IncludeItemTypes"): "Movie,Series", e.q("Recursive"): "true",
		e.q("Fields"): fields, e.q("StartIndex"): start, e.q("Limit"): limit}) {
		return
	}
	from, _ := strconv.Atoi(start)
	n, _ := strconv.Atoi(limit)
	out := []any{}
	for i := from; i < len(e.library) && len(out) < n && i >= 0; i++ {
		if !e.without[e.library[i].Tmdb] {
			out = append(out, e.itemJSON(e.library[i], nil))
		}
	}
	writeJSON(w, map[string]any{"Items": out, "TotalRecordCount": len(e.library), "StartIndex": from})
}

// episodeListing pages through every episode of every series, missing
// ones ("Virtual") included, as Emby's recursive listing does.
func (e *embyStyle) episodeListing(w http.ResponseWriter, query url.Values, start, limit string) {
	if !exactQuery(w, query, map[string]string{e.q("IncludeItemTypes"): "Episode", e.q("Recursive"): "true",
		e.q("Fields"): "MediaSources", e.q("StartIndex"): start, e.q("Limit"): limit}) {
		return
	}
	var all []any
	for _, it := range e.library {
		for i := range it.Episodes {
			if !e.without[it.Tmdb] {
				all = append(all, e.itemJSON(it, &it.Episodes[i]))
			}
		}
	}
	from, _ := strconv.Atoi(start)
	n, _ := strconv.Atoi(limit)
	from = max(0, min(from, len(all)))
	writeJSON(w, map[string]any{"Items": append([]any{}, all[from:min(len(all), from+max(n, 0))]...),
		"TotalRecordCount": len(all), "StartIndex": from})
}
