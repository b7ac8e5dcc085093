package indexer

import (
	"context"
	"encoding/xml"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// torznab searches a Torznab feed ({url}/api?t=search&q=&apikey=), the
// API Jackett and Prowlarr offer for all their indexers at once.
type torznab struct {
	s *session
}

// Torznab categories of the console's categories (newznab standard ids).
var torznabCats = map[string]string{"Movie": "2000", "TV": "5000", "Documentary": "5080", "Anime": "5070", "Music": "3000", "AV": "6000"}

type tnFeed struct {
	XMLName xml.Name
	Code    string   `xml:"code,attr"`
	Desc    string   `xml:"description,attr"`
	Items   []tnItem `xml:"channel>item"`
	// Response is <newznab:response offset total>, when the feed tells it
	// (Jackett, Prowlarr): the items the whole search holds.
	Response *struct {
		Offset string `xml:"offset,attr"`
		Total  string `xml:"total,attr"`
	} `xml:"channel>response"`
}

// tnPageSize is the items one request asks for (limit=).
const tnPageSize = 100

type tnItem struct {
	Title     string `xml:"title"`
	GUID      string `xml:"guid"`
	Link      string `xml:"link"`
	Comments  string `xml:"comments"`
	PubDate   string `xml:"pubDate"`
	Size      string `xml:"size"`
	Desc      string `xml:"description"`
	Enclosure struct {
		URL    string `xml:"url,attr"`
		Length string `xml:"length,attr"`
	} `xml:"enclosure"`
	Attrs []struct {
		Name  string `xml:"name,attr"`
		Value string `xml:"value,attr"`
	} `xml:"attr"`
}

func (t *torznab) api(ctx context.Context, q url.Values) (*tnFeed, error) {
	q.Set("apikey", t.s.cfg.APIKey)
	p, err := t.s.do(ctx, http.MethodGet, t.s.resolve("api"), q, nil)
	if err != nil {
		return nil, err
	}
	var f tnFeed
	if err := xml.Unmarshal(p.Body, &f); err != nil {
		return nil, failf(KindParse, err, "Torznab返回的不是RSS（HTTP %d）", p.Status)
	}
	if f.XMLName.Local == "error" {
		switch f.Code {
		case "100", "101", "102":
			return nil, failf(KindAPIKey, nil, "%s", f.Desc)
		case "429", "500":
			return nil, failf(KindRateLimit, nil, "%s", f.Desc)
		}
		return nil, failf(KindUnreachable, nil, "Torznab错误%s：%s", f.Code, f.Desc)
	}
	return &f, nil
}

// Login checks the key with the caps request.
func (t *torznab) Login(ctx context.Context) error {
	if t.s.cfg.APIKey == "" {
		return failf(KindAPIKey, nil, "没有填写API Key")
	}
	_, err := t.api(ctx, url.Values{"t": {"caps"}})
	return err
}

func (t *torznab) Search(ctx context.Context, q Query) ([]Result, error) {
	return t.SearchPages(ctx, q, nil)
}

// SearchPages reads the feed's pages with offset= and limit= under the
// paging rules of every site (pager.read): a feed that tells its total
// says when the last page is in (its pages may be smaller than asked),
// else a page short of limit= is the last; one that ignores offset
// repeats its first page, which adds nothing and ends the paging.
func (t *torznab) SearchPages(ctx context.Context, q Query, page func([]Result)) ([]Result, error) {
	v := url.Values{"t": {"search"}, "q": {q.Keywords}, "limit": {strconv.Itoa(tnPageSize)}}
	if q.IMDbID != "" {
		v = url.Values{"t": {"movie"}, "imdbid": {q.IMDbID}, "limit": {strconv.Itoa(tnPageSize)}}
	}
	var cats []string
	for _, c := range q.Categories {
		if id := torznabCats[c]; id != "" {
			cats = append(cats, id)
		}
	}
	if len(cats) > 0 {
		v.Set("cat", strings.Join(cats, ","))
	}
	pr := pager{s: t.s, limit: titlePageLimit(q), seen: map[string]bool{}, page: page}
	offset := 0
	err := pr.read(ctx, func(ctx context.Context, pg int) (pageRead, error) {
		if pg > 0 {
			v.Set("offset", strconv.Itoa(offset))
		}
		f, err := t.api(ctx, v)
		if err != nil {
			return pageRead{}, err
		}
		rows := make([]Result, 0, len(f.Items))
		for _, it := range f.Items {
			rows = append(rows, it.result())
		}
		offset += len(rows)
		// Without a total, fewer items than limit= asked are all there are.
		more := len(rows) >= tnPageSize
		if f.Response != nil {
			if total, err := strconv.Atoi(f.Response.Total); err == nil {
				from, err := strconv.Atoi(f.Response.Offset)
				if err != nil {
					from = offset - len(rows)
				}
				more = from+len(rows) < total
			}
		}
		return pageRead{rows: rows, size: len(rows), more: more}, nil
	})
	if err != nil {
		return nil, err
	}
	if pr.out == nil {
		pr.out = []Result{}
	}
	return pr.out, nil
}

func (it tnItem) result() Result {
	attr := map[string]string{}
	for _, a := range it.Attrs {
		attr[a.Name] = a.Value
	}
	num := func(s string) int { n, _ := strconv.Atoi(s); return n }
	factor := func(s string) float64 {
		if s == "" {
			return 1
		}
		f, _ := strconv.ParseFloat(s, 64)
		return f
	}
	size := it.Size
	if size == "" {
		size = attr["size"]
	}
	if size == "" {
		size = it.Enclosure.Length
	}
	r := Result{
		Title: it.Title, Description: attr["description"], DetailsURL: firstNonEmpty(it.Comments, it.GUID),
		DownloadURL: firstNonEmpty(it.Enclosure.URL, it.Link), SizeMB: ParseSizeMB(size),
		Seeders: num(attr["seeders"]), Grabs: num(attr["grabs"]),
		DownloadFactor: factor(attr["downloadvolumefactor"]), UploadFactor: factor(attr["uploadvolumefactor"]),
		MinimumRatio: factor(attr["minimumratio"]), IMDbID: imdbID("tt" + strings.TrimPrefix(attr["imdbid"], "tt")),
		DoubanID: attr["doubanid"], Poster: attr["coverurl"],
	}
	if attr["minimumratio"] == "" {
		r.MinimumRatio = 0
	}
	if attr["imdbid"] == "" && attr["imdb"] != "" {
		r.IMDbID = imdbID("tt" + strings.TrimPrefix(attr["imdb"], "tt"))
	}
	if p := num(attr["peers"]); p >= r.Seeders {
		r.Leechers = p - r.Seeders
	}
	if t, err := time.Parse(time.RFC1123Z, strings.TrimSpace(it.PubDate)); err == nil {
		r.Date = t.In(time.Local).Format(timeLayout)
	}
	switch c := attr["category"]; {
	case strings.HasPrefix(c, "2"):
		r.Category = "Movie"
	case c == "5070":
		r.Category = "Anime"
	case c == "5080":
		r.Category = "Documentary"
	case strings.HasPrefix(c, "5"):
		r.Category = "TV"
	case strings.HasPrefix(c, "3"):
		r.Category = "Music"
	case strings.HasPrefix(c, "6"):
		r.Category = "AV"
	}
	return r
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

// UserInfo: Torznab has no account data.
func (t *torznab) UserInfo(context.Context) (UserInfo, error) {
	return UserInfo{}, errNoUserInfo
}

func (t *torznab) Details(context.Context, string) (Detail, error) { return Detail{}, errNoDetails }

func (t *torznab) Torrent(ctx context.Context, u string) ([]byte, error) {
	p, err := t.s.do(ctx, http.MethodGet, t.s.resolve(u), nil, nil)
	if err != nil {
		return nil, err
	}
	if p.Status != http.StatusOK || len(p.Body) == 0 || p.Body[0] != 'd' {
		return nil, failf(KindParse, nil, "返回的不是种子文件（HTTP %d）", p.Status)
	}
	return p.Body, nil
}

// ErrUnsupported marks what a kind of site cannot do.
var (
	errNoUserInfo = &Error{Kind: "不支持", Detail: "此类站点没有用户数据"}
	errNoDetails  = &Error{Kind: "不支持", Detail: "此类站点没有详情页"}
)

// Unsupported reports whether err means the site kind cannot do it.
func Unsupported(err error) bool { return KindOf(err) == "不支持" }
