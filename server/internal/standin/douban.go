package standin

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"fmt"
	"hash/fnv"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// "douban" is Douban's mobile JSON APIs on one port: the m.douban.com
// rexxar API under /rexxar/api/v2 (subject collections, which require the
// collection's Referer; a user's interests, which require the cookie) and
// the app's frodo API under /api/v2 (search, movie/tv detail; apiKey, _ts
// and the HMAC-SHA1 _sig are checked). Posters are served under
// /view/photo/... like img*.doubanio.com. Options: cookie (the cookie the
// interests need, and whose dbcl2 names the user), throttle=1 (answer 429
// to every API call, as Douban does to a client it throttles), delay (a
// duration each API answer waits, for the coalescing tests), wish (the
// public users' 想看 lists, see wishLists).
func init() { register("douban", newDouban) }

// The app's public frodo credentials (the same ones the client uses).
const (
	doubanAPIKey = "0dad551ec0f84ed02907ff5c42e8ec70"
	doubanSecret = "bf7dddc7c9cfe6f7"
)

func newDouban(opts url.Values) http.Handler {
	delay, _ := time.ParseDuration(opts.Get("delay"))
	throttled := opts.Get("throttle") == "1"
	cookie := opts.Get("cookie")
	wishes := newWishLists(opts.Get("wish"))
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+WishControlPath+"{uid}", wishes.control)
	mux.HandleFunc("GET /view/photo/{size}/public/{file}", func(w http.ResponseWriter, r *http.Request) {
		servePNG(w, r.PathValue("file"))
	})
	api := func(pattern string, h func(w http.ResponseWriter, r *http.Request)) {
		mux.HandleFunc("GET "+pattern, func(w http.ResponseWriter, r *http.Request) {
			time.Sleep(delay)
			if throttled {
				tmdbJSON(w, 429, map[string]any{"code": 1309, "msg": "rate_limit_exceeded2", "request": "GET " + r.URL.Path})
				return
			}
			h(w, r)
		})
	}
	api("/rexxar/api/v2/subject_collection/{key}/items", doubanCollection)
	api("/rexxar/api/v2/user/{uid}/interests", func(w http.ResponseWriter, r *http.Request) {
		if wishes.serve(w, r) {
			return
		}
		if cookie == "" || r.Header.Get("Cookie") != cookie || !strings.Contains(cookie, "dbcl2=\""+r.PathValue("uid")+":") {
			tmdbJSON(w, 403, map[string]any{"code": 103, "msg": "invalid_credencial2"})
			return
		}
		interests := []map[string]any{}
		for _, m := range catalogue[2:7] {
			interests = append(interests, map[string]any{"status": "mark", "create_time": "2026-11-20 21:00:00", "subject": doubanSubject(r, m, 0)})
		}
		tmdbJSON(w, 200, map[string]any{"count": len(interests), "start": 0, "total": len(interests), "interests": interests})
	})
	frodo := func(pattern string, h func(w http.ResponseWriter, r *http.Request)) {
		api("/api/v2"+pattern, func(w http.ResponseWriter, r *http.Request) {
			q := r.URL.Query()
			mac := hmac.New(sha1.New, []byte(doubanSecret))
			mac.Write([]byte("GET&" + url.QueryEscape(r.URL.Path) + "&" + q.Get("_ts")))
			want := base64.StdEncoding.EncodeToString(mac.Sum(nil))
			if q.Get("apiKey") != doubanAPIKey || q.Get("_ts") == "" || q.Get("_sig") != want {
				tmdbJSON(w, 400, map[string]any{"code": 996, "msg": "invalid_request_996", "request": "GET " + r.URL.Path})
				return
			}
			h(w, r)
		})
	}
	frodo("/search/movie", doubanSearch)
	frodo("/movie/{id}", func(w http.ResponseWriter, r *http.Request) { doubanDetail(w, r) })
	frodo("/tv/{id}", func(w http.ResponseWriter, r *http.Request) { doubanDetail(w, r) })
	return mux
}

// doubanSubject is a title as the APIs give it; rank > 0 adds the Top 250
// fields.
func doubanSubject(r *http.Request, m mediaTitle, rank int) map[string]any {
	kind := map[bool]string{true: "tv", false: "movie"}[m.tv]
	pic := fmt.Sprintf("%s/view/photo/s_ratio_poster/public/p%s.png", baseURL(r), m.douban)
	v := map[string]any{"id": m.douban, "title": m.cn, "original_title": m.orig, "type": kind, "year": strconv.Itoa(m.year),
		"card_subtitle": fmt.Sprintf("%d / %s / %s", m.year, strings.Join(m.genres, " "), castNames(m)),
		"rating":        map[string]any{"value": m.rating, "count": 100000 + len(m.cn)*997, "max": 10, "star_count": m.rating / 2},
		"pic":           map[string]any{"large": pic, "normal": pic}, "cover": map[string]any{"url": pic},
		"url": fmt.Sprintf("https://movie.douban.com/subject/%s/", m.douban), "uri": fmt.Sprintf("douban://douban.com/%s/%s", kind, m.douban),
		"is_tv": m.tv, "description": ""}
	if rank > 0 {
		v["rank"], v["comment"] = rank, m.comment
	}
	return v
}

