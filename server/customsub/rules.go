package customsub

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// FilterLabels name the torrent filter types (§3.5) in logs and errors.
var FilterLabels = map[string]string{
	"torrentName": "过滤种子名称&标题", "fileSize": "过滤下载后文件尺寸", "mediaStream": "过滤媒体文件品质",
	"torrentSeeders": "过滤种子做种人数", "subtitle": "过滤字幕", "freeDownload": "过滤不计下载量",
	"torrentHR": "过滤不要求H&R考核", "releaseTeam": "过滤制作组", "siteId": "过滤站点",
	"cateLevel1": "过滤种子所属分类", "publishDate": "过滤种子发布时间",
}

// Categories are the torrent categories cateLevel1 may name (§3.2).
var Categories = []string{"Movie", "TV", "Documentary", "Anime", "Music", "AV"}

// freeTypes are freeDownload's discounts: what share of the size counts.
var freeTypes = []float64{0, 0.5, 0.3}

// Candidate is a search result as the filters see it, after renaming.
type Candidate struct {
	Torrent ptsites.Torrent
	Release release.Info
	Now     time.Time
}

// check answers "" when c passes, else why it is rejected.
type check func(c Candidate) string

// filterArgs are the keys a filters.Input reads, by torrent filter type;
// these types are checked by the smart-download filter's own Match.
var filterArgs = map[string][]string{
	"fileSize": {"min_size", "max_size"}, "mediaStream": {"media_source", "resolution", "media_codec"},
	"torrentSeeders": {"min_seeders", "max_seeders"}, "subtitle": {"has_cn", "has_special"},
	"releaseTeam": {"release_team"}, "siteId": {"site_id"},
}

type nameArgs struct {
	Mode        string `json:"mode"`
	Logic       string `json:"logic"`
	TorrentName string `json:"torrent_name"`
}

type freeArgs struct {
	FreeType []json.Number `json:"free_type"`
}

type hrArgs struct {
	HRDays *settings.Int `json:"hr_days"`
}

type cateArgs struct {
	CateLevel1 []string `json:"cate_level1"`
}

type dateArgs struct {
	LastMinutes *settings.Int `json:"last_minutes"`
}

// checkFilters validates torrent filters and answers them with canonical
// args (only the type's keys, lists cleaned).
func checkFilters(in []Rule) ([]Rule, error) {
	out := []Rule{}
	for i, r := range in {
		args, _, err := compileFilter(r)
		if err != nil {
			return nil, Invalid{fmt.Sprintf("第%d个过滤条件：%s", i+1, err.Error())}
		}
		raw, _ := json.Marshal(args)
		out = append(out, Rule{Type: r.Type, Args: raw})
	}
	return out, nil
}

// compileFilter reads one filter: its canonical args and its check.
func compileFilter(r Rule) (map[string]any, check, error) {
	label, ok := FilterLabels[r.Type]
	if !ok {
		return nil, nil, Invalid{"不支持的过滤类型：" + r.Type}
	}
	raw := r.Args
	if len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null" {
		raw = json.RawMessage(`{}`)
	}
	if keys, ok := filterArgs[r.Type]; ok {
		var in filters.Input
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, nil, Invalid{label + "的设置格式不正确"}
		}
		f, err := in.ValidateInline()
		if err != nil {
			return nil, nil, err
		}
		return pick(f, keys), filterCheck(f), nil
	}
	switch r.Type {
	case "torrentName":
		return nameFilter(raw)
	case "freeDownload":
		return freeFilter(raw)
	case "torrentHR":
		var a hrArgs
		if err := json.Unmarshal(raw, &a); err != nil {
			return nil, nil, Invalid{label + "的设置格式不正确"}
		}
		days, err := intField(a.HRDays, "允许H&R天数", 0, 3650, 0)
		if err != nil {
			return nil, nil, err
		}
		// Search rows say whether a torrent has H&R, not for how many days:
		// 0 refuses every H&R torrent, more accepts them.
		return map[string]any{"hr_days": days}, func(c Candidate) string {
			if days == 0 && c.Torrent.MinimumRatio > 0 {
				return "需要H&R考核"
			}
			return ""
		}, nil
	case "cateLevel1":
		var a cateArgs
		if err := json.Unmarshal(raw, &a); err != nil {
			return nil, nil, Invalid{label + "的设置格式不正确"}
		}
		cates := []string{}
		for _, c := range a.CateLevel1 {
			if !slices.Contains(Categories, c) {
				return nil, nil, Invalid{"不支持的种子分类：" + c}
			}
			if !slices.Contains(cates, c) {
				cates = append(cates, c)
			}
		}
		if len(cates) == 0 {
			return nil, nil, Invalid{"请至少选择一个种子分类"}
		}
		return map[string]any{"cate_level1": cates}, func(c Candidate) string {
			if !slices.Contains(cates, c.Torrent.CateLevel1) {
				return fmt.Sprintf("分类 %s 不在 %s 之中", orUnknown(c.Torrent.CateLevel1), strings.Join(cates, "/"))
			}
			return ""
		}, nil
	default: // publishDate
		var a dateArgs
		if err := json.Unmarshal(raw, &a); err != nil {
			return nil, nil, Invalid{label + "的设置格式不正确"}
		}
		mins, err := intField(a.LastMinutes, "最近分钟数", 0, 10*365*24*60, 0)
		if err != nil {
			return nil, nil, err
		}
		return map[string]any{"last_minutes": mins}, func(c Candidate) string {
			if mins == 0 {
				return ""
			}
			at, err := time.ParseInLocation(stamp, c.Torrent.PublishDate, c.Now.Location())
			if err != nil {
				return "无法读取发布时间"
			}
			if c.Now.Sub(at) > time.Duration(mins)*time.Minute {
				return fmt.Sprintf("发布于 %s，早于最近%d分钟", c.Torrent.PublishDate, mins)
			}
			return ""
		}, nil
	}
}

