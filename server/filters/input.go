package filters

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// Input is a FilterConfig as a form sends it: numbers may come as text,
// lists may hold the "all" sentinels. EditFilterName is save_filter's
// original name when renaming (null or absent for a new filter).
type Input struct {
	FilterName     string        `json:"filter_name"`
	EditFilterName *string       `json:"edit_filter_name"`
	Priority       *settings.Int `json:"priority"`
	DownloadMode   *settings.Int `json:"download_mode"`
	ApplyMediaType []string      `json:"apply_media_type"`
	ApplyCate      []string      `json:"apply_cate"`
	ApplyArea      []string      `json:"apply_area"`
	ApplyMinYear   *settings.Int `json:"apply_min_year"`
	ApplyMaxYear   *settings.Int `json:"apply_max_year"`
	MediaSource    []string      `json:"media_source"`
	Resolution     []string      `json:"resolution"`
	MediaCodec     []string      `json:"media_codec"`
	ReleaseTeam    []string      `json:"release_team"`
	SiteID         []string      `json:"site_id"`
	HasCN          bool          `json:"has_cn"`
	HasSpecial     bool          `json:"has_special"`
	MinSize        *settings.Int `json:"min_size"`
	MaxSize        *settings.Int `json:"max_size"`
	MinSeeders     *settings.Int `json:"min_seeders"`
	MaxSeeders     *settings.Int `json:"max_seeders"`
	FreeOnly       bool          `json:"free_only"`
	PassHR         bool          `json:"pass_hr"`
	IncludeKeyword string        `json:"include_keyword"`
	ExcludeKeyword string        `json:"exclude_keyword"`
}

const (
	maxNameLen    = 64
	maxValueLen   = 64
	maxListLen    = 200
	maxKeywordLen = 1000
	maxSizeMB     = 100 << 20 // 100 TB
	maxSeeders    = 1_000_000
	maxPriority   = 1_000_000
)

func invalid(format string, args ...any) error {
	return settings.Invalid{Message: fmt.Sprintf(format, args...)}
}

// Validate checks a named filter (edit-filter's form).
func (in Input) Validate() (Filter, error) { return in.check(true) }

// ValidateInline checks a filter set inside a subscription (独立设置过滤器,
// 洗版): no name, priority or scope.
func (in Input) ValidateInline() (Filter, error) { return in.check(false) }

func (in Input) check(named bool) (f Filter, err error) {
	if named {
		if f.FilterName, err = name(in.FilterName); err != nil {
			return f, err
		}
		if f.Priority, err = number("优先级", in.Priority, -maxPriority, maxPriority); err != nil {
			return f, err
		}
		if f, err = in.scope(f); err != nil {
			return f, err
		}
	}
	f.DownloadMode = ModeUpgrade
	if in.DownloadMode != nil {
		if f.DownloadMode, _ = in.DownloadMode.In(ModeExact, ModeUpgrade); f.DownloadMode == 0 {
			return f, invalid("过滤下载模式只能是1或2")
		}
	}
	lists := []struct {
		label string
		in    []string
		out   *[]string
		vocab []string
	}{
		{"来源", in.MediaSource, &f.MediaSource, release.Sources()},
		{"分辨率", in.Resolution, &f.Resolution, release.Resolutions()},
		{"编码", in.MediaCodec, &f.MediaCodec, release.Codecs()},
		{"制作组", in.ReleaseTeam, &f.ReleaseTeam, nil},
		{"站点", in.SiteID, &f.SiteID, nil},
	}
	for _, l := range lists {
		if *l.out, err = list(l.label, l.in, l.vocab); err != nil {
			return f, err
		}
	}
	if f.MinSize, f.MaxSize, err = bounds("尺寸", in.MinSize, in.MaxSize, maxSizeMB); err != nil {
		return f, err
	}
	if f.MinSeeders, f.MaxSeeders, err = bounds("做种人数", in.MinSeeders, in.MaxSeeders, maxSeeders); err != nil {
		return f, err
	}
	if f.IncludeKeyword, err = keywords("保留关键字", in.IncludeKeyword); err != nil {
		return f, err
	}
	if f.ExcludeKeyword, err = keywords("排除关键字", in.ExcludeKeyword); err != nil {
		return f, err
	}
	f.HasCN, f.HasSpecial, f.FreeOnly, f.PassHR = in.HasCN, in.HasSpecial, in.FreeOnly, in.PassHR
	return f, nil
}