func castNames(m mediaTitle) string {
	names := []string{}
	for _, c := range m.cast {
		names = append(names, c[0])
	}
	return strings.Join(names, " ")
}

// collectionTitles: movie_top250 is the Top 250; other keys are the films
// or shows of the catalogue in an order that depends on the key, then
// fillers of the key, 30 items in all.
func collectionTitles(key string) []mediaTitle {
	if key == "movie_top250" {
		return top250()
	}
	tv := strings.HasPrefix(key, "tv_") || strings.HasPrefix(key, "NF") && strings.Contains(key, "TV")
	var list []mediaTitle
	for _, m := range catalogue {
		if m.tv == tv {
			list = append(list, m)
		}
	}
	h := fnv.New32a()
	h.Write([]byte(key))
	k := int(h.Sum32() % uint32(len(list)))
	list = append(list[k:], list[:k]...)
	prefix := map[bool]string{false: "41", true: "42"}[tv]
	for i := 0; len(list) < 30; i++ {
		id := fmt.Sprintf("%s%04d%02d", prefix, h.Sum32()%10000, i)
		list = append(list, filler(id))
	}
	return list
}

// filler is the made-up title of a filler id ("41…" films, "42…" shows),
// so the detail answers for every id a collection lists.
func filler(id string) mediaTitle {
	n, _ := strconv.Atoi(id[len(id)-2:])
	tv := strings.HasPrefix(id, "42")
	m := mediaTitle{douban: id, tv: tv, year: 2020 + n%6, rating: 7.0 + float64(n%30)/10, runtime: 95 + n,
		genres: []string{"剧情"}, overview: "豆瓣榜单上的一部作品。", comment: "值得一看。"}
	if tv {
		m.cn, m.orig, m.eps, m.seasons, m.runtime = "热门剧集 "+id[2:], "Series "+id[2:], 12, 1, 45
	} else {
		m.cn, m.orig = "热门电影 "+id[2:], "Film "+id[2:]
	}
	return m
}

func doubanCollection(w http.ResponseWriter, r *http.Request) {
	key := r.PathValue("key")
	if r.Header.Get("Referer") != "https://m.douban.com/subject_collection/"+key {
		tmdbJSON(w, 400, map[string]any{"code": 1101, "msg": "invalid_request_1101"})
		return
	}
	titles := collectionTitles(key)
	q := r.URL.Query()
	start, _ := strconv.Atoi(q.Get("start"))
	count, err := strconv.Atoi(q.Get("count"))
	if err != nil {
		count = 20
	}
	start = min(max(start, 0), len(titles))
	end := min(start+count, len(titles))
	items := []map[string]any{}
	for i, m := range titles[start:end] {
		rank := 0
		if key == "movie_top250" {
			rank = start + i + 1
		}
		items = append(items, doubanSubject(r, m, rank))
	}
	tmdbJSON(w, 200, map[string]any{"count": len(items), "start": start, "total": len(titles),
		"subject_collection": map[string]any{"id": key, "name": key}, "subject_collection_items": items})
}

func doubanSearch(w http.ResponseWriter, r *http.Request) {
	q := strings.ToLower(r.URL.Query().Get("q"))
	items := []map[string]any{}
	for _, m := range catalogue {
		if q != "" && (strings.Contains(strings.ToLower(m.cn), q) || strings.Contains(strings.ToLower(m.orig), q)) {
			kind := map[bool]string{true: "tv", false: "movie"}[m.tv]
			items = append(items, map[string]any{"layout": "subject", "type_name": map[bool]string{true: "电视剧", false: "电影"}[m.tv],
				"target_id": m.douban, "target_type": kind, "target": doubanSubject(r, m, 0)})
		}
	}
	tmdbJSON(w, 200, map[string]any{"count": len(items), "start": 0, "total": len(items), "items": items})
}

func doubanDetail(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	all := append(append([]mediaTitle{}, catalogue...), top250()...)
	if len(id) == 8 && (strings.HasPrefix(id, "41") || strings.HasPrefix(id, "42")) {
		all = append(all, filler(id))
	}
	for _, m := range all {
		if m.douban != id {
			continue
		}
		v := doubanSubject(r, m, 0)
		v["genres"], v["countries"] = m.genres, []string{"美国"}
		v["durations"] = []string{fmt.Sprintf("%d分钟", m.runtime)}
		v["pubdate"] = []string{fmt.Sprintf("%d-09-10", m.year)}
		v["intro"] = m.overview
		v["aka"] = []string{m.orig}
		if m.imdb != "" {
			v["imdb"] = m.imdb
		}
		if m.tv {
			v["episodes_count"] = m.eps
		}
		actors := []map[string]any{}
		for i, c := range m.cast {
			// frodo writes the part played as "饰 <name>" (character).
			actors = append(actors, map[string]any{"name": c[0], "roles": []string{"演员"}, "character": "饰 " + c[1],
				"avatar": map[string]any{"large": fmt.Sprintf("%s/view/photo/m/public/c%s_%d.png", baseURL(r), m.douban, i)}})
		}
		v["actors"] = actors
		tmdbJSON(w, 200, v)
		return
	}
	tmdbJSON(w, 404, map[string]any{"code": 404, "msg": "not_found"})
}
