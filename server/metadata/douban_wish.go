package metadata

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// DoubanMark is one title on a user's 想看 list.
type DoubanMark struct {
	Subject    DoubanSubject `json:"subject"`
	CreateTime string        `json:"create_time"` // 'YYYY-MM-DD HH:MM:SS', Beijing time
}

// DoubanWishPage is one page (newest first) of the public 想看 list of the
// Douban user uid, from the mobile site's rexxar API, with the list's
// total. It is never cached: the wish-list job reads it to find new marks.
func (s *Service) DoubanWishPage(ctx context.Context, uid string, start, count int) ([]DoubanMark, int, error) {
	c, err := s.config(ctx)
	if err != nil {
		return nil, 0, err
	}
	q := url.Values{"type": {"movie"}, "status": {"mark"}, "start": {strconv.Itoa(start)}, "count": {strconv.Itoa(count)}}
	target := strings.TrimRight(c.hosts.DoubanRexxarBase, "/") + "/user/" + url.PathEscape(uid) + "/interests?" + q.Encode()
	h := http.Header{"Referer": {"https://m.douban.com/people/" + url.PathEscape(uid) + "/movie/wish"},
		"User-Agent": {mobileUA}, "Accept": {"application/json"}}
	if c.DoubanCookie != "" {
		h.Set("Cookie", c.DoubanCookie)
	}
	var res struct {
		Total     int          `json:"total"`
		Interests []DoubanMark `json:"interests"`
	}
	if err := s.getJSON(ctx, siteDouban, target, "", h, &res); err != nil {
		return nil, 0, err
	}
	return res.Interests, res.Total, nil
}
