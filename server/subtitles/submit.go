package subtitles

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

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

// requested lists the filed videos a request names.
func (s *Service) requested(ctx context.Context, r Request) ([]video, error) {
	if r.TMDBID <= 0 {
		return nil, errors.New("tmdb_id 必须是正整数")
	}
	recs, err := s.o.Records.Filed(ctx, r.TMDBID, maxRecords)
	if err != nil {
		return nil, err
	}
	var out []video
	seen := map[string]bool{}
	for _, rec := range recs {
		for _, v := range videosOf(rec) {
			if !seen[v.Path] && (r.MediaType != "TV" || wanted(r, v)) {
				seen[v.Path] = true
				out = append(out, v)
			}
		}
	}
	if len(out) == 0 {
		return nil, errors.New("媒体库里没有这部影视已整理的视频文件，无法下载字幕")
	}
	return out, nil
}

// Submit runs the engine now for the request's filed videos (even ones
// the timer gave up on) and answers the message for the user.
func (s *Service) Submit(ctx context.Context, r Request) (string, error) {
	videos, err := s.requested(ctx, r)
	if err != nil {
		return "", err
	}
	cfg, err := settings.SubtitleSection.Load(ctx, s.o.Store)
	if err != nil {
		return "", err
	}
	s.run.Lock() // not at the same time as the scheduled round
	defer s.run.Unlock()
	var have, got, none int
	for _, v := range videos {
		before, _, _ := s.load(ctx, v.Path)
		hadOne := before.State == StateHave && (before.Subtitle == "" || exists(before.Subtitle))
		st, _, err := s.handle(ctx, cfg, v, true)
		switch {
		case err != nil:
			return "", err
		case st == StateHave && hadOne:
			have++
		case st == StateHave:
			got++
		default:
			none++
		}
	}
	return fmt.Sprintf("字幕下载完成：新下载 %d 个，已有 %d 个，未找到 %d 个（将按计划继续查找）", got, have, none), nil
}

// SubmitWithin is Submit for an HTTP request: it answers Submit's message
// when the run ends within wait, else it lets the run finish in the
// background (the sources are paced, a season takes minutes) and says so.
func (s *Service) SubmitWithin(ctx context.Context, r Request, wait time.Duration) (string, error) {
	videos, err := s.requested(ctx, r)
	if err != nil {
		return "", err
	}
	type result struct {
		msg string
		err error
	}
	done := make(chan result, 1)
	go func() {
		msg, err := s.Submit(context.WithoutCancel(ctx), r)
		if err != nil {
			s.o.Log.Warn("subtitles: submit", "tmdb_id", r.TMDBID, "err", err)
		}
		done <- result{msg, err}
	}()
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case res := <-done:
		return res.msg, res.err
	case <-t.C:
		return fmt.Sprintf("正在后台为 %d 个视频查找字幕，下载到后会通知", len(videos)), nil
	}
}

func wanted(r Request, v video) bool {
	if r.Season > 0 && v.Season != r.Season {
		return false
	}
	return len(r.Episodes) == 0 || slices.Contains(r.Episodes, v.Episode)
}
