package customsub

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/settings"
)

// Rule is one torrent filter or rename rule: {type, args} (§3.5).
type Rule struct {
	Type string          `json:"type"`
	Args json.RawMessage `json:"args"`
}

// Input is sub_custom's body (CustomSubSave): ids may come as text or
// numbers, the rule lists as arrays. IntervalMinutes is an addition (how
// often the scheduler runs it; absent = 60).
type Input struct {
	ID              json.RawMessage `json:"id"`
	RemoteSubRuleID json.RawMessage `json:"remote_sub_rule_id"` // community rules: none here, ignored
	MediaType       string          `json:"media_type"`
	Name            string          `json:"name"`
	Desc            string          `json:"desc"`
	DoubanID        json.RawMessage `json:"douban_id"`
	TMDBID          json.RawMessage `json:"tmdb_id"`
	SavePath        string          `json:"save_path"`
	SeasonNumber    *settings.Int   `json:"season_number"`
	EpisodeCount    *settings.Int   `json:"episode_count"`
	AutoDelete      bool            `json:"auto_delete"`
	SkipExists      *bool           `json:"skip_exists"`
	SkipUnknown     *bool           `json:"skip_unknown"`
	IsAuthor        bool            `json:"is_author"`
	ScoreRuleName   string          `json:"score_rule_name"`
	TorrentFilter   []Rule          `json:"torrent_filter"`
	RenameRule      []Rule          `json:"rename_rule"`
	IntervalMinutes *settings.Int   `json:"interval_minutes"`
}

// AutoSavePath is the save-path choice "根据影片信息自动选择保存路径".
const AutoSavePath = "自动选择保存路径"

// MediaTypes are the custom subscription's media types (§3.2).
var MediaTypes = []string{"Movie", "TV", "XX", "Other"}

const (
	maxName     = 64
	maxDesc     = 500
	maxRules    = 50
	minInterval = 10
	maxInterval = 7 * 24 * 60
)

var (
	doubanURL = regexp.MustCompile(`douban\.com/(?:movie/)?subject/(\d+)`)
	tmdbURL   = regexp.MustCompile(`themoviedb\.org/(?:movie|tv)/(\d+)`)
)

// Sub is a validated custom subscription as stored.
type Sub struct {
	ID              int64
	Name, Desc      string
	MediaType       string
	DoubanID        string
	TMDBID          string
	SeasonNumber    int
	EpisodeCount    int
	ScoreRuleName   string
	SavePath        string
	AutoDelete      bool
	SkipExists      bool
	SkipUnknown     bool
	IntervalMinutes int
	TorrentFilter   []Rule
	RenameRule      []Rule
}

// Validate checks the form and answers the subscription to store (ID 0 =
// new), or the first problem in Chinese.
func (in Input) Validate() (Sub, error) {
	sub := Sub{Name: strings.TrimSpace(in.Name), Desc: strings.TrimSpace(in.Desc), MediaType: in.MediaType,
		ScoreRuleName: strings.TrimSpace(in.ScoreRuleName), SavePath: strings.TrimSpace(in.SavePath),
		AutoDelete: in.AutoDelete, SkipExists: in.SkipExists == nil || *in.SkipExists,
		SkipUnknown: in.SkipUnknown == nil || *in.SkipUnknown, SeasonNumber: 1, EpisodeCount: 1000, IntervalMinutes: 60}
	var err error
	if sub.ID, err = optionalID(in.ID, "订阅ID不正确"); err != nil {
		return sub, err
	}
	switch n := utf8.RuneCountInString(sub.Name); {
	case n == 0:
		return sub, Invalid{Message: "请填写订阅规则名称"}
	case n > maxName:
		return sub, Invalid{Message: "订阅规则名称不能超过" + strconv.Itoa(maxName) + "个字"}
	}
	if utf8.RuneCountInString(sub.Desc) > maxDesc {
		return sub, Invalid{Message: "简介不能超过" + strconv.Itoa(maxDesc) + "个字"}
	}
	if sub.MediaType == "" {
		sub.MediaType = "Movie"
	}
	if !slices.Contains(MediaTypes, sub.MediaType) {
		return sub, Invalid{Message: "媒体类型只能是 Movie、TV、XX 或 Other"}
	}
	if sub.MediaType == "Movie" || sub.MediaType == "TV" {
		if sub.DoubanID, err = mediaID(in.DoubanID, doubanURL, "豆瓣影片信息"); err != nil {
			return sub, err
		}
		if sub.TMDBID, err = mediaID(in.TMDBID, tmdbURL, "TheMovieDB影片信息"); err != nil {
			return sub, err
		}
	}
	if sub.MediaType == "TV" {
		if sub.SeasonNumber, err = intField(in.SeasonNumber, "季号", 0, 1000, 1); err != nil {
			return sub, err
		}
		if sub.EpisodeCount, err = intField(in.EpisodeCount, "总集数", 1, 100000, 1000); err != nil {
			return sub, err
		}
	}
	if sub.IntervalMinutes, err = intField(in.IntervalMinutes, "运行间隔（分钟）", minInterval, maxInterval, 60); err != nil {
		return sub, err
	}
	if sub.ScoreRuleName == "" {
		sub.ScoreRuleName = "compress"
	}
	if !slices.Contains(filters.ScoreRuleNames(), sub.ScoreRuleName) {
		return sub, Invalid{Message: "不支持的排序规则：" + sub.ScoreRuleName}
	}
	if sub.SavePath == "" {
		return sub, Invalid{Message: "请选择保存路径"}
	}
	if sub.AutoDelete {
		sub.SkipExists = false // 替换 wants the ones the library has
	}
	if len(in.TorrentFilter) > maxRules || len(in.RenameRule) > maxRules {
		return sub, Invalid{Message: "过滤条件和重命名规则各最多" + strconv.Itoa(maxRules) + "条"}
	}
	if sub.TorrentFilter, err = checkFilters(in.TorrentFilter); err != nil {
		return sub, err
	}
	if sub.RenameRule, err = checkRenames(in.RenameRule); err != nil {
		return sub, err
	}
	return sub, nil
}

// optionalID reads an id sent as a number, as text, or null/""/absent (0).
func optionalID(raw json.RawMessage, bad string) (int64, error) {
	s := strings.Trim(strings.TrimSpace(string(raw)), `"`)
	if s == "" || s == "null" {
		return 0, nil
	}
	id, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || id <= 0 {
		return 0, Invalid{Message: bad}
	}
	return id, nil
}

// mediaID takes an id, or the address of its page (empty = recognise by
// the torrent).
func mediaID(raw json.RawMessage, page *regexp.Regexp, label string) (string, error) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" {
		return "", nil
	}
	var text string
	if json.Unmarshal(raw, &text) != nil {
		var n json.Number
		if json.Unmarshal(raw, &n) != nil {
			return "", Invalid{Message: label + "必须是编号或影片页面地址"}
		}
		text = n.String()
	}
	text = strings.TrimSpace(text)
	if m := page.FindStringSubmatch(text); m != nil {
		return m[1], nil
	}
	if text == "" {
		return "", nil
	}
	if _, err := strconv.ParseUint(text, 10, 63); err != nil {
		return "", Invalid{Message: label + "必须是编号或影片页面地址"}
	}
	return text, nil
}

func intField(n *settings.Int, label string, lo, hi int64, def int) (int, error) {
	if n == nil {
		return def, nil
	}
	v, ok := n.In(lo, hi)
	if !ok {
		return 0, Invalid{Message: label + "必须是" + strconv.FormatInt(lo, 10) + "到" + strconv.FormatInt(hi, 10) + "之间的整数"}
	}
	return v, nil
}
