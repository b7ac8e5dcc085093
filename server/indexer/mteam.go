package indexer

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// mteam talks to M-Team's JSON API (api.m-team.cc) with the user's API
// key in the x-api-key header.
type mteam struct {
	s *session
}

// mtAnswer is every API answer: code "0" (a string, sometimes a number)
// is success.
type mtAnswer struct {
	Code    json.RawMessage `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data"`
}

func (m *mteam) call(ctx context.Context, path string, body any, form url.Values, out any) error {
	if m.s.cfg.APIKey == "" {
		return failf(KindAPIKey, nil, "没有填写API Key")
	}
	h := http.Header{"x-api-key": {m.s.cfg.APIKey}}
	var p *page
	var err error
	if body != nil {
		b, _ := json.Marshal(body)
		p, err = m.s.doBody(ctx, m.s.resolve(path), b, h)
	} else {
		p, err = m.s.do(ctx, http.MethodPost, m.s.resolve(path), form, h)
	}
	if err != nil {
		return err
	}
	if p.Status == http.StatusUnauthorized || p.Status == http.StatusForbidden {
		return failf(KindAPIKey, nil, "站点拒绝了API Key（HTTP %d）", p.Status)
	}
	var a mtAnswer
	if err := json.Unmarshal(p.Body, &a); err != nil {
		return failf(KindParse, err, "API返回的不是JSON（HTTP %d）", p.Status)
	}
	code := strings.Trim(string(a.Code), `"`)
	if code != "0" {
		msg := a.Message
		switch {
		case strings.Contains(strings.ToLower(msg), "key"), strings.Contains(msg, "令牌"), code == "401":
			return failf(KindAPIKey, nil, "%s", msg)
		case strings.Contains(msg, "頻繁"), strings.Contains(msg, "频繁"), code == "429":
			return failf(KindRateLimit, nil, "%s", msg)
		}
		return failf(KindUnreachable, nil, "API错误%s：%s", code, msg)
	}
	if out != nil {
		if err := json.Unmarshal(a.Data, out); err != nil {
			return failf(KindParse, err, "API数据")
		}
	}
	return nil
}

// doBody posts JSON (M-Team's search takes a JSON body).
func (s *session) doBody(ctx context.Context, rawURL string, body []byte, h http.Header) (*page, error) {
	if err := s.admit(ctx); err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, rawURL, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", s.cfg.UserAgent)
	for k, v := range h {
		req.Header[http.CanonicalHeaderKey(k)] = v
	}
	res, err := s.client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, timeoutOr(ctx, err)
		}
		return nil, failf(KindUnreachable, err, "%s", shortNetErr(err))
	}
	defer res.Body.Close()
	if s.cfg.Gate != nil {
		s.cfg.Gate.Observe(res.StatusCode, res.Header.Get("Retry-After"))
	}
	var b bytes.Buffer
	if _, err := b.ReadFrom(http.MaxBytesReader(nil, res.Body, maxPage)); err != nil {
		return nil, failf(KindUnreachable, err, "读取失败")
	}
	return &page{URL: res.Request.URL, Status: res.StatusCode, Header: res.Header, Body: b.Bytes()}, nil
}

type mtProfile struct {
	Username    string `json:"username"`
	MemberCount struct {
		Uploaded   string `json:"uploaded"`
		Downloaded string `json:"downloaded"`
		ShareRate  string `json:"shareRate"`
		Bonus      string `json:"bonus"`
	} `json:"memberCount"`
	Role string `json:"role"`
}

// Login checks the key by reading the profile.
func (m *mteam) Login(ctx context.Context) error {
	var p mtProfile
	return m.call(ctx, "api/member/profile", nil, url.Values{}, &p)
}

func (m *mteam) UserInfo(ctx context.Context) (UserInfo, error) {
	var p mtProfile
	if err := m.call(ctx, "api/member/profile", nil, url.Values{}, &p); err != nil {
		return UserInfo{}, err
	}
	bytesMB := func(s string) float64 { n, _ := strconv.ParseFloat(s, 64); return n / 1024 / 1024 }
	u := UserInfo{Username: p.Username, UploadMB: bytesMB(p.MemberCount.Uploaded), DownloadMB: bytesMB(p.MemberCount.Downloaded),
		Ratio: parseNumber(p.MemberCount.ShareRate), Bonus: parseNumber(p.MemberCount.Bonus)}
	var peers struct {
		Seeder string `json:"seeder"`
	}
	if err := m.call(ctx, "api/tracker/myPeerStatus", nil, url.Values{}, &peers); err == nil {
		u.Seeding = int(parseNumber(peers.Seeder))
	}
	return u, nil
}

type mtTorrent struct {
	ID          string   `json:"id"`
	CreatedDate string   `json:"createdDate"`
	Name        string   `json:"name"`
	SmallDescr  string   `json:"smallDescr"`
	IMDb        string   `json:"imdb"`
	Douban      string   `json:"douban"`
	Category    string   `json:"category"`
	Size        string   `json:"size"`
	ImageList   []string `json:"imageList"`
	Descr       string   `json:"descr"`
	Status      struct {
		Discount        string `json:"discount"`
		DiscountEndTime string `json:"discountEndTime"`
		Seeders         string `json:"seeders"`
		Leechers        string `json:"leechers"`
		TimesCompleted  string `json:"timesCompleted"`
	} `json:"status"`
}

