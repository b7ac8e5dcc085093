package standin

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
)

// tmdbImages serves /movie/{id}/images, /tv/{id}/images and
// /tv/{id}/season/{n}/images as TMDB does: posters and backdrops in
// several languages (iso_639_1 null = no text on the image), filtered by
// include_image_language ("zh,en,null") when it is given. File paths name
// their language and rank (/poster27205_zh_1.png), so a test sees which
// one was chosen.
func tmdbImages(api func(string, func(*http.Request) (any, int))) {
	for _, kind := range []string{"movie", "tv"} {
		tv := kind == "tv"
		api("/"+kind+"/{id}/images", func(r *http.Request) (any, int) {
			m, ok := tmdbFindID(r, tv)
			if !ok {
				return tmdbNotFound()
			}
			return map[string]any{"id": m.tmdb,
				"posters":   tmdbImageList(r, fmt.Sprintf("poster%d", m.tmdb), 1.5),
				"backdrops": tmdbImageList(r, fmt.Sprintf("backdrop%d", m.tmdb), 1.778),
				"logos":     []any{}}, 200
		})
	}
	api("/tv/{id}/season/{n}/images", func(r *http.Request) (any, int) {
		m, n, ok := tmdbSeasonOf(r)
		if !ok {
			return tmdbNotFound()
		}
		return map[string]any{"id": m.tmdb*100 + n, "posters": tmdbImageList(r, fmt.Sprintf("season%d_%d", m.tmdb, n), 1.5)}, 200
	})
}

// tmdbImageVariants: per language, the votes of its images. English has
// the best-voted image overall, so a chooser that ignores the language
// priority picks it; Japanese is never asked for.
var tmdbImageVariants = []struct {
	lang  string // "" = null
	votes []float64
}{
	{"en", []float64{5.9, 5.2}},
	{"zh", []float64{5.1, 5.5}},
	{"", []float64{5.3}},
	{"ja", []float64{5.8}},
}

func tmdbImageList(r *http.Request, stem string, ratio float64) []map[string]any {
	var only []string
	if v := r.URL.Query().Get("include_image_language"); v != "" {
		only = strings.Split(v, ",")
	}
	out := []map[string]any{}
	for _, v := range tmdbImageVariants {
		name := v.lang
		if name == "" {
			name = "null"
		}
		if only != nil && !slices.Contains(only, name) {
			continue
		}
		for i, votes := range v.votes {
			var lang any
			if v.lang != "" {
				lang = v.lang
			}
			out = append(out, map[string]any{"aspect_ratio": ratio, "height": 1500, "width": int(1500 / ratio),
				"iso_639_1": lang, "file_path": fmt.Sprintf("/%s_%s_%d.png", stem, name, i+1),
				"vote_average": votes, "vote_count": 3 + i})
		}
	}
	return out
}
