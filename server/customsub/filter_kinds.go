package customsub

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

// The torrent filter types the smart-download filter cannot check (the
// keyword one is in filter_name.go): each reads its own args and answers
// them canonical with its check.

// readArgs decodes a filter's args, naming the filter when they do not fit.
func readArgs(raw json.RawMessage, typ string, into any) error {
	if err := json.Unmarshal(raw, into); err != nil {
		return Invalid{Message: FilterLabels[typ] + "的设置格式不正确"}
	}
	return nil
}

// freeTypes are freeDownload's discounts: what share of the size counts.
var freeTypes = []float64{0, 0.5, 0.3}

func freeFilter(raw json.RawMessage) (map[string]any, check, error) {
	var a struct {
		FreeType []json.Number `json:"free_type"`
	}
	if err := readArgs(raw, "freeDownload", &a); err != nil {
		return nil, nil, err
	}
	kinds := []float64{}
	for _, n := range a.FreeType {
		v, err := n.Float64()
		if err != nil || !slices.Contains(freeTypes, v) {
			return nil, nil, Invalid{Message: "不计下载量只能选择 0、0.5 或 0.3"}
		}
		if !slices.Contains(kinds, v) {
			kinds = append(kinds, v)
		}
	}
	if len(kinds) == 0 {
		return nil, nil, Invalid{Message: "请至少选择一种不计下载量的优惠"}
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

func hrFilter(raw json.RawMessage) (map[string]any, check, error) {
	var a struct {
		HRDays *settings.Int `json:"hr_days"`
	}
	if err := readArgs(raw, "torrentHR", &a); err != nil {
		return nil, nil, err
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
}

func cateFilter(raw json.RawMessage) (map[string]any, check, error) {
	var a struct {
		CateLevel1 []string `json:"cate_level1"`
	}
	if err := readArgs(raw, "cateLevel1", &a); err != nil {
		return nil, nil, err
	}
	cates := []string{}
	for _, c := range a.CateLevel1 {
		if !slices.Contains(Categories, c) {
			return nil, nil, Invalid{Message: "不支持的种子分类：" + c}
		}
		if !slices.Contains(cates, c) {
			cates = append(cates, c)
		}
	}
	if len(cates) == 0 {
		return nil, nil, Invalid{Message: "请至少选择一个种子分类"}
	}
	return map[string]any{"cate_level1": cates}, func(c Candidate) string {
		if !slices.Contains(cates, c.Torrent.CateLevel1) {
			return fmt.Sprintf("分类 %s 不在 %s 之中", orUnknown(c.Torrent.CateLevel1), strings.Join(cates, "/"))
		}
		return ""
	}, nil
}

func dateFilter(raw json.RawMessage) (map[string]any, check, error) {
	var a struct {
		LastMinutes *settings.Int `json:"last_minutes"`
	}
	if err := readArgs(raw, "publishDate", &a); err != nil {
		return nil, nil, err
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

func orUnknown(s string) string {
	if s == "" {
		return "未知"
	}
	return s
}
