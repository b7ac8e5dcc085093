package mediaserver

import (
	"context"
	"sort"
	"time"
)

// Guide lists a season's episodes as TMDB has them. With one, a season's
// missing episodes are those TMDB lists and the server lacks, and the next
// episode to air is TMDB's; without one (Searcher.Guide nil) they come
// from the server's own flags (Emby/Jellyfin "Virtual" episodes), and
// Plex, which lists only what it has, shows none missing.
type Guide interface {
	SeasonEpisodes(ctx context.Context, tmdbID, season int) ([]GuideEpisode, error)
}

// GuideEpisode is one episode of a guide.
type GuideEpisode struct {
	Index   int
	Name    string
	AirDate string // YYYY-MM-DD, "" when not announced
}

// GuideFunc adapts a function to Guide.
type GuideFunc func(ctx context.Context, tmdbID, season int) ([]GuideEpisode, error)

// SeasonEpisodes calls f.
func (f GuideFunc) SeasonEpisodes(ctx context.Context, tmdbID, season int) ([]GuideEpisode, error) {
	return f(ctx, tmdbID, season)
}

// applyGuide completes a series' seasons from the guide. The guide is a
// help, not a source of truth: a season it cannot list keeps what the
// server said.
func applyGuide(ctx context.Context, g Guide, item *Item, now time.Time) {
	if g == nil || item.Type != "TV" || item.TmdbID == 0 {
		return
	}
	today := now.Format(time.DateOnly)
	var next *NextEpisode
	for i := range item.SubItems {
		season := &item.SubItems[i]
		eps, err := g.SeasonEpisodes(ctx, item.TmdbID, season.Index)
		if err != nil || len(eps) == 0 {
			continue
		}
		byIndex := map[int]Episode{}
		for _, ep := range season.SubItems {
			byIndex[ep.Index] = ep
		}
		for _, ep := range eps {
			if _, ok := byIndex[ep.Index]; !ok && ep.Index > 0 {
				byIndex[ep.Index] = Episode{Index: ep.Index, Name: ep.Name, Status: Missing}
			}
			if ep.AirDate >= today && (next == nil || ep.AirDate < next.AirDate) {
				next = &NextEpisode{EpisodeIndex: ep.Index, AirDate: ep.AirDate}
			}
		}
		season.SubItems = season.SubItems[:0]
		for _, ep := range byIndex {
			season.SubItems = append(season.SubItems, ep)
		}
		sort.Slice(season.SubItems, func(a, b int) bool { return season.SubItems[a].Index < season.SubItems[b].Index })
	}
	if next != nil {
		item.NextEpisodeToAir = next
	}
}
