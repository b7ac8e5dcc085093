package customsub

import (
	"encoding/json"
	"fmt"
)

// compileAll builds the checks; the siteId filter's sites are also where
// the run searches.
func compileAll(rules []Rule) ([]namedCheck, []string, error) {
	var out []namedCheck
	var sites []string
	for _, rule := range rules {
		_, c, err := compileFilter(rule)
		if err != nil {
			return nil, nil, err
		}
		if rule.Type == "siteId" {
			var a struct {
				SiteID []string `json:"site_id"`
			}
			json.Unmarshal(rule.Args, &a)
			sites = append(sites, a.SiteID...)
		}
		out = append(out, namedCheck{FilterLabels[rule.Type], c})
	}
	return out, sites, nil
}

type namedCheck struct {
	label string
	check check
}

// rejects says why a candidate is not taken: the subscription's own kind
// (media type, season, recognisable title), then each torrent filter.
func rejects(r row, checks []namedCheck, c Candidate) string {
	info := c.Release
	if r.SkipUnknown && info.Title == "" && info.CNTitle == "" && info.ENTitle == "" {
		return "识别不到影片信息（自动跳过识别不到标准影片信息的种子）"
	}
	switch r.MediaType {
	case "Movie":
		if info.IsTV || c.Torrent.MovieType == "TV" {
			return "是剧集，订阅的是电影"
		}
	case "TV":
		if !info.IsTV && c.Torrent.MovieType != "TV" {
			return "不是剧集，订阅的是剧集"
		}
		if info.SeasonStart > 0 && (r.SeasonNumber < info.SeasonStart || r.SeasonNumber > max(info.SeasonEnd, info.SeasonStart)) {
			return fmt.Sprintf("季号不是第%d季", r.SeasonNumber)
		}
		// 总集数 bounds the season: a release of only later episodes is not of it.
		if r.EpisodeCount > 0 && info.EpisodeStart > r.EpisodeCount {
			return fmt.Sprintf("第%d集超出总集数%d", info.EpisodeStart, r.EpisodeCount)
		}
	}
	if r.DoubanID != "" && c.Torrent.DoubanID != "" && c.Torrent.DoubanID != r.DoubanID {
		return "豆瓣编号" + c.Torrent.DoubanID + "与订阅的" + r.DoubanID + "不同"
	}
	for _, nc := range checks {
		if why := nc.check(c); why != "" {
			return nc.label + "：" + why
		}
	}
	return ""
}
