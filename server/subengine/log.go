package subengine

import (
	"fmt"
	"strings"

	"github.com/movie-robot/web-console/server/subscribe"
)

// runLog is one run's 全息日志 text, built line by line.
type runLog struct {
	lines []string
	// failed: a send failed (the .torrent, the client); sent: one was
	// confirmed; late: a candidate ran out of its deadline or the client
	// failed (the rest wait for the next run, the job moves on).
	failed, sent, late bool
	// down: sites whose .torrent failed this run (site-wide); their other
	// candidates wait for the next run instead of spending the site's budget.
	down map[string]bool
}

func (l *runLog) add(format string, args ...any) {
	l.lines = append(l.lines, fmt.Sprintf(format, args...))
}

func (l *runLog) String() string { return strings.Join(l.lines, "\n") }

// body is the log without its head (the sites' row counts change with
// every read): what a run decided.
func (l *runLog) body() string {
	for i, line := range l.lines {
		if strings.HasPrefix(line, "与订阅匹配的种子") {
			return strings.Join(l.lines[i:], "\n")
		}
	}
	return l.String()
}

// head names the run, the sites searched with their counts or failures,
// and how many rows were for this subscription.
func (l *runLog) head(x subscribe.Sub, p pass, matched int) {
	l.add("【%s】%s", p.What, title(x))
	if len(p.Sites) == 0 {
		l.add("没有开启智能下载的站点可搜索")
	}
	for _, s := range p.Sites {
		if s.Err != "" {
			l.add("站点 %s：失败，%s", s.Name, s.Err)
		} else {
			l.add("站点 %s：%d 条结果", s.Name, len(s.Torrents))
		}
	}
	l.add("与订阅匹配的种子：%d 个", matched)
}

// title is the subscription as people name it: 《片名》(年份) 第N季.
func title(x subscribe.Sub) string {
	t := "《" + x.CNName + "》"
	if x.ReleaseYear > 0 {
		t += fmt.Sprintf("(%d)", x.ReleaseYear)
	}
	if x.Type == "TV" && x.SeasonIndex > 0 && !strings.Contains(x.CNName, "季") {
		t += fmt.Sprintf(" 第%d季", x.SeasonIndex)
	}
	return t
}

// plainTitle is the title for notification templates, which add the
// year themselves: 片名 (第N季).
func plainTitle(x subscribe.Sub) string {
	if x.Type == "TV" && x.SeasonIndex > 0 && !strings.Contains(x.CNName, "季") {
		return fmt.Sprintf("%s 第%d季", x.CNName, x.SeasonIndex)
	}
	return x.CNName
}

func (l *runLog) markDown(site string) {
	if l.down == nil {
		l.down = map[string]bool{}
	}
	l.down[site] = true
}

// siteDown says whether s's site failed a .torrent this run, and puts
// the candidate it passes over in the log.
func (l *runLog) siteDown(s scored) bool {
	site := s.c.T.SiteID
	if !l.down[site] {
		return false
	}
	l.add("✗ %s — 本轮该站点下载种子失败，不再向它请求，下次搜索时重试", s.c.label())
	return true
}
