package subtitles

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// Request is task/submit_download_subtitle: one title, one season of it,
// or listed episodes of that season.
type Request struct {
	TMDBID    int
	MediaType string // Movie | TV
	Season    int    // TV: 0 = every season
	Episodes  []int  // TV: empty = every episode of Season
}

// ParseEpisodes reads episode_index ("1,2,3").
func ParseEpisodes(s string) ([]int, error) {
	var out []int
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("episode_index 必须是逗号分隔的集数，“%s”不是", p)
		}
		out = append(out, n)
	}
	return out, nil
}

// Submit runs the engine now for the request's filed videos (even ones
// the timer gave up on) and answers the message for the user.
func (s *Service) Submit(ctx context.Context, r Request) (string, error) {
	if r.TMDBID <= 0 {
		return "", errors.New("tmdb_id 必须是正整数")
	}
	cfg, err := settings.SubtitleSection.Load(ctx, s.o.Store)
	if err != nil {
		return "", err
	}
	recs, err := s.o.Records.Filed(ctx, r.TMDBID, maxRecords)
	if err != nil {
		return "", err
	}
	var have, got, none int
	seen := map[string]bool{}
	for _, rec := range recs {
		for _, v := range videosOf(rec) {
			if seen[v.Path] || (r.MediaType == "TV" && !wanted(r, v)) {
				continue
			}
			seen[v.Path] = true
			before, _, _ := s.load(ctx, v.Path)
			st, _, err := s.handle(ctx, cfg, v, true)
			switch {
			case err != nil:
				return "", err
			case st == StateHave && before.State == StateHave:
				have++
			case st == StateHave:
				got++
			default:
				none++
			}
		}
	}
	if len(seen) == 0 {
		return "", errors.New("媒体库里没有这部影视已整理的视频文件，无法下载字幕")
	}
	return fmt.Sprintf("字幕下载完成：新下载 %d 个，已有 %d 个，未找到 %d 个（将按计划继续查找）", got, have, none), nil
}

func wanted(r Request, v video) bool {
	if r.Season > 0 && v.Season != r.Season {
		return false
	}
	return len(r.Episodes) == 0 || slices.Contains(r.Episodes, v.Episode)
}