// mtCategories: M-Team's category ids of each console category.
var mtCategories = map[string]string{"401": "Movie", "419": "Movie", "420": "Movie", "421": "Movie", "439": "Movie",
	"403": "TV", "402": "TV", "435": "TV", "438": "TV", "404": "Documentary", "405": "Anime", "406": "Music", "434": "Music",
	"410": "AV", "429": "AV", "424": "AV", "430": "AV", "426": "AV", "437": "AV", "431": "AV"}

// mtFactors: discount → download and upload factors.
var mtFactors = map[string][2]float64{"NORMAL": {1, 1}, "PERCENT_70": {0.7, 1}, "PERCENT_50": {0.5, 1},
	"PERCENT_30": {0.3, 1}, "FREE": {0, 1}, "_2X_FREE": {0, 2}, "_2X": {1, 2}, "_2X_PERCENT_50": {0.5, 2}}

// mtPageSize is the torrents one search request asks for (pageSize).
const mtPageSize = 100

func (m *mteam) Search(ctx context.Context, q Query) ([]Result, error) {
	return m.SearchPages(ctx, q, nil)
}

// SearchPages reads the search's pages (pageNumber from 1) under the
// paging rules of every site (pager.read): the answer's totalPages says
// when the last page is in.
func (m *mteam) SearchPages(ctx context.Context, q Query, page func([]Result)) ([]Result, error) {
	mode := "normal"
	if len(q.Categories) == 1 && q.Categories[0] == "AV" {
		mode = "adult"
	}
	body := map[string]any{"mode": mode, "keyword": q.Keywords, "pageNumber": 1, "pageSize": mtPageSize}
	if q.IMDbID != "" {
		body["imdb"] = q.IMDbID
	}
	pr := pager{s: m.s, limit: titlePageLimit(q), seen: map[string]bool{}, page: page}
	err := pr.read(ctx, func(ctx context.Context, pg int) (pageRead, error) {
		body["pageNumber"] = pg + 1
		var data struct {
			Data       []mtTorrent `json:"data"`
			TotalPages json.Number `json:"totalPages"`
		}
		if err := m.call(ctx, "api/torrent/search", body, nil, &data); err != nil {
			return pageRead{}, err
		}
		more := len(data.Data) >= mtPageSize
		if n, err := strconv.Atoi(data.TotalPages.String()); err == nil {
			more = pg+1 < n
		}
		ids := make([]string, len(data.Data))
		for i, t := range data.Data {
			ids[i] = t.ID
		}
		return pageRead{rows: m.results(data.Data, q), size: len(data.Data), more: more, ids: ids}, nil
	})
	if err != nil {
		return nil, err
	}
	if pr.out == nil {
		pr.out = []Result{}
	}
	return pr.out, nil
}

// results are a page's torrents within the query's categories.
func (m *mteam) results(page []mtTorrent, q Query) []Result {
	out := make([]Result, 0, len(page))
	for _, t := range page {
		f, ok := mtFactors[t.Status.Discount]
		if !ok {
			f = [2]float64{1, 1}
		}
		size, _ := strconv.ParseFloat(t.Size, 64)
		r := Result{Title: t.Name, Description: t.SmallDescr,
			DetailsURL: "https://kp.m-team.cc/detail/" + t.ID, DownloadURL: "mteam:" + t.ID,
			Category: mtCategories[t.Category], SizeMB: size / 1024 / 1024,
			Seeders: int(parseNumber(t.Status.Seeders)), Leechers: int(parseNumber(t.Status.Leechers)),
			Grabs: int(parseNumber(t.Status.TimesCompleted)), Date: t.CreatedDate,
			DownloadFactor: f[0], UploadFactor: f[1], IMDbID: imdbID(t.IMDb), DoubanID: doubanID(t.Douban)}
		if f[0] < 1 && t.Status.DiscountEndTime != "" {
			r.FreeUntil = t.Status.DiscountEndTime
		}
		if len(t.ImageList) > 0 {
			r.Poster = t.ImageList[0]
		}
		if len(q.Categories) > 0 && r.Category != "" && !overlaps([]string{r.Category}, q.Categories) {
			continue
		}
		out = append(out, r)
	}
	return out
}

// Details reads the torrent's detail (images and description).
func (m *mteam) Details(ctx context.Context, detailsURL string) (Detail, error) {
	id := detailsURL[strings.LastIndex(detailsURL, "/")+1:]
	var t mtTorrent
	if err := m.call(ctx, "api/torrent/detail", nil, url.Values{"id": {id}}, &t); err != nil {
		return Detail{}, err
	}
	imgs := t.ImageList
	if imgs == nil {
		imgs = []string{}
	}
	return Detail{Images: imgs, Intro: t.Descr}, nil
}

// Torrent asks for a one-time download link, then fetches it.
func (m *mteam) Torrent(ctx context.Context, downloadURL string) ([]byte, error) {
	id := strings.TrimPrefix(downloadURL, "mteam:")
	var link string
	if err := m.call(ctx, "api/torrent/genDlToken", nil, url.Values{"id": {id}}, &link); err != nil {
		return nil, err
	}
	p, err := m.s.do(ctx, http.MethodGet, link, nil, nil)
	if err != nil {
		return nil, err
	}
	if p.Status != http.StatusOK || len(p.Body) == 0 || p.Body[0] != 'd' {
		return nil, failf(KindParse, nil, "返回的不是种子文件（HTTP %d）", p.Status)
	}
	return p.Body, nil
}
