package standin

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// WishControlPath sets how many 想看 marks a public user has:
// POST <path>/<uid>?count=N. The list only grows at the top (newest
// first), as a user marking new titles makes it grow.
const WishControlPath = "/__douban/wish/"

// wishLists are the public users' 想看 lists of the rexxar
// /user/{uid}/interests?type=movie&status=mark API: option wish=
// "uid:count,uid2:count" (changed by WishControlPath). Mark k (0 = the
// oldest) is the same title for every user and was made k days after the
// oldest, the newest an hour ago.
type wishLists struct {
	mu     sync.Mutex
	counts map[string]int
}

func newWishLists(opt string) *wishLists {
	w := &wishLists{counts: map[string]int{}}
	for _, part := range strings.Split(opt, ",") {
		uid, n, ok := strings.Cut(part, ":")
		if c, err := strconv.Atoi(n); ok && err == nil && uid != "" {
			w.counts[uid] = c
		}
	}
	return w
}

// wishTitle is mark k's title: the catalogue, then made-up films.
func wishTitle(k int) mediaTitle {
	if k < len(catalogue) {
		return catalogue[k]
	}
	return filler(fmt.Sprintf("41%06d", 900000+k))
}

func (w *wishLists) control(rw http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(r.URL.Query().Get("count"))
	if err != nil || n < 0 {
		http.Error(rw, "count", http.StatusBadRequest)
		return
	}
	w.mu.Lock()
	w.counts[strings.TrimPrefix(r.URL.Path, WishControlPath)] = n
	w.mu.Unlock()
	rw.WriteHeader(http.StatusNoContent)
}

// serve answers one page; ok is false for a user it does not know.
func (w *wishLists) serve(rw http.ResponseWriter, r *http.Request) bool {
	uid := r.PathValue("uid")
	w.mu.Lock()
	total, ok := w.counts[uid]
	w.mu.Unlock()
	if !ok {
		return false
	}
	q := r.URL.Query()
	if !strings.HasPrefix(r.Header.Get("Referer"), "https://m.douban.com/") {
		tmdbJSON(rw, 400, map[string]any{"code": 1101, "msg": "invalid_request_1101"})
		return true
	}
	if q.Get("type") != "movie" || q.Get("status") != "mark" {
		tmdbJSON(rw, 400, map[string]any{"code": 999, "msg": "invalid type or status"})
		return true
	}
	start, _ := strconv.Atoi(q.Get("start"))
	count, err := strconv.Atoi(q.Get("count"))
	if err != nil || count <= 0 {
		count = 20
	}
	count = min(count, 50) // rexxar's page limit
	start = min(max(start, 0), total)
	end := min(start+count, total)
	newest := time.Now().Add(-time.Hour).In(time.FixedZone("CST", 8*3600)) // Douban gives Beijing time
	interests := []map[string]any{}
	for i := start; i < end; i++ {
		k := total - 1 - i // the newest first
		m := wishTitle(k)
		at := newest.Add(-time.Duration(total-1-k) * 24 * time.Hour)
		interests = append(interests, map[string]any{"id": 10000 + k, "status": "mark", "comment": "", "tags": []string{},
			"create_time": at.Format("2006-01-02 15:04:05"), "subject": doubanSubject(r, m, 0),
			"sharing_url": "https://www.douban.com/doubanapp/dispatch?uri=/subject/" + url.PathEscape(m.douban)})
	}
	tmdbJSON(rw, 200, map[string]any{"count": len(interests), "start": start, "total": total, "interests": interests})
	return true
}
