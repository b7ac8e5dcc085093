package customsub

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
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

// ownFilters compile the other types, which only custom subscriptions have
// (filter_kinds.go, filter_name.go).
var ownFilters = map[string]func(json.RawMessage) (map[string]any, check, error){
	"torrentName": nameFilter, "freeDownload": freeFilter, "torrentHR": hrFilter,
	"cateLevel1": cateFilter, "publishDate": dateFilter,
}

// checkFilters validates torrent filters and answers them with canonical
// args (only the type's keys, lists cleaned).
func checkFilters(in []Rule) ([]Rule, error) {
	out := []Rule{}
	for i, r := range in {
		args, _, err := compileFilter(r)
		if err != nil {
			return nil, Invalid{Message: fmt.Sprintf("第%d个过滤条件：%s", i+1, err.Error())}
		}
		raw, _ := json.Marshal(args)
		out = append(out, Rule{Type: r.Type, Args: raw})
	}
	return out, nil
}

// compileFilter reads one filter: its canonical args and its check.
func compileFilter(r Rule) (map[string]any, check, error) {
	if _, ok := FilterLabels[r.Type]; !ok {
		return nil, nil, Invalid{Message: "不支持的过滤类型：" + r.Type}
	}
	raw := r.Args
	if len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null" {
		raw = json.RawMessage(`{}`)
	}
	keys, shared := filterArgs[r.Type]
	if !shared {
		return ownFilters[r.Type](raw)
	}
	var in filters.Input
	if err := readArgs(raw, r.Type, &in); err != nil {
		return nil, nil, err
	}
	f, err := in.ValidateInline()
	if err != nil {
		return nil, nil, err
	}
	return pick(f, keys), filterCheck(f), nil
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
		if rej := filters.Match(f, filterCand(c)); rej != nil {
			return rej.Reason
		}
		return ""
	}
}

// filterCand is c as the smart-download filter and the scorer read it.
func filterCand(c Candidate) filters.Candidate {
	t := c.Torrent
	return filters.Candidate{Site: t.SiteID, SiteName: t.SiteName, Name: t.Name, Subject: t.Subject, SizeMB: t.SizeMB,
		Seeders: t.UploadCount, DownloadFactor: t.DownloadVolumeFactor, HR: t.MinimumRatio > 0, Release: c.Release}
}
