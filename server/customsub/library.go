package customsub

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// runMedia is a job's view of the media servers: the settings read and a
// snapshot started on the first question (nil snap: none configured).
type runMedia struct {
	once sync.Once
	snap *mediaserver.Snapshot
	err  error
}

func (s *Service) snapshot(ctx context.Context, rm *runMedia) (*mediaserver.Snapshot, error) {
	rm.once.Do(func() {
		servers, err := settings.MediaServersSection.Load(ctx, s.store)
		if err == nil && len(servers) > 0 {
			rm.snap = s.media.Snapshot(servers)
		}
		rm.err = err
	})
	return rm.snap, rm.err
}

// held answers 自动跳过媒体库存在的影片: the job's listing of the media
// servers is matched by the release's titles and an item counts when its
// type matches and its year (or, without a year, its name) does; for a
// show, the season must be there too. The answer names the item ("" =
// not held). seen caches the answers of one run, so a list of one show's
// episodes asks once.
func (s *Service) held(ctx context.Context, info release.Info, tv bool, season int, rm *runMedia, seen map[string]string) (string, error) {
	key := fmt.Sprint(info.CNTitle, "|", info.ENTitle, "|", info.Year, "|", tv, "|", season)
	if v, ok := seen[key]; ok {
		return v, nil
	}
	snap, err := s.snapshot(ctx, rm)
	if err != nil || snap == nil {
		return "", err
	}
	found := ""
	for _, title := range []string{info.CNTitle, info.ENTitle} {
		if strings.TrimSpace(title) == "" || found != "" {
			continue
		}
		items, err := snap.Titled(ctx, title, tv && season > 0)
		if err != nil {
			return "", err
		}
		for _, it := range items {
			if matches(it, title, info.Year, tv, season) {
				found = fmt.Sprintf("%s(%d)", it.Name, it.Year)
				break
			}
		}
	}
	seen[key] = found
	return found, nil
}
func matches(it mediaserver.Item, title string, year int, tv bool, season int) bool {
	if (it.Type == "TV") != tv {
		return false
	}
	if year > 0 && it.Year > 0 {
		if it.Year != year {
			return false
		}
	} else if !strings.EqualFold(it.Name, title) {
		return false
	}
	if !tv || season <= 0 {
		return true
	}
	for _, se := range it.SubItems {
		if se.Index == season {
			return true
		}
	}
	return false
}

// inLibrary applies 自动跳过媒体库存在的影片 to movie and TV rules.
func (s *Service) inLibrary(ctx context.Context, r row, c Candidate, rm *runMedia, seen map[string]string) (string, error) {
	if !r.SkipExists || r.MediaType != "Movie" && r.MediaType != "TV" {
		return "", nil
	}
	season := 0
	if r.MediaType == "TV" {
		season = r.SeasonNumber
	}
	return s.held(ctx, c.Release, r.MediaType == "TV", season, rm, seen)
}
