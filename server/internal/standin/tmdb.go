package standin

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// "tmdb" is TMDB's v3 API (api.themoviedb.org/3) and its image host
// (image.tmdb.org/t/p) on one port. Options: key or api_key (the API key
// or v4 token it requires, default "tmdb-test-key"). Every API call must carry the key
// (api_key query or Bearer) and language=zh-CN; a wrong key gets TMDB's 401.
// airing (a show's TMDB id): that show's seasons are on the air now, one
// episode a week, episode 3 airing today (1 and 2 before it, 4 a week
// from today …), for the episode calendar.
func init() { register("tmdb", newTMDB) }

func newTMDB(opts url.Values) http.Handler {
	key := opt(opts, "key", opt(opts, "api_key", "tmdb-test-key"))
	mux := http.NewServeMux()
	mux.HandleFunc("GET /t/p/{size}/{file}", func(w http.ResponseWriter, r *http.Request) {
		servePNG(w, r.PathValue("file"))
	})
	api := func(pattern string, h func(r *http.Request) (any, int)) {
		mux.HandleFunc("GET /3"+pattern, func(w http.ResponseWriter, r *http.Request) {
			q := r.URL.Query()
			if q.Get("api_key") != key && r.Header.Get("Authorization") != "Bearer "+key {
				tmdbJSON(w, 401, map[string]any{"status_code": 7, "status_message": "Invalid API key: You must be granted a valid key.", "success": false})
				return
			}
			if pattern != "/configuration" && q.Get("language") != "zh-CN" {
				tmdbJSON(w, 400, map[string]any{"status_code": 22, "status_message": "standin: language must be zh-CN", "success": false})
				return
			}
			v, status := h(r)
			tmdbJSON(w, status, v)
		})
	}
	api("/configuration", func(r *http.Request) (any, int) {
		return map[string]any{"images": map[string]any{"base_url": baseURL(r) + "/t/p/", "secure_base_url": baseURL(r) + "/t/p/",
			"poster_sizes":   []string{"w92", "w154", "w185", "w342", "w500", "w780", "original"},
			"backdrop_sizes": []string{"w300", "w780", "w1280", "original"}}}, 200
	})
	api("/search/{kind}", tmdbSearch)
	api("/trending/{kind}/{window}", tmdbTrending)
	api("/find/{id}", tmdbFind)
	api("/movie/{id}", func(r *http.Request) (any, int) { return tmdbDetail(r, false) })
	api("/tv/{id}", func(r *http.Request) (any, int) { return tmdbDetail(r, true) })
	airing, _ := strconv.Atoi(opts.Get("airing"))
	api("/tv/{id}/season/{n}", func(r *http.Request) (any, int) { return tmdbSeason(r, airing) })
	tmdbExtras(api)
	tmdbImages(api)
	api("/person/{id}", tmdbPerson)
	return mux
}

func tmdbJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json;charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func tmdbNotFound() (any, int) {
	return map[string]any{"status_code": 34, "status_message": "The resource you requested could not be found.", "success": false}, 404
}

// tmdbItem is a title as a search/trending result.
func tmdbItem(m mediaTitle, withType bool) map[string]any {
	cn, orig := m.tmdbTitle()
	date := fmt.Sprintf("%d-%02d-%02d", m.year, 1+m.tmdb%12, 1+m.tmdb%28)
	v := map[string]any{"id": m.tmdb, "overview": m.overview, "vote_average": m.rating - 0.8, "vote_count": 1000 + m.tmdb%9000,
		"poster_path": fmt.Sprintf("/poster%d.png", m.tmdb), "backdrop_path": fmt.Sprintf("/backdrop%d.png", m.tmdb),
		"popularity": float64(m.tmdb%500) + 0.5, "adult": false, "genre_ids": []int{18}}
	if m.tv {
		v["name"], v["original_name"], v["first_air_date"] = cn, orig, date
	} else {
		v["title"], v["original_title"], v["release_date"] = cn, orig, date
	}
	if withType {
		v["media_type"] = map[bool]string{true: "tv", false: "movie"}[m.tv]
	}
	return v
}

func tmdbPage(items []map[string]any, page int) map[string]any {
	return map[string]any{"page": page, "results": items, "total_pages": 1, "total_results": len(items)}
}

func tmdbSearch(r *http.Request) (any, int) {
	kind, q := r.PathValue("kind"), r.URL.Query()
	query := strings.ToLower(q.Get("query"))
	if query == "" || (kind != "multi" && kind != "movie" && kind != "tv") {
		return map[string]any{"errors": []string{"query must be provided"}}, 422
	}
	year := q.Get("year") + q.Get("first_air_date_year")
	items := []map[string]any{}
	for _, m := range tmdbCatalogue() {
		cn, orig := m.tmdbTitle()
		if (kind == "movie" && m.tv) || (kind == "tv" && !m.tv) {
			continue
		}
		if !strings.Contains(strings.ToLower(cn), query) && !strings.Contains(strings.ToLower(orig), query) {
			continue
		}
		if year != "" && year != strconv.Itoa(m.year) {
			continue
		}
		items = append(items, tmdbItem(m, kind == "multi"))
	}
	return tmdbPage(items, 1), 200
}

