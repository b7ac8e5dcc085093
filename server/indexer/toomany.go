package indexer

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/PuerkitoBio/goquery"
)

// tooManyWords are what sites say on their own "too many requests" page,
// served with HTTP 200 (NexusPHP's stderr box, a Cardigann site's error
// block, a bare text answer): 请求过于频繁, 访问过于频繁, 您的请求太频繁,
// 操作過於頻繁, Too many requests.
var tooManyWords = regexp.MustCompile(`(?i)(请求|访问|操作|搜索|刷新|下载|请求次数)(过于|太过|太|过|非常)(频繁|快)|` +
	`(請求|訪問|操作|搜尋|搜索|刷新|下載)(過於|太過|太|過|非常)(頻繁|快)|too many requests|rate limit(ed| exceeded)`)

// tooManyAsked finds a wait the page names ("请30秒后再试", "wait 5 minutes").
var tooManyAsked = regexp.MustCompile(`(?i)(\d+)\s*(秒|分钟|分鐘|小时|小時|seconds?|secs?|minutes?|mins?|hours?)`)

// pageBackOff is the pause when the page names no wait: as long as a 429
// without Retry-After gets (sitebudget.Observe).
const pageBackOff = 10 * time.Minute

// tooManyPlaces are where a page's own message stands; a results page's
// torrent names are never in them, so a title that happens to hold the
// words is not taken for the site's refusal.
const tooManyPlaces = "title, h1, h2, h3, td.text, .error, #error, .alert, .notice, .warning"

// tooManyPage answers the site's "too many requests" message on p ("" when
// p is an ordinary page). A short page is read whole.
func tooManyPage(p *page) string {
	b := p.Body
	if len(b) == 0 || b[0] == 'd' || !mayBeTooMany(b) {
		return "" // most pages, and every .torrent, end here
	}
	if !strings.Contains(p.Header.Get("Content-Type"), "html") && !bytes.Contains(b[:min(len(b), 512)], []byte("<")) {
		if text := strings.TrimSpace(string(b)); len(text) <= 2000 && tooManyWords.MatchString(text) {
			return clip(text, 80)
		}
		return ""
	}
	doc, err := goquery.NewDocumentFromReader(bytes.NewReader(b))
	if err != nil {
		return ""
	}
	doc.Find("script, style").Remove()
	if text := clip(doc.Find("body").Text(), 600); !strings.HasSuffix(text, "…") && tooManyWords.MatchString(text) {
		return clip(text, 80)
	}
	msg := ""
	doc.Find(tooManyPlaces).EachWithBreak(func(_ int, s *goquery.Selection) bool {
		if text := clip(s.Text(), 200); tooManyWords.MatchString(text) {
			msg = clip(text, 80)
		}
		return msg == ""
	})
	return msg
}

// mayBeTooMany is a cheap look before parsing: the page holds one of the
// words at all.
func mayBeTooMany(b []byte) bool {
	for _, w := range []string{"频繁", "頻繁", "过快", "過快", "太快"} {
		if bytes.Contains(b, []byte(w)) {
			return true
		}
	}
	head := bytes.ToLower(b[:min(len(b), 64<<10)])
	return bytes.Contains(head, []byte("too many requests")) || bytes.Contains(head, []byte("rate limit"))
}

// tooMany turns a site's "too many requests" message into the site's rate
// limit: the budget pauses the site (for the wait the message names, else
// pageBackOff) and the answer is KindRateLimit. nil: msg says otherwise.
func (s *session) tooMany(msg string) error {
	if msg == "" || !tooManyWords.MatchString(msg) {
		return nil
	}
	wait := pageBackOff
	if m := tooManyAsked.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		unit := time.Second
		switch u := strings.ToLower(m[2]); {
		case strings.HasPrefix(u, "分") || strings.HasPrefix(u, "min"):
			unit = time.Minute
		case strings.HasPrefix(u, "小") || strings.HasPrefix(u, "hour"):
			unit = time.Hour
		}
		if d := time.Duration(n) * unit; d > 0 {
			wait = min(max(d, 10*time.Second), 24*time.Hour)
		}
	}
	if s.cfg.Gate != nil {
		s.cfg.Gate.Pause(wait, "站点提示请求过于频繁（"+clip(msg, 40)+"）")
	}
	return failf(KindRateLimit, nil, "站点提示请求过于频繁：%s", clip(msg, 80))
}