func (in Input) scope(f Filter) (Filter, error) {
	var err error
	for _, t := range in.ApplyMediaType {
		if t != "Movie" && t != "TV" {
			return f, invalid("适用的媒体类型只能是电影或剧集")
		}
	}
	if f.ApplyMediaType, err = list("媒体类型", in.ApplyMediaType, nil); err != nil {
		return f, err
	}
	if f.ApplyCate, err = list("分类", in.ApplyCate, nil); err != nil {
		return f, err
	}
	if f.ApplyArea, err = list("区域", in.ApplyArea, nil); err != nil {
		return f, err
	}
	if f.ApplyMinYear, err = year("最小年份", in.ApplyMinYear); err != nil {
		return f, err
	}
	if f.ApplyMaxYear, err = year("最大年份", in.ApplyMaxYear); err != nil {
		return f, err
	}
	if f.ApplyMaxYear > 0 && f.ApplyMinYear > f.ApplyMaxYear { // 0: no bound
		return f, invalid("最小年份不能大于最大年份")
	}
	return f, nil
}

func name(s string) (string, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return "", invalid("请填写过滤器名称")
	case utf8.RuneCountInString(s) > maxNameLen:
		return "", invalid("过滤器名称不能超过%d个字", maxNameLen)
	case strings.HasPrefix(strings.ToLower(s), "system:"):
		return "", invalid("过滤器名称不能以 system: 开头")
	}
	return s, nil
}

// number reads an optional integer field: absent is 0.
func number(label string, n *settings.Int, lo, hi int64) (int, error) {
	if n == nil {
		return 0, nil
	}
	v, ok := n.In(lo, hi)
	if !ok {
		return 0, invalid("%s必须是%d到%d之间的整数", label, lo, hi)
	}
	return v, nil
}

func year(label string, n *settings.Int) (int, error) {
	v, err := number(label, n, 0, 9999)
	if err == nil && v != 0 && (v < 1800 || v > 2200) {
		err = invalid("%s必须是0（不限）或1800到2200之间的年份", label)
	}
	return v, err
}

func bounds(label string, lo, hi *settings.Int, max int64) (int, int, error) {
	a, err := number("最小"+label, lo, 0, max)
	if err != nil {
		return 0, 0, err
	}
	b, err := number("最大"+label, hi, 0, max)
	if err != nil {
		return 0, 0, err
	}
	if b > 0 && a > b { // 0: no bound
		return 0, 0, invalid("最小%s不能大于最大%s", label, label)
	}
	return a, b, nil
}

// list trims, drops blanks, the "all" sentinels and repeats; with a
// vocabulary, values are spelt as the parser spells them.
func list(label string, in, vocab []string) ([]string, error) {
	out := []string{}
	if len(in) > maxListLen {
		return nil, invalid("%s最多选择%d项", label, maxListLen)
	}
	for _, v := range in {
		v = strings.TrimSpace(v)
		if v == "" || sentinels[v] || containsFold(out, v) {
			continue
		}
		if utf8.RuneCountInString(v) > maxValueLen {
			return nil, invalid("%s的值不能超过%d个字", label, maxValueLen)
		}
		if vocab != nil {
			i := indexFold(vocab, v)
			if i < 0 {
				return nil, invalid("不支持的%s：%s", label, v)
			}
			v = vocab[i]
		}
		out = append(out, v)
	}
	return out, nil
}

func keywords(label, s string) (string, error) {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > maxKeywordLen {
		return "", invalid("%s不能超过%d个字", label, maxKeywordLen)
	}
	return s, nil
}

func indexFold(list []string, v string) int {
	for i, x := range list {
		if strings.EqualFold(x, v) {
			return i
		}
	}
	return -1
}
