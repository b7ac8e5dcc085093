// Package filters keeps the named smart-download filters (api-contract
// §3.3 FilterConfig) and decides, without I/O, whether a search result
// passes one (Match) and which filter a new subscription uses (Select).
// The subscription engine calls both; this package never searches.
package filters

import "strings"

// Filter is a FilterConfig as stored and answered. Lists never hold the
// "all" sentinels (全部来源 …): Validate drops them, so an empty list is
// the one spelling of "no restriction".
type Filter struct {
	FilterName     string   `json:"filter_name"`
	Priority       int      `json:"priority"`
	DownloadMode   int      `json:"download_mode"` // 1 only exact matches, 2 best first then upgrade
	ApplyMediaType []string `json:"apply_media_type"`
	ApplyCate      []string `json:"apply_cate"`
	ApplyArea      []string `json:"apply_area"`
	ApplyMinYear   int      `json:"apply_min_year"`
	ApplyMaxYear   int      `json:"apply_max_year"`
	MediaSource    []string `json:"media_source"`
	Resolution     []string `json:"resolution"`
	MediaCodec     []string `json:"media_codec"`
	ReleaseTeam    []string `json:"release_team"`
	SiteID         []string `json:"site_id"`
	HasCN          bool     `json:"has_cn"`
	HasSpecial     bool     `json:"has_special"`
	MinSize        int      `json:"min_size"` // MB, 0 = none
	MaxSize        int      `json:"max_size"`
	MinSeeders     int      `json:"min_seeders"`
	MaxSeeders     int      `json:"max_seeders"`
	FreeOnly       bool     `json:"free_only"`
	PassHR         bool     `json:"pass_hr"`
	IncludeKeyword string   `json:"include_keyword"`
	ExcludeKeyword string   `json:"exclude_keyword"`
}

// Download modes (api-contract §3.2).
const (
	ModeExact   = 1 // 完全符合过滤器要求时才下载
	ModeUpgrade = 2 // 先按排序规则下载，之后遇到符合规格再替换
)

// The "all" values the forms put in multi-selects (api-contract §3.3).
const (
	AllCate       = "全部分类"
	AllArea       = "全部区域"
	AllSource     = "全部来源"
	AllResolution = "全部分辨率"
	AllCodec      = "全部编码"
)

var sentinels = map[string]bool{AllCate: true, AllArea: true, AllSource: true, AllResolution: true, AllCodec: true}

// Keywords splits a keyword field: commas (ASCII or 全角), semicolons
// and line breaks separate words; blanks are dropped.
func Keywords(s string) []string {
	parts := strings.FieldsFunc(s, func(r rune) bool {
		return r == ',' || r == '，' || r == ';' || r == '；' || r == '\n' || r == '\r' || r == '、'
	})
	out := parts[:0]
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// containsFold reports whether list holds v, ignoring case.
func containsFold(list []string, v string) bool {
	for _, x := range list {
		if strings.EqualFold(x, v) {
			return true
		}
	}
	return false
}
