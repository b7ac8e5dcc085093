package filters

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/movie-robot/web-console/server/release"
)

// Candidate is one search or listing result as the engine sees it.
type Candidate struct {
	Site           string  // the site's code (site_name), as in Filter.SiteID
	SiteName       string  // the site as people name it (its alias), for reasons; "" = Site
	Name           string  // the torrent's title line
	Subject        string  // the site's subtitle line
	SizeMB         float64 // 0 = unknown
	Seeders        int
	DownloadFactor float64 // 0 free, 0.5 half … 1 counted in full
	HR             bool    // the site demands H&R seeding for it
	Release        release.Info
}

// Rule names a check of Match; the engine's log shows Reason, tests and
// statistics use Rule.
type Rule string

const (
	RuleSite       Rule = "site_id"
	RuleMinSize    Rule = "min_size"
	RuleMaxSize    Rule = "max_size"
	RuleMinSeeders Rule = "min_seeders"
	RuleMaxSeeders Rule = "max_seeders"
	RuleFree       Rule = "free_only"
	RuleHR         Rule = "pass_hr"
	RuleSource     Rule = "media_source"
	RuleResolution Rule = "resolution"
	RuleCodec      Rule = "media_codec"
	RuleTeam       Rule = "release_team"
	RuleCN         Rule = "has_cn"
	RuleSpecial    Rule = "has_special"
	RuleExclude    Rule = "exclude_keyword"
	RuleInclude    Rule = "include_keyword"
)

// Rejection is why a candidate failed a filter: the rule and a sentence
// for the subscription's log (全息日志).
type Rejection struct {
	Rule   Rule
	Reason string
}

func reject(rule Rule, format string, args ...any) *Rejection {
	return &Rejection{Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// Match checks c against f and returns the first rule c breaks, or nil
// when c passes. Cheap checks on the site's numbers come before the
// parsed labels and the keyword scan. A label the parser could not read
// fails a filter that asks for specific values: unknown is not a match.
func Match(f Filter, c Candidate) *Rejection {
	if r := matchNumbers(f, c); r != nil {
		return r
	}
	info := c.Release
	for _, l := range []struct {
		rule  Rule
		label string
		want  []string
		got   string
	}{
		{RuleSource, "来源", f.MediaSource, info.Source},
		{RuleResolution, "分辨率", f.Resolution, info.Resolution},
		{RuleCodec, "编码", f.MediaCodec, info.Codec},
		{RuleTeam, "制作组", f.ReleaseTeam, info.Group},
	} {
		if len(l.want) == 0 || containsFold(l.want, l.got) {
			continue
		}
		if l.got == "" {
			return reject(l.rule, "无法识别%s，过滤器要求%s", l.label, strings.Join(l.want, "/"))
		}
		return reject(l.rule, "%s %s 不符合要求（%s）", l.label, l.got, strings.Join(l.want, "/"))
	}
	if f.HasCN && !info.ChineseSubs {
		return reject(RuleCN, "没有中文字幕")
	}
	if f.HasSpecial && !info.Special {
		return reject(RuleSpecial, "不是特效字幕")
	}
	return matchKeywords(f, c)
}

func matchNumbers(f Filter, c Candidate) *Rejection {
	switch {
	case len(f.SiteID) > 0 && !containsFold(f.SiteID, c.Site):
		return reject(RuleSite, "站点 %s 不在过滤器的站点范围内", cmp.Or(c.SiteName, c.Site))
	case f.MinSize > 0 && c.SizeMB < float64(f.MinSize):
		return reject(RuleMinSize, "大小 %s 小于最小尺寸 %dMB", sizeText(c.SizeMB), f.MinSize)
	case f.MaxSize > 0 && c.SizeMB > float64(f.MaxSize):
		return reject(RuleMaxSize, "大小 %s 超过最大尺寸 %dMB", sizeText(c.SizeMB), f.MaxSize)
	case f.MinSeeders > 0 && c.Seeders < f.MinSeeders:
		return reject(RuleMinSeeders, "做种人数 %d 少于 %d", c.Seeders, f.MinSeeders)
	case f.MaxSeeders > 0 && c.Seeders > f.MaxSeeders:
		return reject(RuleMaxSeeders, "做种人数 %d 多于 %d", c.Seeders, f.MaxSeeders)
	case f.FreeOnly && c.DownloadFactor > 0:
		return reject(RuleFree, "不是免费种子（下载量按 %g%% 计算）", c.DownloadFactor*100)
	case f.PassHR && c.HR:
		return reject(RuleHR, "需要H&R考核")
	}
	return nil
}

// matchKeywords: any exclude word found rejects; with include words, at
// least one must be found. Both look at the title and the subtitle line.
func matchKeywords(f Filter, c Candidate) *Rejection {
	text := strings.ToLower(c.Name + "\n" + c.Subject)
	for _, w := range Keywords(f.ExcludeKeyword) {
		if strings.Contains(text, strings.ToLower(w)) {
			return reject(RuleExclude, "包含排除关键字“%s”", w)
		}
	}
	include := Keywords(f.IncludeKeyword)
	for _, w := range include {
		if strings.Contains(text, strings.ToLower(w)) {
			return nil
		}
	}
	if len(include) > 0 {
		return reject(RuleInclude, "不包含任何保留关键字（%s）", strings.Join(include, "、"))
	}
	return nil
}

func sizeText(mb float64) string {
	if mb >= 1024 {
		return fmt.Sprintf("%.2fGB", mb/1024)
	}
	return fmt.Sprintf("%.0fMB", mb)
}
