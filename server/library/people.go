package library

import (
	"context"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
)

// maxCast is how many of a title's cast the NFO (and the person folders)
// carry: TMDB lists dozens, the media servers show the first few.
const maxCast = 20

// castMember is one of a title's cast as the organiser writes it.
type castMember struct {
	actor
	tmdbID  int
	profile string               // TMDB image path of the portrait
	person  *metadata.TMDBPerson // nil: not asked or TMDB did not answer
}

// castNames is the title's cast under the names the NFO uses: TMDB's, or
// with 使用中文人名 the Chinese name TMDB lists among the person's other
// names (the person's answer is cached by the metadata layer, so a person
// in many titles is asked once). A person TMDB does not answer for keeps
// TMDB's name: a missing translation never fails an organise.
func castNames(ctx context.Context, img imager, sc settings.Scraper, m Match) []castMember {
	var out []castMember
	for i, c := range m.Detail.Credits.Cast {
		if i == maxCast {
			break
		}
		cm := castMember{actor: actor{Name: c.Name, Role: c.Character}, tmdbID: c.ID}
		if img != nil && c.ID != 0 && sc.UseCNPersonName {
			if p, err := img.TMDBPersonDetail(ctx, c.ID); err == nil {
				if cn := p.ChineseName(); cn != "" && sc.UseCNPersonName {
					cm.Name = cn
				}
			}
		}
		out = append(out, cm)
	}
	return out
}

func actorsOf(cast []castMember) []actor {
	out := make([]actor, len(cast))
	for i, c := range cast {
		out[i] = c.actor
	}
	return out
}
