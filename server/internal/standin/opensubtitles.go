package standin

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
)

// "opensubtitles" is OpenSubtitles.com's REST API v1: GET /api/v1/subtitles
// ({total_count, data: [{id, type, attributes: {language, release,
// feature_details, files: [{file_id, file_name}]}}]}) and POST
// /api/v1/download {file_id} ({link, file_name, requests, remaining,
// message, reset_time, reset_time_utc}); the link serves the file as UTF-8
// text. Failures as the API answers them: a missing or wrong Api-Key 401
// {message}, no User-Agent 403, a spent download quota 406 with
// remaining -1, and 429 with Retry-After. Options: key (default
// "standin-key"), quota (downloads allowed, default 100), throttle (how
// many requests answer 429 first, default 0).
func init() {
	register("opensubtitles", func(opts url.Values) http.Handler {
		key := opt(opts, "key", "standin-key")
		quota, err := strconv.Atoi(opts.Get("quota"))
		if err != nil {
			quota = 100
		}
		throttle, _ := strconv.Atoi(opts.Get("throttle"))
		var mu sync.Mutex
		downloads := 0
		lang := map[string]string{"chs": "zh-cn", "cht": "zh-tw", "dual": "ze", "eng": "en"}
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			if strings.HasPrefix(r.URL.Path, "/file/") { // the temporary link
				id, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/file/"), ".srt"))
				e, ok := subEntryByID(id)
				if !ok {
					http.NotFound(w, r)
					return
				}
				w.Header().Set("Content-Type", "application/x-subrip; charset=utf-8")
				fmt.Fprint(w, subText(e))
				return
			}
			mu.Lock()
			if throttle > 0 {
				throttle--
				mu.Unlock()
				w.Header().Set("Retry-After", "1")
				w.WriteHeader(http.StatusTooManyRequests)
				fmt.Fprint(w, `{"message":"Throttle limit reached. Retry later."}`)
				return
			}
			mu.Unlock()
			switch {
			case r.Header.Get("Api-Key") != key:
				w.WriteHeader(http.StatusUnauthorized)
				fmt.Fprint(w, `{"message":"Error, invalid API key","status":401}`)
				return
			case r.UserAgent() == "" || strings.HasPrefix(r.UserAgent(), "Go-http-client"):
				w.WriteHeader(http.StatusForbidden)
				fmt.Fprint(w, `{"message":"You must set a User-Agent naming your app and its version","status":403}`)
				return
			}
			switch {
			case r.URL.Path == "/api/v1/subtitles" && r.Method == http.MethodGet:
				q := r.URL.Query()
				want := map[string]bool{}
				for _, l := range strings.Split(q.Get("languages"), ",") {
					want[l] = true
				}
				data := []any{}
				for _, e := range SubtitleCatalogue {
					hit := (q.Get("tmdb_id") != "" && q.Get("tmdb_id") == strconv.Itoa(e.TMDB)) ||
						(q.Get("parent_tmdb_id") != "" && q.Get("parent_tmdb_id") == strconv.Itoa(e.TMDB) &&
							strings.Contains(e.Release, "S"+pad(q.Get("season_number"))+"E"+pad(q.Get("episode_number")))) ||
						(q.Get("query") != "" && strings.Contains(q.Get("query"), e.Title))
					if !hit || (len(want) > 1 && !want[lang[e.Lang]]) {
						continue
					}
					data = append(data, map[string]any{"id": strconv.Itoa(e.ID), "type": "subtitle", "attributes": map[string]any{
						"subtitle_id": strconv.Itoa(e.ID), "language": lang[e.Lang], "download_count": 100, "hearing_impaired": false,
						"hd": true, "fps": 23.976, "from_trusted": true, "ai_translated": false, "machine_translated": false,
						"release": e.Release, "feature_details": map[string]any{"title": e.Title, "tmdb_id": e.TMDB},
						"files": []any{map[string]any{"file_id": e.ID, "cd_number": 1, "file_name": e.Release + ".srt"}}}})
				}
				json.NewEncoder(w).Encode(map[string]any{"total_pages": 1, "total_count": len(data), "per_page": 60, "page": 1, "data": data})
			case r.URL.Path == "/api/v1/download" && r.Method == http.MethodPost:
				var in struct {
					FileID int `json:"file_id"`
				}
				if json.NewDecoder(r.Body).Decode(&in) != nil || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
					w.WriteHeader(http.StatusBadRequest)
					fmt.Fprint(w, `{"message":"file_id is required","status":400}`)
					return
				}
				mu.Lock()
				downloads++
				n := downloads
				mu.Unlock()
				reset := map[string]any{"reset_time": "23 hours and 59 minutes", "reset_time_utc": "2026-11-28T00:00:00.000Z"}
				if n > quota {
					w.WriteHeader(http.StatusNotAcceptable)
					json.NewEncoder(w).Encode(merged(reset, map[string]any{"requests": n, "remaining": -1,
						"message": fmt.Sprintf("You have downloaded your allowed %d subtitles for 24h.Your quota will be renewed in 23 hours and 59 minutes (2026-11-28 00:00:00) UTC", quota)}))
					return
				}
				json.NewEncoder(w).Encode(merged(reset, map[string]any{"link": fmt.Sprintf("http://%s/file/%d.srt", r.Host, in.FileID),
					"file_name": fmt.Sprintf("%d.srt", in.FileID), "requests": n, "remaining": quota - n,
					"message": "Your quota will be renewed in 23 hours and 59 minutes (2026-11-28 00:00:00) UTC"}))
			default:
				http.NotFound(w, r)
			}
		})
	})
}

func pad(n string) string {
	if len(n) == 1 {
		return "0" + n
	}
	return n
}

func merged(a, b map[string]any) map[string]any {
	for k, v := range a {
		b[k] = v
	}
	return b
}
