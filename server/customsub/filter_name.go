package customsub

import (
	"encoding/json"
	"strings"

	"github.com/movie-robot/web-console/server/filters"
)

// nameFilter is 过滤种子名称&标题: keywords the name or subject must hold
// (include) or must not (exclude), any of them (or) or all (and).
func nameFilter(raw json.RawMessage) (map[string]any, check, error) {
	var a struct {
		Mode        string `json:"mode"`
		Logic       string `json:"logic"`
		TorrentName string `json:"torrent_name"`
	}
	if err := readArgs(raw, "torrentName", &a); err != nil {
		return nil, nil, err
	}
	if a.Mode == "" {
		a.Mode = "include"
	}
	if a.Logic == "" {
		a.Logic = "or"
	}
	if a.Mode != "include" && a.Mode != "exclude" {
		return nil, nil, Invalid{Message: "匹配方式只能是 include 或 exclude"}
	}
	if a.Logic != "and" && a.Logic != "or" {
		return nil, nil, Invalid{Message: "关键字逻辑只能是 and 或 or"}
	}
	words := filters.Keywords(a.TorrentName)
	if len(words) == 0 {
		return nil, nil, Invalid{Message: "请填写关键字"}
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
