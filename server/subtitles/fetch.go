package subtitles

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sort"

	"github.com/movie-robot/web-console/server/settings"
)

// fetchFor searches the configured sources in order and places the best
// subtitle; it answers the placed path and what its timing check did, or
// "" and why nothing was placed.
func (s *Service) fetchFor(ctx context.Context, cfg settings.Subtitle, v video) (string, string) {
	keyword := v.Title
	if v.TV {
		keyword = fmt.Sprintf("%s S%02dE%02d", v.Title, v.Season, v.Episode)
	}
	why := "没有可用的字幕来源"
	for _, name := range cfg.FinderType {
		src, ok := s.source(name, cfg)
		if !ok {
			continue
		}
		found, err := src.Search(ctx, query{Keyword: keyword, Title: v.Title, Year: v.Year, TMDBID: v.TMDBID, TV: v.TV,
			Season: v.Season, Episode: v.Episode})
		if err != nil {
			why = err.Error()
			s.o.Log.Warn("subtitles: search", "source", name, "err", err)
			continue
		}
		s.rank(ctx, found, &v, cfg.SyncLanguage)
		why = src.Label() + "没有合适的中文字幕"
		for i, c := range found {
			if i >= 3 || score(c, v, cfg.SyncLanguage) < 0 {
				break
			}
			p, timing, err := s.fetchOne(ctx, cfg, v, c)
			if err == nil {
				return p, timing
			}
			why = err.Error()
		}
	}
	return "", why
}

// rank sorts found best first for v; v's frame rate is probed the first
// time a candidate states its own.
func (s *Service) rank(ctx context.Context, found []candidate, v *video, want []string) {
	if v.FPS == 0 && anyFPS(found) {
		v.FPS = s.videoFPS(ctx, v.Path)
	}
	sort.SliceStable(found, func(i, j int) bool { return score(found[i], *v, want) > score(found[j], *v, want) })
}

// fetchOne downloads, unpacks, converts, times and places one candidate;
// it answers the placed path and the timing check's note.
func (s *Service) fetchOne(ctx context.Context, cfg settings.Subtitle, v video, c candidate) (string, string, error) {
	name, data, err := c.fetch(ctx)
	if err != nil {
		return "", "", err
	}
	files, err := unpack(name, data)
	if err != nil {
		return "", "", err
	}
	f, ok := pickFile(files, cfg, v)
	if !ok {
		return "", "", errors.New("字幕包里没有所选格式的字幕")
	}
	data, lang := f.Data, c.Lang
	if extOf(f.Name) != ".sup" { // 简繁: into the wanted form when it is in the other
		var form string
		if data, form = toForm(f.Data, wantedForm(cfg.SyncLanguage)); form != "" {
			lang = form
		}
	}
	target, err := targetName(cfg, v, lang, extOf(f.Name))
	if err != nil {
		return "", "", err
	}
	data, note := s.fitTiming(ctx, v.Path, extOf(f.Name), data)
	s.o.Log.Info("subtitles: timing", "video", v.Path, "subtitle", target, "result", note)
	p, err := place(v, target, data)
	return p, note, err
}

// arrived refreshes the media servers and sends the notification.
func (s *Service) arrived(ctx context.Context, v video, placed string) {
	if s.o.Refresh != nil {
		if err := s.o.Refresh(ctx, []string{filepath.Dir(placed)}); err != nil {
			s.o.Log.Warn("subtitles: refresh media servers", "err", err)
		}
	}
	if s.o.Arrived != nil {
		s.o.Arrived(ctx, v.label(), placed)
	}
}

// label names v in messages: the title, and an episode's number.
func (v video) label() string {
	if v.TV {
		return fmt.Sprintf("%s S%02dE%02d", v.Title, v.Season, v.Episode)
	}
	return v.Title
}
