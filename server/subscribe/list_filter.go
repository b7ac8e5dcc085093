package subscribe

import (
	"errors"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/store"
)

// ListFilter is one page of the my-subscriptions screen: subscribe/list
// with page or size (an addition; without them the answer is the whole
// list, as the original's and its SDK expect).
type ListFilter struct {
	MediaType string   // Movie | TV | "" all
	Statuses  []int    // any of these; none = every status
	Areas     []string // any of these words of area; none = any
	Genres    []string // any of these words of genres (the screen's cate)
	Keyword   string   // part of the Chinese or original name
	Page      int      // from 1
	Size      int
}

// MaxPageSize bounds one page (the screen asks for 60 at a time).
const MaxPageSize = 500

// Paged tells whether the query asks for a page (page or size present).
func Paged(q url.Values) bool { return q.Has("page") || q.Has("size") }

// ParseListFilter reads the query; a bad value is a Chinese sentence
// naming its field.
func ParseListFilter(q url.Values) (ListFilter, error) {
	f := ListFilter{MediaType: q.Get("media_type"), Areas: words(q.Get("area")), Genres: words(q.Get("cate")),
		Keyword: strings.TrimSpace(q.Get("keyword"))}
	if f.MediaType != "" && f.MediaType != "Movie" && f.MediaType != "TV" {
		return f, errors.New("media_type 只能是 Movie 或 TV")
	}
	for _, w := range words(q.Get("status")) {
		n, err := strconv.Atoi(w)
		if err != nil || n < StatusSubscribed || n > StatusApproval {
			return f, errors.New("status 只能是 0、1、2、3 中的一个或几个（用逗号分隔）")
		}
		if !slices.Contains(f.Statuses, n) {
			f.Statuses = append(f.Statuses, n)
		}
	}
	if len([]rune(f.Keyword)) > 100 {
		return f, errors.New("keyword 不能超过 100 个字")
	}
	var err error
	f.Page, f.Size, err = store.ParsePaging(q, 60, MaxPageSize)
	return f, err
}

// words splits a comma list as the screen writes it (the URL's status,
// area and cate), dropping empty entries.
func words(s string) []string {
	out := []string{}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '，' }) {
		if w = strings.TrimSpace(w); w != "" {
			out = append(out, w)
		}
	}
	return out
}
