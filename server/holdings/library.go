package holdings

import (
	"context"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/mediaserver"
)

// library joins what the media servers hold of q with the filed records.
// A show's season is 已入库 once every episode TMDB lists is held (or a
// season pack was filed); a title is 已入库 when each of its seasons is.
func (s *Service) library(ctx context.Context, q Query, filed []downloads.Record) Library {
	lib := Library{Servers: []string{}, Seasons: []Season{}, Filed: len(filed) > 0}
	var items []mediaserver.Item
	if s.Media != nil && q.TMDBID != 0 {
		var err error
		if items, err = s.Media.ByTMDB(ctx, q.TMDBID, q.Titles); err != nil {
			lib.Error = "媒体服务器查询失败：" + err.Error()
		}
	}
	seen := map[string]bool{}
	held := map[int]map[int]bool{} // season → episodes
	whole := map[int]bool{}
	for _, it := range items {
		if it.Type != q.Type {
			continue
		}
		if !seen[it.ServerName] {
			seen[it.ServerName] = true
			lib.Servers = append(lib.Servers, it.ServerName)
		}
		for _, se := range it.SubItems {
			for _, ep := range se.SubItems {
				if ep.Status == mediaserver.Present {
					add(held, se.Index, ep.Index)
				}
			}
		}
	}
	if q.Type != "TV" {
		lib.Status = NotInLibrary
		if len(lib.Servers) > 0 || lib.Filed {
			lib.Status = InLibrary
		}
		return lib
	}
	for _, r := range filed {
		season := max(r.Season, 1)
		eps := downloads.ParseEpisodes(r.Episodes)
		if len(eps) == 0 {
			whole[season] = true
		}
		for _, ep := range eps {
			add(held, season, ep)
		}
	}
	seasons := map[int]bool{}
	for n := range q.Episodes {
		if n > 0 {
			seasons[n] = true
		}
	}
	for n := range held {
		seasons[n] = true
	}
	for n := range whole {
		seasons[n] = true
	}
	full, some := 0, 0
	for _, n := range sortedKeys(seasons) {
		se := Season{Season: n, Episodes: sortedKeys(held[n]), Whole: whole[n], Total: q.Episodes[n]}
		switch {
		case se.Whole || se.Total > 0 && len(se.Episodes) >= se.Total:
			se.Status, se.Episodes = InLibrary, episodesOr(se)
			full++
		case len(se.Episodes) > 0:
			se.Status = PartLibrary
			some++
		default:
			se.Status = NotInLibrary
		}
		lib.Seasons = append(lib.Seasons, se)
	}
	switch {
	case full > 0 && full == len(lib.Seasons):
		lib.Status = InLibrary
	case full+some > 0:
		lib.Status = PartLibrary
	default:
		lib.Status = NotInLibrary
	}
	return lib
}

func add(held map[int]map[int]bool, season, ep int) {
	if held[season] == nil {
		held[season] = map[int]bool{}
	}
	held[season][ep] = true
}

// episodesOr: a whole season's episodes are listed when TMDB counts them.
func episodesOr(se Season) []int {
	if !se.Whole || se.Total == 0 {
		return se.Episodes
	}
	out := make([]int, se.Total)
	for i := range out {
		out[i] = i + 1
	}
	return out
}
