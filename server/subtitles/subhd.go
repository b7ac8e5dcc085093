package subtitles

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"net/url"
	"regexp"
	"strings"
)

// subhd is SubHD: the search page (/search/<keyword>) lists titles
// (/d/N), a title's page lists its subtitles in rows (/a/<sid> with the
// release name and 简体/繁体/双语 tags), and the download is asked of
// POST /api/sub/down {sid, cap}, which answers {pass, url} or, when the
// site wants its captcha solved first, {pass: false, msg}.
type subhd struct{ scraped }

var (
	shdTitle = regexp.MustCompile(`href="(/d/\d+)"`)
	shdRow   = regexp.MustCompile(`(?s)<div class="[^"]*\bsubitem\b[^"]*">(.*?)</div>\s*<!--/subitem-->`)
	shdSub   = regexp.MustCompile(`href="/a/([A-Za-z0-9]+)"[^>]*>([^<]*)</a>`)
	shdTag   = regexp.MustCompile(`<span class="[^"]*\blang\b[^"]*">([^<]+)</span>`)
)

func (h *subhd) Label() string { return "SubHD" }

func (h *subhd) Search(ctx context.Context, q query) ([]candidate, error) {
	return h.titles(ctx, h.Label(), "/search/"+url.PathEscape(q.Keyword), shdTitle, h.rows)
}

// rows reads a title page's subtitle list.
func (h *subhd) rows(page, referer string) []candidate {
	var out []candidate
	for _, r := range shdRow.FindAllStringSubmatch(page, -1) {
		s := shdSub.FindStringSubmatch(r[1])
		if s == nil {
			continue
		}
		c := candidate{Source: "subhd", Title: strings.TrimSpace(html.UnescapeString(s[2])), Lang: "other"}
		for _, t := range shdTag.FindAllStringSubmatch(r[1], -1) {
			switch strings.TrimSpace(t[1]) {
			case "简体":
				c.Lang = merge(c.Lang, "chs")
			case "繁体", "繁體":
				c.Lang = merge(c.Lang, "cht")
			case "双语", "雙語":
				c.Lang = "dual"
			}
		}
		sid := s[1]
		c.fetch = func(ctx context.Context) (string, []byte, error) { return h.download(ctx, sid, referer) }
		out = append(out, c)
	}
	return out
}

func (h *subhd) download(ctx context.Context, sid, referer string) (string, []byte, error) {
	body, _ := json.Marshal(map[string]string{"sid": sid, "cap": ""})
	b, err := post(ctx, h.hc, h.pace, h.Label(), h.base+"/api/sub/down", body, h.base+"/a/"+sid)
	if err != nil {
		return "", nil, err
	}
	var ans struct {
		Pass bool   `json:"pass"`
		URL  string `json:"url"`
		Msg  string `json:"msg"`
	}
	if err := json.Unmarshal(b, &ans); err != nil {
		return "", nil, fmt.Errorf("SubHD 的下载回复不是有效的JSON：%w", err)
	}
	if !ans.Pass || ans.URL == "" {
		return "", nil, fmt.Errorf("SubHD 要先在网页上输入验证码才能下载（%s），稍后再试或换用其他字幕来源", ans.Msg)
	}
	target := ans.URL
	if strings.HasPrefix(target, "/") {
		target = h.base + target
	}
	return get(ctx, h.hc, h.pace, h.Label(), target, h.base+"/a/"+sid)
}
