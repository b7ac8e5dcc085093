package standin

import (
	"encoding/xml"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// "torznab" is a Torznab feed as Jackett and Prowlarr serve it:
// /api?t=caps|search|movie|tvsearch&apikey=&q=&cat=&offset=&limit=.
// Options: apikey (default "standin-torznab-key"), per_page (the most
// items one answer holds whatever limit asks, default 100), episodes (one
// show's episodes added, newest first, as the NexusPHP stand-in's),
// ignore_offset (any value: every answer starts at the first item, as
// some indexers behind a feed do), total (any value: the channel tells
// <newznab:response offset total>, as Jackett and Prowlarr do). Items are
// the NexusPHP stand-in's list, with torznab:attr seeders, peers, size,
// downloadvolumefactor, imdbid …; enclosures download real .torrent files.
func init() {
	register("torznab", func(o url.Values) http.Handler {
		f := torznabFeed{key: o.Get("apikey"), opts: o, tag: newPasskey()[:8]}
		if f.key == "" {
			f.key = "standin-torznab-key"
		}
		f.items, f.perPage = pagedCatalogue(o)
		return f
	})
}

type torznabFeed struct {
	key     string
	tag     string // this instance, in its torrents' source (npTorrentFile)
	opts    url.Values
	items   []npTorrent
	perPage int
}

func (f torznabFeed) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	base := "http://" + r.Host
	if strings.HasPrefix(r.URL.Path, "/dl/") {
		id, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/dl/"), ".torrent"))
		for _, t := range f.items {
			if t.ID == id && q.Get("apikey") == f.key {
				w.Header().Set("Content-Type", "application/x-bittorrent")
				w.Write(npTorrentFile(base, "torznab", f.tag, t))
				return
			}
		}
		http.NotFound(w, r)
		return
	}
	if r.URL.Path != "/api" && r.URL.Path != "/api/" {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/rss+xml; charset=utf-8")
	if q.Get("apikey") != f.key {
		fmt.Fprint(w, `<?xml version="1.0" encoding="UTF-8"?><error code="100" description="Invalid API Key" />`)
		return
	}
	switch q.Get("t") {
	case "caps":
		fmt.Fprint(w, `<?xml version="1.0" encoding="UTF-8"?><caps><server title="standin" /><searching><search available="yes" supportedParams="q" /><movie-search available="yes" supportedParams="q,imdbid" /></searching><categories><category id="2000" name="Movies" /><category id="5000" name="TV" /></categories></caps>`)
	case "search", "movie", "tvsearch":
		f.search(w, q, base)
	default:
		fmt.Fprint(w, `<?xml version="1.0" encoding="UTF-8"?><error code="202" description="No such function" />`)
	}
}

func (f torznabFeed) search(w http.ResponseWriter, q url.Values, base string) {
	kw := strings.ToLower(q.Get("q"))
	var hits []npTorrent
	for _, t := range f.items {
		if !matchesAll(t.Name+" "+t.Subtitle, kw) {
			continue
		}
		if imdb := q.Get("imdbid"); imdb != "" && "tt"+strings.TrimPrefix(imdb, "tt") != t.IMDb {
			continue
		}
		hits = append(hits, t)
	}
	offset, _ := strconv.Atoi(q.Get("offset"))
	if f.opts.Get("ignore_offset") != "" {
		offset = 0
	}
	limit, _ := strconv.Atoi(q.Get("limit"))
	if limit <= 0 || limit > f.perPage {
		limit = f.perPage
	}
	from := min(max(offset, 0), len(hits))
	to := min(from+limit, len(hits))
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:torznab="http://torznab.com/schemas/2015/feed" xmlns:newznab="http://www.newznab.com/DTD/2010/feeds/attributes/"><channel><title>standin</title>`)
	if f.opts.Get("total") != "" {
		fmt.Fprintf(&b, `<newznab:response offset="%d" total="%d" />`, from, len(hits))
	}
	for _, t := range hits[from:to] {
		cat := map[int]string{401: "2000", 402: "5000", 403: "5000", 404: "5080", 405: "5070"}[t.Cat]
		added, _ := time.ParseInLocation("2006-01-02 15:04:05", t.Added, time.Local)
		size := int64(sizeMBOf(t.SizeText) * 1024 * 1024)
		dl := fmt.Sprintf("%s/dl/%d.torrent?apikey=%s", base, t.ID, f.key)
		fmt.Fprintf(&b, `<item><title>%s</title><guid>%s/details/%d</guid><link>%s</link><comments>%s/details/%d</comments><pubDate>%s</pubDate><size>%d</size><description>%s</description><enclosure url="%s" length="%d" type="application/x-bittorrent" />`,
			esc(t.Name), base, t.ID, esc(dl), base, t.ID, added.Format(time.RFC1123Z), size, esc(t.Subtitle), esc(dl), size)
		dv, uv := promoFactors(t.Promo)
		attrs := [][2]string{{"category", cat}, {"seeders", strconv.Itoa(t.Seeders)}, {"peers", strconv.Itoa(t.Seeders + t.Leechers)},
			{"grabs", strconv.Itoa(t.Grabs)}, {"downloadvolumefactor", dv}, {"uploadvolumefactor", uv}, {"description", t.Subtitle}}
		if t.IMDb != "" {
			attrs = append(attrs, [2]string{"imdbid", t.IMDb})
		}
		if t.Douban != "" {
			attrs = append(attrs, [2]string{"doubanid", t.Douban})
		}
		if t.HR {
			attrs = append(attrs, [2]string{"minimumratio", "1"})
		}
		for _, a := range attrs {
			fmt.Fprintf(&b, `<torznab:attr name="%s" value="%s" />`, a[0], esc(a[1]))
		}
		b.WriteString(`</item>`)
	}
	b.WriteString(`</channel></rss>`)
	fmt.Fprint(w, b.String())
}

func esc(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}

// promoFactors are the download/upload factors of a NexusPHP promotion.
func promoFactors(p string) (string, string) {
	switch p {
	case "pro_free":
		return "0", "1"
	case "pro_free2up":
		return "0", "2"
	case "pro_2up":
		return "1", "2"
	case "pro_50pct":
		return "0.5", "1"
	case "pro_50pctdown2up":
		return "0.5", "2"
	case "pro_30pct":
		return "0.3", "1"
	}
	return "1", "1"
}

// sizeMBOf reads the stand-in's "12.45 GB" texts.
func sizeMBOf(s string) float64 {
	n, unit, _ := strings.Cut(s, " ")
	v, _ := strconv.ParseFloat(n, 64)
	if unit == "GB" {
		v *= 1024
	}
	if unit == "TB" {
		v *= 1024 * 1024
	}
	return v
}
