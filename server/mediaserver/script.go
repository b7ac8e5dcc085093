package mediaserver

import (
	"context"

	"github.com/movie-robot/web-console/server/settings"
)

// SearchByTMDB answers the items with TMDB id tmdbID (media_server/
// search_by_tmdb of the scripting API). The servers are searched by the
// titles TMDB gives that id and the hits filtered by their TMDB id, which
// works alike on Emby, Jellyfin and Plex. Without all, only the first
// server (in the settings' order) that holds it answers.
func (s Searcher) SearchByTMDB(ctx context.Context, servers []settings.MediaServerEntry, tmdbID int, titles []string, all bool) ([]Item, error) {
	out := []Item{}
	seen := map[string]bool{}
	var failed []error
	for _, e := range servers {
		for _, title := range titles {
			items, err := s.Search(ctx, []settings.MediaServerEntry{e}, title)
			if err != nil {
				failed = append(failed, err) // the other servers may still hold it
				break
			}
			for _, it := range items {
				if it.TmdbID == tmdbID && !seen[it.ID] {
					seen[it.ID] = true
					out = append(out, it)
				}
			}
		}
		if len(out) > 0 && !all {
			break
		}
	}
	if len(servers) > 0 && len(failed) == len(servers) {
		return nil, failed[0]
	}
	return out, nil
}

// SeasonEpisodes are the episodes of season of the shows among items
// (media_server/list_episodes_from_tmdb), present or missing.
func SeasonEpisodes(items []Item, season int) []Episode {
	out := []Episode{}
	for _, it := range items {
		for _, se := range it.SubItems {
			if se.Index == season {
				out = append(out, se.SubItems...)
			}
		}
	}
	return out
}
