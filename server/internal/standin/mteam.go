package standin

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// "mteam" is M-Team's JSON API (api.m-team.cc): every call needs the
// x-api-key header; answers are {code: "0", message: "SUCCESS", data}.
// Options: key (default "standin-mteam-key"), username (default "alice"),
// per_page (the most torrents one search answer holds whatever pageSize
// asks, default 100), episodes (one show's episodes added, newest first,
// as the NexusPHP stand-in's). api/torrent/search pages as M-Team's does:
// pageNumber (1 first) and pageSize in the body, total and totalPages in
// the answer.
func init() {
	register("mteam", func(o url.Values) http.Handler {
		m := mteamAPI{key: o.Get("key"), user: o.Get("username"), tag: newPasskey()[:8]}
		if m.key == "" {
			m.key = "standin-mteam-key"
		}
		if m.user == "" {
			m.user = "alice"
		}
		m.items, m.perPage = pagedCatalogue(o)
		return m
	})
}

type mteamAPI struct {
	key, user string
	tag       string // this instance, in its torrents' source (npTorrentFile)
	items     []npTorrent
	perPage   int
}

var mtDiscount = map[string]string{"pro_free": "FREE", "pro_free2up": "_2X_FREE", "pro_2up": "_2X", "pro_50pct": "PERCENT_50",
	"pro_50pctdown2up": "_2X_PERCENT_50", "pro_30pct": "PERCENT_30", "": "NORMAL"}

func (m mteamAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	base := "http://" + r.Host
	if strings.HasPrefix(r.URL.Path, "/dl/") {
		id, _ := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/dl/"))
		for _, t := range m.items {
			if t.ID == id && r.URL.Query().Get("credential") == "cred-"+strconv.Itoa(id) {
				w.Header().Set("Content-Type", "application/x-bittorrent")
				w.Write(npTorrentFile(base, "mteam", m.tag, t))
				return
			}
		}
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if r.Method != http.MethodPost {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	if r.Header.Get("x-api-key") != m.key {
		json.NewEncoder(w).Encode(map[string]any{"code": 1, "message": "key無效", "data": nil})
		return
	}
	ok := func(data any) {
		json.NewEncoder(w).Encode(map[string]any{"code": "0", "message": "SUCCESS", "data": data})
	}
	switch r.URL.Path {
	case "/api/member/profile":
		ok(map[string]any{"id": "1", "username": m.user, "role": "1", "memberCount": map[string]any{
			"uploaded": "2199023255552", "downloaded": "107374182400", "shareRate": "20.480", "bonus": "54321.5"}})
	case "/api/tracker/myPeerStatus":
		ok(map[string]any{"seeder": "33", "leecher": "1"})
	case "/api/torrent/search":
		m.search(w, r, ok)
	case "/api/torrent/genDlToken":
		r.ParseForm()
		ok(fmt.Sprintf("%s/dl/%s?credential=cred-%s", base, r.PostForm.Get("id"), r.PostForm.Get("id")))
	case "/api/torrent/detail":
		r.ParseForm()
		for _, t := range m.items {
			if strconv.Itoa(t.ID) == r.PostForm.Get("id") {
				item := mtItem(t)
				item["descr"] = "[img]https://img.m-team.cc/poster.jpg[/img] 站点替身简介"
				ok(item)
				return
			}
		}
		json.NewEncoder(w).Encode(map[string]any{"code": "1", "message": "種子不存在"})
	default:
		w.WriteHeader(http.StatusNotFound)
	}
}

// search answers one page of the keyword's torrents: pageNumber (from 1)
// of pageSize (at most per_page), with the whole search's total and pages.
func (m mteamAPI) search(w http.ResponseWriter, r *http.Request, ok func(any)) {
	var body struct {
		Keyword    string      `json:"keyword"`
		PageNumber json.Number `json:"pageNumber"`
		PageSize   json.Number `json:"pageSize"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	kw := strings.ToLower(body.Keyword)
	var hits []npTorrent
	for _, t := range m.items {
		if matchesAll(t.Name+" "+t.Subtitle, kw) {
			hits = append(hits, t)
		}
	}
	number, _ := strconv.Atoi(body.PageNumber.String())
	number = max(number, 1)
	size, _ := strconv.Atoi(body.PageSize.String())
	if size <= 0 || size > m.perPage {
		size = m.perPage
	}
	from := min((number-1)*size, len(hits))
	list := []map[string]any{}
	for _, t := range hits[from:min(from+size, len(hits))] {
		list = append(list, mtItem(t))
	}
	pages := (len(hits) + size - 1) / size
	ok(map[string]any{"pageNumber": strconv.Itoa(number), "pageSize": strconv.Itoa(size), "total": strconv.Itoa(len(hits)),
		"totalPages": strconv.Itoa(pages), "data": list})
}

func mtItem(t npTorrent) map[string]any {
	cat := map[int]string{401: "401", 402: "402", 403: "403", 404: "404", 405: "405"}[t.Cat]
	item := map[string]any{"id": strconv.Itoa(t.ID), "createdDate": t.Added, "name": t.Name, "smallDescr": t.Subtitle,
		"category": cat, "size": strconv.FormatInt(int64(sizeMBOf(t.SizeText)*1024*1024), 10),
		"imageList": []string{"https://img.m-team.cc/" + strconv.Itoa(t.ID) + ".jpg"},
		"status": map[string]any{"discount": mtDiscount[t.Promo], "discountEndTime": t.FreeLeft,
			"seeders": strconv.Itoa(t.Seeders), "leechers": strconv.Itoa(t.Leechers), "timesCompleted": strconv.Itoa(t.Grabs)}}
	if t.IMDb != "" {
		item["imdb"] = "https://www.imdb.com/title/" + t.IMDb + "/"
	}
	if t.Douban != "" {
		item["douban"] = "https://movie.douban.com/subject/" + t.Douban + "/"
	}
	return item
}
