package subengine

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/ranking"
	"github.com/movie-robot/web-console/server/subscribe"
)

// subState is what a run may take for a subscription right now.
type subState struct {
	wait     bool  // nothing to take now; only the completion check runs
	packOnly bool  // whole-season packs only (EndedOnly, TV 洗版)
	need     []int // TV: wanted episodes still missing; nil = any new one (total unknown)
	start    int
	total    int // the season's episodes (0 unknown)
	have     map[int]bool
	replace  bool // a provisional download is held: one that meets the filter replaces it
	text     string
}

// state reads the subscription's situation into the run's rules.
func (e *Engine) state(x subscribe.Sub, se season, h holding, upgrade bool) subState {
	st := subState{start: max(x.StartEpisode, 1), have: h.have, total: se.Total}
	reversion := x.Status == subscribe.StatusReversion
	switch {
	case reversion && h.inFlight:
		st.wait, st.text = true, "洗版：更好的版本正在下载，等待整理完成"
	case reversion:
		st.packOnly = x.Type == "TV"
		st.text = fmt.Sprintf("洗版：已有版本质量分 %d，目标 %d", h.quality, ranking.TopQuality)
	case x.Type != "TV" && h.elsewhere != "":
		st.wait, st.text = true, "《"+h.elsewhere+"》已入库，跳过"
	case x.Type != "TV" && h.any && !h.strict && upgrade:
		st.replace = true
		st.text = "已先下载了不完全符合过滤器的版本，等待符合过滤器的种子来替换"
	case x.Type != "TV" && h.any:
		st.wait, st.text = true, "已有下载，等待下载和整理完成"
	case x.Type != "TV":
		st.text = "尚未下载，寻找资源"
	default:
		return tvState(st, x, se, h)
	}
	return st
}

func tvState(st subState, x subscribe.Sub, se season, h holding) subState {
	st.packOnly = x.SubMode == ModeEndedOnly
	if se.Total == 0 {
		// A pack of a season of unknown length covers it all: no single is wanted then.
		st.wait = h.packHeld
		held := "还没有任何一集"
		if h.packHeld {
			held = "已下载整季"
		} else if len(h.have) > 0 {
			held = "已有第" + episodeText(keys(h.have)) + "集"
		}
		st.text = fmt.Sprintf("第%d季：集数未知，%s", max(x.SeasonIndex, 1), held)
		return st
	}
	st.need = missing(wanted(se, st.start), h.have)
	st.text = fmt.Sprintf("第%d季：共%d集，已播出%d集，已有第%s集", max(x.SeasonIndex, 1), se.Total, se.Aired, episodeText(keys(h.have)))
	if len(st.need) > 0 {
		st.text += "，缺少第" + episodeText(st.need) + "集"
	}
	if len(keys(h.have)) == 0 {
		st.text = fmt.Sprintf("第%d季：共%d集，已播出%d集，还没有任何一集", max(x.SeasonIndex, 1), se.Total, se.Aired)
	}
	switch {
	case st.packOnly && se.Airing:
		st.wait, st.text = true, st.text+"；订阅模式为仅下载完结整季，本季仍在播出，等待完结"
	case len(st.need) == 0 && se.Airing:
		st.wait, st.text = true, st.text+"；已播出的集都有了，等待新的一集播出"
	case len(st.need) == 0:
		st.wait = true
	}
	return st
}

// adds answers the episodes of eps the subscription still wants.
func (st subState) adds(eps []int) []int {
	if st.need != nil {
		return intersect(eps, st.need)
	}
	var out []int
	for _, ep := range eps {
		if ep >= st.start && !st.have[ep] {
			out = append(out, ep)
		}
	}
	return out
}

// reject says why c is not taken ("" = it passes): already sent, the
// user's categories, the filter, then the episodes. byFilter: only the
// filter refused it (download mode 2 may still take it).
func (e *Engine) reject(_ context.Context, x subscribe.Sub, c *candidate, f filters.Filter, useFilter bool,
	mayUse func(category string) bool, h holding, st subState) (reason string, byFilter bool) {
	if h.waiting[c.key()] {
		return "已提交过，等待下载器确认（见【发送核对】）", false
	}
	if h.sentKeys[c.key()] {
		return "已经为这个订阅下载过", false
	}
	if cat := c.T.CateLevel1; !mayUse(cat) {
		return fmt.Sprintf("用户没有「%s」分类的权限", cmp.Or(cat, "未知")), false
	}
	if useFilter {
		if r := filters.Match(f, c.filterCand()); r != nil {
			return r.Reason, x.Type != "TV"
		}
	}
	return e.rejectEpisodes(x, c, h, st), false
}

func (e *Engine) rejectEpisodes(x subscribe.Sub, c *candidate, h holding, st subState) string {
	if x.Type != "TV" {
		return ""
	}
	eps, pack := covers(c.Info, st.total)
	if st.packOnly && !pack {
		return "只下载整季，这是单集或部分集"
	}
	if x.Status == subscribe.StatusReversion {
		return ""
	}
	if len(st.adds(eps)) == 0 && !(pack && len(eps) == 0 && !h.packHeld) {
		if len(eps) == 0 {
			return "没有缺少的集（种子为整季）"
		}
		return fmt.Sprintf("没有缺少的集（种子含第%s集）", episodeText(eps))
	}
	return ""
}

func (c *candidate) filterCand() filters.Candidate {
	return filters.Candidate{Site: c.T.SiteID, SiteName: c.T.SiteName, Name: c.T.Name, Subject: c.T.Subject, SizeMB: c.T.SizeMB,
		Seeders: c.T.UploadCount, DownloadFactor: c.T.DownloadVolumeFactor, HR: c.T.MinimumRatio > 0, Release: c.Info}
}

func (c *candidate) label() string { return "[" + c.T.SiteName + "] " + c.T.Name }

func keys(m map[int]bool) []int {
	out := make([]int, 0, len(m))
	for k, v := range m {
		if v {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}