func tmdbTrending(r *http.Request) (any, int) {
	kind := r.PathValue("kind")
	items := []map[string]any{}
	for _, m := range tmdbCatalogue() {
		if kind == "all" || (kind == "tv") == m.tv {
			items = append(items, tmdbItem(m, true))
		}
	}
	page, _ := strconv.Atoi(r.URL.Query().Get("page"))
	return tmdbPage(items, max(page, 1)), 200
}

func tmdbFind(r *http.Request) (any, int) {
	if r.URL.Query().Get("external_source") != "imdb_id" {
		return map[string]any{"status_code": 22, "status_message": "Invalid external source."}, 400
	}
	movies, tv := []map[string]any{}, []map[string]any{}
	for _, m := range tmdbCatalogue() {
		if m.imdb != "" && m.imdb == r.PathValue("id") {
			if m.tv {
				tv = append(tv, tmdbItem(m, true))
			} else {
				movies = append(movies, tmdbItem(m, true))
			}
		}
	}
	return map[string]any{"movie_results": movies, "tv_results": tv, "person_results": []any{}}, 200
}

func tmdbFindID(r *http.Request, tv bool) (mediaTitle, bool) {
	id, _ := strconv.Atoi(r.PathValue("id"))
	// The media-server library's titles are known by id too (not searched
	// or listed), so the server can find them by TMDB id.
	for _, m := range append(tmdbCatalogue(), libraryTitles()...) {
		if m.tmdb == id && m.tv == tv {
			return m, true
		}
	}
	return mediaTitle{}, false
}

func tmdbDetail(r *http.Request, tv bool) (any, int) {
	m, ok := tmdbFindID(r, tv)
	if !ok {
		return tmdbNotFound()
	}
	v := tmdbItem(m, false)
	genres := []map[string]any{}
	for i, g := range m.genres {
		genres = append(genres, map[string]any{"id": 18 + i, "name": g})
	}
	v["genres"] = genres
	if tv {
		v["episode_run_time"] = []int{m.runtime}
		v["number_of_seasons"] = m.seasons
		seasons := []map[string]any{{"season_number": 0, "name": "特别篇", "episode_count": 2, "air_date": nil}}
		for n := 1; n <= m.seasons; n++ {
			seasons = append(seasons, map[string]any{"season_number": n, "name": fmt.Sprintf("第 %d 季", n),
				"episode_count": m.eps, "air_date": fmt.Sprintf("%d-04-01", m.year+n-1), "poster_path": fmt.Sprintf("/season%d_%d.png", m.tmdb, n)})
		}
		v["seasons"] = seasons
	} else {
		v["runtime"], v["imdb_id"] = m.runtime, m.imdb
	}
	for _, part := range strings.Split(r.URL.Query().Get("append_to_response"), ",") {
		switch part {
		case "credits":
			cast := []map[string]any{}
			for i, c := range m.cast {
				cast = append(cast, map[string]any{"id": tmdbPersonID(m, i), "name": m.tmdbName(i), "character": c[1], "order": i,
					"profile_path": fmt.Sprintf("/profile%d_%d.png", m.tmdb, i)})
			}
			v["credits"] = map[string]any{"cast": cast, "crew": tmdbCrew(m)}
		case "images":
			v["images"] = map[string]any{"backdrops": []map[string]any{{"file_path": fmt.Sprintf("/backdrop%d.png", m.tmdb)}},
				"posters": []map[string]any{{"file_path": fmt.Sprintf("/poster%d.png", m.tmdb)}}}
		case "external_ids":
			v["external_ids"] = map[string]any{"imdb_id": nilIfEmpty(m.imdb)}
			if tv {
				v["external_ids"].(map[string]any)["tvdb_id"] = 70000 + m.tmdb
			}
		}
	}
	return v, 200
}

func tmdbSeason(r *http.Request, airing int) (any, int) {
	m, ok := tmdbFindID(r, true)
	n, _ := strconv.Atoi(r.PathValue("n"))
	if !ok || n < 1 || n > m.seasons {
		return tmdbNotFound()
	}
	eps := []map[string]any{}
	for e := 1; e <= m.eps; e++ {
		date := fmt.Sprintf("%d-04-%02d", m.year+n-1, min(e, 28))
		if m.tmdb == airing {
			date = time.Now().AddDate(0, 0, 7*(e-3)).Format(time.DateOnly)
		}
		eps = append(eps, map[string]any{"episode_number": e, "season_number": n, "name": fmt.Sprintf("第 %d 集", e),
			"air_date": date, "overview": "", "still_path": fmt.Sprintf("/still%d_%d_%d.png", m.tmdb, n, e)})
	}
	return map[string]any{"id": m.tmdb*100 + n, "name": fmt.Sprintf("第 %d 季", n), "season_number": n,
		"air_date": fmt.Sprintf("%d-04-01", m.year+n-1), "overview": m.overview, "episodes": eps}, 200
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}
