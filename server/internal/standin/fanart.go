package standin

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// "fanart" is FanArt.tv's v3 API (webservice.fanart.tv/v3) with its image
// files on the same port (assets.fanart.tv/fanart/… in life). Options: key
// (default "fanart-test-key"), required as api_key on every call (401 as
// FanArt answers otherwise). Movies are known by TMDB id, shows by TVDB
// id (the TMDB stand-in's 70000+id); an unknown id gets FanArt's 404 body.
// Each kind of art has a Chinese, an English and a language-less ("00")
// image, English liked most.
func init() { register("fanart", newFanart) }

func newFanart(opts url.Values) http.Handler {
	key := opt(opts, "key", "fanart-test-key")
	mux := http.NewServeMux()
	mux.HandleFunc("GET /fanart/{kind}/{id}/{art}/{file}", func(w http.ResponseWriter, r *http.Request) {
		servePNG(w, r.PathValue("file"))
	})
	api := func(pattern string, h func(r *http.Request, id int) (any, bool)) {
		mux.HandleFunc("GET /v3"+pattern, func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Query().Get("api_key") != key {
				tmdbJSON(w, 401, map[string]any{"status": "error", "error message": "Invalid API key"})
				return
			}
			id, _ := strconv.Atoi(r.PathValue("id"))
			v, ok := h(r, id)
			if !ok {
				tmdbJSON(w, 404, map[string]any{"status": "error", "error message": "Not found"})
				return
			}
			tmdbJSON(w, 200, v)
		})
	}
	api("/movies/{id}", func(r *http.Request, id int) (any, bool) {
		for _, m := range tmdbCatalogue() {
			if !m.tv && m.tmdb == id {
				art := func(kind string) []map[string]any { return fanartList(r, "movies", id, kind, "") }
				return map[string]any{"name": m.orig, "tmdb_id": strconv.Itoa(id), "imdb_id": m.imdb,
					"movieposter": art("movieposter"), "moviebackground": art("moviebackground")}, true
			}
		}
		return nil, false
	})
	api("/tv/{id}", func(r *http.Request, id int) (any, bool) {
		for _, m := range tmdbCatalogue() {
			if m.tv && 70000+m.tmdb == id {
				var seasons []map[string]any
				for n := 1; n <= m.seasons; n++ {
					seasons = append(seasons, fanartList(r, "tv", id, "seasonposter", strconv.Itoa(n))...)
				}
				return map[string]any{"name": m.orig, "thetvdb_id": strconv.Itoa(id),
					"tvposter": fanartList(r, "tv", id, "tvposter", ""), "showbackground": fanartList(r, "tv", id, "showbackground", "all"),
					"seasonposter": seasons}, true
			}
		}
		return nil, false
	})
	return mux
}

// fanartList is one kind of art as FanArt lists it (likes are strings;
// shows' art carries a season, "all" for the whole show).
func fanartList(r *http.Request, kind string, id int, art, season string) []map[string]any {
	out := []map[string]any{}
	for i, v := range []struct{ lang, likes string }{{"en", "9"}, {"zh", "4"}, {"00", "2"}} {
		name := fmt.Sprintf("%s_%s%s.png", art, v.lang, season)
		item := map[string]any{"id": strconv.Itoa(id*10 + i), "lang": v.lang, "likes": v.likes,
			"url": fmt.Sprintf("%s/fanart/%s/%d/%s/%s", baseURL(r), kind, id, art, name)}
		if season != "" {
			item["season"] = season
		}
		out = append(out, item)
	}
	return out
}
