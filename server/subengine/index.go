package subengine

import (
	"regexp"
	"strings"

	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/subscribe"
)

// candidate is one site row, parsed once, as every subscription sees it.
type candidate struct {
	T    ptsites.Torrent
	Info release.Info
}

// key names a torrent for "already sent": the site and its torrent id.
func (c candidate) key() string { return c.T.SiteID + ":" + itoa64(c.T.ID) }

// seasonWords strips "第二季" / "Season 2" from a subscription's title: the
// release names the season apart.
var seasonWords = regexp.MustCompile(`(?i)\s*(第[0-9一二三四五六七八九十]+季|season\s*\d+)\s*$`)

// norm is the matching form of a title: lower case, letters and digits
// only (so "The.Matrix", "The Matrix" and "the matrix:" meet).
func norm(s string) string {
	return release.TitleKey(seasonWords.ReplaceAllString(strings.TrimSpace(s), ""))
}

// index finds the subscriptions a release may be for in one map look-up
// per title form, so a listing costs rows × titles, not rows × subscriptions.
type index struct {
	byTitle  map[string][]*subscribe.Sub
	byDouban map[string][]*subscribe.Sub
	byTMDB   map[string][]*subscribe.Sub
	byIMDb   map[string][]*subscribe.Sub
	imdb     map[*subscribe.Sub]string // a subscription's IMDb id, as imdbKey
}

// newIndex indexes subs; imdb holds the IMDb ids known for them, by
// subscription id (nil: none known).
func newIndex(subs []subscribe.Sub, imdb map[int64]string) *index {
	ix := &index{byTitle: map[string][]*subscribe.Sub{}, byDouban: map[string][]*subscribe.Sub{}, byTMDB: map[string][]*subscribe.Sub{},
		byIMDb: map[string][]*subscribe.Sub{}, imdb: map[*subscribe.Sub]string{}}
	for i := range subs {
		x := &subs[i]
		seen := map[string]bool{}
		for _, t := range []string{x.CNName, x.ENName} {
			if k := norm(t); k != "" && !seen[k] {
				seen[k] = true
				ix.byTitle[k] = append(ix.byTitle[k], x)
			}
		}
		if x.DoubanID != "" {
			ix.byDouban[string(x.DoubanID)] = append(ix.byDouban[string(x.DoubanID)], x)
		}
		if x.TMDBID > 0 {
			k := itoa64(int64(x.TMDBID))
			ix.byTMDB[k] = append(ix.byTMDB[k], x)
		}
		if k := imdbKey(imdb[x.ID]); k != "" {
			ix.imdb[x] = k
			ix.byIMDb[k] = append(ix.byIMDb[k], x)
		}
	}
	return ix
}

// imdbKey is an IMDb id's digits without leading zeros ("tt0133093" and
// "133093" meet); "" for anything else.
func imdbKey(id string) string {
	d := strings.TrimLeft(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(id)), "tt"), "0")
	for _, r := range d {
		if r < '0' || r > '9' {
			return ""
		}
	}
	return d
}

// match answers the subscriptions c is for: same Douban, TMDB or IMDb id, or
// same title (Chinese or English), the year within one, the kind and, for
// a season, the season number. Ids are exact: a row that names a Douban or
// TMDB (or IMDb) id is never taken by title for a subscription with
// another id of that kind (a remake, a namesake).
func (ix *index) match(c *candidate) []*subscribe.Sub {
	var out []*subscribe.Sub
	add := func(list []*subscribe.Sub) {
		for _, x := range list {
			if !containsSub(out, x) && fits(x, c.Info) && !otherID(x, c.T) && !ix.otherIMDb(x, c.T) {
				out = append(out, x)
			}
		}
	}
	if c.T.DoubanID != "" {
		add(ix.byDouban[c.T.DoubanID])
	}
	if c.T.TMDbID != "" {
		add(ix.byTMDB[c.T.TMDbID])
	}
	if k := imdbKey(c.T.IMDbID); k != "" {
		add(ix.byIMDb[k])
	}
	for _, t := range []string{c.Info.CNTitle, c.Info.ENTitle, c.Info.Title} {
		if k := norm(t); k != "" {
			add(ix.byTitle[k])
		}
	}
	return out
}

// otherID: the row and the subscription both carry an id of one kind,
// and the ids differ.
func otherID(x *subscribe.Sub, t ptsites.Torrent) bool {
	if x.DoubanID != "" && t.DoubanID != "" && string(x.DoubanID) != t.DoubanID {
		return true
	}
	return x.TMDBID > 0 && t.TMDbID != "" && itoa64(int64(x.TMDBID)) != t.TMDbID
}

// otherIMDb: the row names an IMDb id and the movie subscription's is
// another. Not for a season: Douban names a season by the show's IMDb id
// or an episode's, and sites by the show's, so a difference proves nothing.
func (ix *index) otherIMDb(x *subscribe.Sub, t ptsites.Torrent) bool {
	k, row := ix.imdb[x], imdbKey(t.IMDbID)
	return x.Type != "TV" && k != "" && row != "" && k != row
}

func containsSub(list []*subscribe.Sub, x *subscribe.Sub) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

// fits checks kind, year (±1; an unknown year passes) and season.
func fits(x *subscribe.Sub, info release.Info) bool {
	if x.Type == "TV" {
		if !info.IsTV {
			return false
		}
		s0, s1 := max(info.SeasonStart, 1), max(info.SeasonEnd, info.SeasonStart, 1)
		if want := max(x.SeasonIndex, 1); want < s0 || want > s1 {
			return false
		}
		// A season's year is its own; later seasons carry later years.
		return yearNear(info.Year, x.SeasonYear) || yearNear(info.Year, x.ReleaseYear)
	}
	return !info.IsTV && yearNear(info.Year, x.ReleaseYear)
}

func yearNear(got, want int) bool {
	return got == 0 || want == 0 || got-want <= 1 && want-got <= 1
}
