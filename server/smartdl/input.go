package smartdl

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// Input is save_douban's body.
type Input struct {
	DefaultScoreRule string `json:"default_score_rule"`
	Users            []struct {
		ID            string        `json:"id"`
		PullTimeRange *settings.Int `json:"pull_time_range"`
	} `json:"users"`
	DownloadPaths []struct {
		Type         string   `json:"type"`
		Cate         []string `json:"cate"`
		Area         []string `json:"area"`
		DownloadPath string   `json:"download_path"`
		ScoreRule    string   `json:"score_rule"`
	} `json:"download_paths"`
}

const (
	maxUsers      = 50
	maxRules      = 100
	maxTagCount   = 50
	defaultDays   = 365
	maxPullDays   = 36500
	maxTagLen     = 32
	maxDoubanUser = 64
)

// doubanUID is what a Douban people URL may hold: digits or a chosen name.
var doubanUID = regexp.MustCompile(`^[A-Za-z0-9_.\-]+$`)

func invalid(format string, args ...any) error {
	return settings.Invalid{Message: fmt.Sprintf(format, args...)}
}

// Validate checks the form against the score rules there are and the
// media paths of the download settings (a rule's path must be one of
// them, of the same type).
func (in Input) Validate(rules []string, paths []settings.MediaPath) (Config, error) {
	out := Config{DefaultScoreRule: in.DefaultScoreRule, Users: []User{}, DownloadPaths: []PathRule{}}
	if out.DefaultScoreRule == "" {
		out.DefaultScoreRule = "compress"
	}
	if !slices.Contains(rules, out.DefaultScoreRule) {
		return out, invalid("不支持的排序规则：%s", out.DefaultScoreRule)
	}
	if len(in.Users) > maxUsers || len(in.DownloadPaths) > maxRules {
		return out, invalid("最多%d个监听用户、%d条下载保存规则", maxUsers, maxRules)
	}
	for i, u := range in.Users {
		id := strings.TrimSpace(u.ID)
		switch {
		case id == "":
			return out, invalid("监听用户%d：请填写豆瓣ID", i+1)
		case len(id) > maxDoubanUser || !doubanUID.MatchString(id):
			return out, invalid("监听用户%d：豆瓣ID只能包含字母、数字、下划线、点和减号", i+1)
		case slices.ContainsFunc(out.Users, func(x User) bool { return x.ID == id }):
			return out, invalid("豆瓣ID %s 重复了", id)
		}
		days := defaultDays
		if u.PullTimeRange != nil {
			var ok bool
			if days, ok = u.PullTimeRange.In(1, maxPullDays); !ok {
				return out, invalid("监听用户%d：拉取天数必须是1到%d之间的整数", i+1, maxPullDays)
			}
		}
		out.Users = append(out.Users, User{ID: id, PullTimeRange: days})
	}
	for i, r := range in.DownloadPaths {
		rule := PathRule{Type: r.Type, DownloadPath: strings.TrimSpace(r.DownloadPath), ScoreRule: r.ScoreRule}
		if r.Type != "movie" && r.Type != "tv" {
			return out, invalid("下载保存规则%d：类型只能是电影或剧集", i+1)
		}
		var err error
		if rule.Cate, err = tags(i, "类型", r.Cate); err != nil {
			return out, err
		}
		if rule.Area, err = tags(i, "地区", r.Area); err != nil {
			return out, err
		}
		if rule.DownloadPath == "" {
			return out, invalid("下载保存规则%d：请选择下载路径", i+1)
		}
		if !slices.ContainsFunc(paths, func(p settings.MediaPath) bool {
			return p.Type == r.Type && p.DownloadPath == rule.DownloadPath
		}) {
			return out, invalid("下载保存规则%d：%s 不是%s的媒体文件夹，请先在媒体文件夹设置中添加", i+1, rule.DownloadPath, typeLabel(r.Type))
		}
		if rule.ScoreRule != "" && !slices.Contains(rules, rule.ScoreRule) {
			return out, invalid("下载保存规则%d：不支持的排序规则：%s", i+1, rule.ScoreRule)
		}
		out.DownloadPaths = append(out.DownloadPaths, rule)
	}
	return out, nil
}

func tags(i int, label string, in []string) ([]string, error) {
	out := []string{}
	if len(in) > maxTagCount {
		return nil, invalid("下载保存规则%d：%s最多选择%d个", i+1, label, maxTagCount)
	}
	for _, t := range in {
		t = strings.TrimSpace(t)
		if t == "" || slices.Contains(out, t) {
			continue
		}
		if len([]rune(t)) > maxTagLen {
			return nil, invalid("下载保存规则%d：%s“%s”太长", i+1, label, string([]rune(t)[:maxTagLen]))
		}
		out = append(out, t)
	}
	return out, nil
}

func typeLabel(t string) string {
	if t == "tv" {
		return "剧集"
	}
	return "电影"
}
