package standin

import (
	"fmt"
	"net/http"
	"strconv"
)

// tmdbExtras are the sub-resources the scripting API passes through:
// external ids, credits, alternative titles and single episodes.
func tmdbExtras(api func(string, func(*http.Request) (any, int))) {
	for _, kind := range []string{"movie", "tv"} {
		tv := kind == "tv"
		api("/"+kind+"/{id}/external_ids", func(r *http.Request) (any, int) {
			m, ok := tmdbFindID(r, tv)
			if !ok {
				return tmdbNotFound()
			}
			v := map[string]any{"id": m.tmdb, "imdb_id": nilIfEmpty(m.imdb), "wikidata_id": nil, "facebook_id": nil,
				"instagram_id": nil, "twitter_id": nil}
			if tv {
				v["tvdb_id"] = 70000 + m.tmdb
			}
			return v, 200
		})
		api("/"+kind+"/{id}/credits", func(r *http.Request) (any, int) {
			m, ok := tmdbFindID(r, tv)
			if !ok {
				return tmdbNotFound()
			}
			return tmdbCredits(m, 0), 200
		})
		api("/"+kind+"/{id}/alternative_titles", func(r *http.Request) (any, int) {
			m, ok := tmdbFindID(r, tv)
			if !ok {
				return tmdbNotFound()
			}
			titles := []map[string]any{{"iso_3166_1": "US", "title": m.orig, "type": ""}}
			if tv {
				return map[string]any{"id": m.tmdb, "results": titles}, 200
			}
			return map[string]any{"id": m.tmdb, "titles": titles}, 200
		})
	}
	api("/tv/{id}/season/{n}/credits", func(r *http.Request) (any, int) {
		m, n, ok := tmdbSeasonOf(r)
		if !ok {
			return tmdbNotFound()
		}
		return tmdbCredits(m, n), 200
	})
	api("/tv/{id}/season/{n}/episode/{e}", func(r *http.Request) (any, int) {
		m, n, ok := tmdbSeasonOf(r)
		e, _ := strconv.Atoi(r.PathValue("e"))
		if !ok || e < 1 || e > m.eps {
			return tmdbNotFound()
		}
		return map[string]any{"id": m.tmdb*10000 + n*100 + e, "show_id": m.tmdb, "season_number": n, "episode_number": e,
			"name": fmt.Sprintf("第 %d 集", e), "air_date": fmt.Sprintf("%d-04-%02d", m.year+n-1, min(e, 28)), "overview": "",
			"runtime": m.runtime, "still_path": fmt.Sprintf("/still%d_%d_%d.png", m.tmdb, n, e), "vote_average": 8.0,
			"vote_count": 10, "crew": []any{}, "guest_stars": []any{}}, 200
	})
}

// tmdbSeasonOf is the show and season number a season path names.
func tmdbSeasonOf(r *http.Request) (mediaTitle, int, bool) {
	m, ok := tmdbFindID(r, true)
	n, _ := strconv.Atoi(r.PathValue("n"))
	return m, n, ok && n >= 1 && n <= m.seasons
}

// tmdbCredits is a title's cast (of one season when season > 0).
func tmdbCredits(m mediaTitle, season int) map[string]any {
	cast := []map[string]any{}
	for i, c := range m.cast {
		cast = append(cast, map[string]any{"id": tmdbPersonID(m, i), "name": m.tmdbName(i), "original_name": m.tmdbName(i), "character": c[1],
			"order": i, "known_for_department": "Acting", "credit_id": fmt.Sprintf("c%d_%d_%d", m.tmdb, season, i),
			"profile_path": fmt.Sprintf("/profile%d_%d.png", m.tmdb, i)})
	}
	id := m.tmdb
	if season > 0 {
		id = m.tmdb*100 + season
	}
	return map[string]any{"id": id, "cast": cast, "crew": tmdbCrew(m)}
}
