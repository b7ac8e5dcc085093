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
// Options: key (default "standin-mteam-key"), username (default "alice").
func init() {
	register("mteam", func(o url.Values) http.Handler {
		m := mteamAPI{key: o.Get("key"), user: o.Get("username")}
		if m.key == "" {
			m.key = "standin-mteam-key"
		}
		if m.user == "" {
			m.user = "alice"
		}
		return m
	})
}

type mteamAPI struct{ key, user string }

var mtDiscount = map[string]string{"pro_free": "FREE", "pro_free2up": "_2X_FREE", "pro_2up": "_2X", "pro_50pct": "PERCENT_50",
	"pro_50pctdown2up": "_2X_PERCENT_50", "pro_30pct": "PERCENT_30", "": "NORMAL"}

func (m mteamAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	base := "http://" + r.Host
	if strings.HasPrefix(r.URL.Path, "/dl/") {
		id, _ := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/dl/"))
		for _, t := range npCatalogue {
			if t.ID == id && r.URL.Query().Get("credential") == "cred-"+strconv.Itoa(id) {
				w.Header().Set("Content-Type", "application/x-bittorrent")
				w.Write(npTorrentFile(base, t))
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
		var body struct {
			Keyword string `json:"keyword"`
		}
		if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		kw := strings.ToLower(body.Keyword)
		list := []map[string]any{}
		for _, t := range npCatalogue {
			if !matchesAll(t.Name+" "+t.Subtitle, kw) {
				continue
			}
			list = append(list, mtItem(t))
		}
		ok(map[string]any{"pageNumber": "1", "pageSize": "100", "total": strconv.Itoa(len(list)), "totalPages": "1", "data": list})
	case "/api/torrent/genDlToken":
		r.ParseForm()
		ok(fmt.Sprintf("%s/dl/%s?credential=cred-%s", base, r.PostForm.Get("id"), r.PostForm.Get("id")))
	case "/api/torrent/detail":
		r.ParseForm()
		for _, t := range npCatalogue {
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