func nameFilter(raw json.RawMessage) (map[string]any, check, error) {
	var a nameArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, nil, Invalid{"过滤种子名称&标题的设置格式不正确"}
	}
	if a.Mode == "" {
		a.Mode = "include"
	}
	if a.Logic == "" {
		a.Logic = "or"
	}
	if a.Mode != "include" && a.Mode != "exclude" {
		return nil, nil, Invalid{"匹配方式只能是 include 或 exclude"}
	}
	if a.Logic != "and" && a.Logic != "or" {
		return nil, nil, Invalid{"关键字逻辑只能是 and 或 or"}
	}
	words := filters.Keywords(a.TorrentName)
	if len(words) == 0 {
		return nil, nil, Invalid{"请填写关键字"}
	}
	args := map[string]any{"mode": a.Mode, "logic": a.Logic, "torrent_name": strings.Join(words, ",")}
	return args, func(c Candidate) string {
		text := strings.ToLower(c.Torrent.Name + "\n" + c.Torrent.Subject)
		found := 0
		for _, w := range words {
			if strings.Contains(text, strings.ToLower(w)) {
				found++
			}
		}
		hit := found == len(words) || a.Logic == "or" && found > 0
		list := strings.Join(words, "、")
		switch {
		case a.Mode == "include" && !hit && a.Logic == "and":
			return "没有同时包含关键字（" + list + "）"
		case a.Mode == "include" && !hit:
			return "不包含任何关键字（" + list + "）"
		case a.Mode == "exclude" && hit:
			return "包含排除的关键字（" + list + "）"
		}
		return ""
	}, nil
}

func freeFilter(raw json.RawMessage) (map[string]any, check, error) {
	var a freeArgs
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, nil, Invalid{"过滤不计下载量的设置格式不正确"}
	}
	kinds := []float64{}
	for _, n := range a.FreeType {
		v, err := n.Float64()
		if err != nil || !slices.Contains(freeTypes, v) {
			return nil, nil, Invalid{"不计下载量只能选择 0、0.5 或 0.3"}
		}
		if !slices.Contains(kinds, v) {
			kinds = append(kinds, v)
		}
	}
	if len(kinds) == 0 {
		return nil, nil, Invalid{"请至少选择一种不计下载量的优惠"}
	}
	return map[string]any{"free_type": kinds}, func(c Candidate) string {
		got := c.Torrent.DownloadVolumeFactor
		for _, k := range kinds {
			if math.Abs(got-k) < 0.01 {
				return ""
			}
		}
		return fmt.Sprintf("下载量按 %g%% 计算，不是所选的优惠", got*100)
	}, nil
}

// pick keeps the type's keys of a validated filter (its JSON spelling).
func pick(f filters.Filter, keys []string) map[string]any {
	var all map[string]any
	raw, _ := json.Marshal(f)
	json.Unmarshal(raw, &all)
	out := map[string]any{}
	for _, k := range keys {
		out[k] = all[k]
	}
	return out
}

func filterCheck(f filters.Filter) check {
	return func(c Candidate) string {
		t := c.Torrent
		rej := filters.Match(f, filters.Candidate{Site: t.SiteID, Name: t.Name, Subject: t.Subject, SizeMB: t.SizeMB,
			Seeders: t.UploadCount, DownloadFactor: t.DownloadVolumeFactor, HR: t.MinimumRatio > 0, Release: c.Release})
		if rej != nil {
			return rej.Reason
		}
		return ""
	}
}

func orUnknown(s string) string {
	if s == "" {
		return "未知"
	}
	return s
}
