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

// credits are a title's cast and directors as the NFO names them.
type credits struct {
	cast, directors []castMember
}

// creditsOf is the title's cast and directors under the names the NFO
// uses: TMDB's, or with 使用中文人名 the Chinese name TMDB lists among the
// person's other names (the person's answer is cached by the metadata
// layer, so a person in many titles is asked once). A person TMDB does not
// answer for keeps TMDB's name: a missing translation never fails an
// organise.
func creditsOf(ctx context.Context, img imager, sc settings.Scraper, m Match) credits {
	var out credits
	for i, c := range m.Detail.Credits.Cast {
		if i == maxCast {
			break
		}
		cm := castMember{actor: actor{Name: c.Name, Role: c.Character}, tmdbID: c.ID, profile: c.ProfilePath}
		out.cast = append(out.cast, withPerson(ctx, img, sc, cm))
	}
	for _, c := range m.Detail.Credits.Crew {
		if c.Job == "Director" {
			cm := castMember{actor: actor{Name: c.Name}, tmdbID: c.ID, profile: c.ProfilePath}
			out.directors = append(out.directors, withPerson(ctx, img, sc, cm))
		}
	}
	return out
}

// withPerson asks TMDB about the person when a switch needs it.
func withPerson(ctx context.Context, img imager, sc settings.Scraper, cm castMember) castMember {
	if img == nil || cm.tmdbID == 0 || (!sc.UseCNPersonName && sc.PersonNFOPath == "") {
		return cm
	}
	if p, err := img.TMDBPersonDetail(ctx, cm.tmdbID); err == nil {
		cm.person = &p
		if cn := p.ChineseName(); cn != "" && sc.UseCNPersonName {
			cm.Name = cn
		}
	}
	return cm
}

// everyone is the cast and the directors, each person once.
func (c credits) everyone() []castMember {
	seen := map[int]bool{}
	var out []castMember
	for _, p := range append(append([]castMember{}, c.cast...), c.directors...) {
		if p.tmdbID != 0 && seen[p.tmdbID] {
			continue
		}
		seen[p.tmdbID] = true
		out = append(out, p)
	}
	return out
}
