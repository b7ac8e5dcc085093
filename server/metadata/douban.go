package metadata

import (
	"context"
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// The Douban app's public frodo credentials: every frodo request carries
// apiKey, a _ts date and _sig = base64(HMAC-SHA1(secret,
// "GET&<url-encoded path>&<_ts>")).
const (
	FrodoAPIKey = "0dad551ec0f84ed02907ff5c42e8ec70"
	FrodoSecret = "bf7dddc7c9cfe6f7"
	frodoUA     = "api-client/1 com.douban.frodo/7.22.0.beta9(231) Android/23 product/Mate40 vendor/HUAWEI model/Mate40 brand/HUAWEI rom/android network/wifi platform/AndroidPad"
	mobileUA    = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"
)

// FrodoSignature is the _sig of a GET of path at ts.
func FrodoSignature(path, ts string) string {
	mac := hmac.New(sha1.New, []byte(FrodoSecret))
	mac.Write([]byte("GET&" + url.QueryEscape(path) + "&" + ts))
	return base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

// doubanGet asks Douban and caches the answer for ttl.
func (s *Service) doubanGet(ctx context.Context, key, target string, header http.Header, ttl ttlKind, out any) error {
	return s.cached(ctx, "douban:"+key, ttl.d(), out, func(ctx context.Context) (any, error) {
		var raw map[string]any
		err := s.getJSON(ctx, siteDouban, target, "", header, &raw)
		return raw, err
	})
}

// DoubanCollectionPage is one page of the collection key (a ranking of
// api-contract §3.9) from the mobile site's rexxar API.
func (s *Service) DoubanCollectionPage(ctx context.Context, key string, start, count int) (DoubanCollection, error) {
	c, err := s.config(ctx)
	if err != nil {
		return DoubanCollection{}, err
	}
	q := url.Values{"start": {strconv.Itoa(start)}, "count": {strconv.Itoa(count)}}
	target := strings.TrimRight(c.hosts.DoubanRexxarBase, "/") + "/subject_collection/" + url.PathEscape(key) + "/items?" + q.Encode()
	h := http.Header{
		"Referer":    {"https://m.douban.com/subject_collection/" + key},
		"User-Agent": {mobileUA},
		"Accept":     {"application/json"},
	}
	if c.DoubanCookie != "" {
		h.Set("Cookie", c.DoubanCookie)
	}
	var out DoubanCollection
	return out, s.doubanGet(ctx, target, target, h, kindRanking, &out)
}

// DoubanCollection is a whole ranking, at most limit items, in pages of 50.
func (s *Service) DoubanCollection(ctx context.Context, key string, limit int) ([]DoubanSubject, error) {
	var all []DoubanSubject
	for start := 0; start < limit; {
		page, err := s.DoubanCollectionPage(ctx, key, start, min(50, limit-start))
		if err != nil {
			return nil, err
		}
		all = append(all, page.Items...)
		start += len(page.Items)
		if len(page.Items) == 0 || start >= page.Total {
			break
		}
	}
	return all, nil
}

// frodoGet signs and sends a frodo API request for path (below the base).
func (s *Service) frodoGet(ctx context.Context, path string, q url.Values, ttl ttlKind, out any) error {
	c, err := s.config(ctx)
	if err != nil {
		return err
	}
	base := strings.TrimRight(c.hosts.DoubanFrodoBase, "/")
	u, err := url.Parse(base + path)
	if err != nil {
		return err
	}
	if q == nil {
		q = url.Values{}
	}
	key := base + path + "?" + q.Encode()
	ts := s.now().Format("20060102")
	q.Set("apiKey", FrodoAPIKey)
	q.Set("_ts", ts)
	q.Set("_sig", FrodoSignature(u.Path, ts))
	h := http.Header{"User-Agent": {frodoUA}, "Accept": {"application/json"}}
	if c.DoubanCookie != "" {
		h.Set("Cookie", c.DoubanCookie)
	}
	return s.doubanGet(ctx, key, base+path+"?"+q.Encode(), h, ttl, out)
}

// DoubanSearch searches movies and shows by keyword.
func (s *Service) DoubanSearch(ctx context.Context, keyword string, start, count int) ([]DoubanSubject, error) {
	var res struct {
		Items []struct {
			TargetType string        `json:"target_type"`
			Target     DoubanSubject `json:"target"`
		} `json:"items"`
	}
	q := url.Values{"q": {keyword}, "start": {strconv.Itoa(start)}, "count": {strconv.Itoa(count)}}
	if err := s.frodoGet(ctx, "/search/movie", q, kindSearch, &res); err != nil {
		return nil, err
	}
	out := []DoubanSubject{}
	for _, it := range res.Items {
		if it.TargetType != "movie" && it.TargetType != "tv" {
			continue
		}
		if it.Target.Type == "" {
			it.Target.Type = it.TargetType
		}
		out = append(out, it.Target)
	}
	return out, nil
}

// DoubanDetail is a subject's detail; kind "movie", "tv" or "" (ask the
// movie path, which frodo answers for shows too).
func (s *Service) DoubanDetail(ctx context.Context, id, kind string) (DoubanSubject, error) {
	if kind != "tv" {
		kind = "movie"
	}
	var d DoubanSubject
	if _, err := strconv.ParseUint(id, 10, 64); err != nil {
		return d, errNotFound
	}
	return d, s.frodoGet(ctx, "/"+kind+"/"+id, nil, kindDetail, &d)
}

// DoubanInterests are the signed-in Douban user's recent 想看 marks (uid
// read from the cookie's dbcl2), or nil when no cookie with a user is set.
func (s *Service) DoubanInterests(ctx context.Context, count int) ([]DoubanSubject, error) {
	c, err := s.config(ctx)
	if err != nil {
		return nil, err
	}
	uid := doubanUID(c.DoubanCookie)
	if uid == "" {
		return nil, nil
	}
	q := url.Values{"type": {"movie"}, "status": {"mark"}, "start": {"0"}, "count": {strconv.Itoa(count)}}
	target := strings.TrimRight(c.hosts.DoubanRexxarBase, "/") + "/user/" + uid + "/interests?" + q.Encode()
	h := http.Header{"Referer": {"https://m.douban.com/mine/movie"}, "User-Agent": {mobileUA},
		"Cookie": {c.DoubanCookie}, "Accept": {"application/json"}}
	var res struct {
		Interests []struct {
			Subject DoubanSubject `json:"subject"`
		} `json:"interests"`
	}
	if err := s.cached(ctx, "douban:interests:"+target, 30*time.Minute, &res, func(ctx context.Context) (any, error) {
		var raw map[string]any
		err := s.getJSON(ctx, siteDouban, target, "", h, &raw)
		return raw, err
	}); err != nil {
		return nil, err
	}
	out := make([]DoubanSubject, 0, len(res.Interests))
	for _, in := range res.Interests {
		out = append(out, in.Subject)
	}
	return out, nil
}

// doubanUID reads the user id from the cookie's dbcl2="<uid>:<token>".
func doubanUID(cookie string) string {
	for _, part := range strings.Split(cookie, ";") {
		name, val, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok || name != "dbcl2" {
			continue
		}
		uid, _, _ := strings.Cut(strings.Trim(val, `"`), ":")
		if _, err := strconv.ParseUint(uid, 10, 64); err == nil {
			return uid
		}
	}
	return ""
}
