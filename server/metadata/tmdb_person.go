package metadata

import (
	"context"
	"strconv"
	"unicode"
)

// TMDBPerson is one person (GET /person/{id}, asked in zh-CN like every
// call): TMDB does not translate the name, the biography it does.
type TMDBPerson struct {
	ID          int      `json:"id"`
	Name        string   `json:"name"`
	AlsoKnownAs []string `json:"also_known_as"`
	Biography   string   `json:"biography"`
	ProfilePath string   `json:"profile_path"`
	IMDbID      string   `json:"imdb_id"`
}

// TMDBPersonDetail is the person with the given id, cached like a
// title's detail (the organiser asks once per cast member).
func (s *Service) TMDBPersonDetail(ctx context.Context, id int) (TMDBPerson, error) {
	var p TMDBPerson
	return p, s.tmdbGet(ctx, "/person/"+strconv.Itoa(id), nil, kindDetail, &p)
}

// ChineseName is the first of the person's other names written in Han
// characters only (a Japanese spelling has kana, a Korean one hangul), or
// "" when TMDB knows none.
func (p TMDBPerson) ChineseName() string {
	for _, n := range p.AlsoKnownAs {
		if isChineseName(n) {
			return n
		}
	}
	return ""
}

// isChineseName: Han characters with the separators Chinese transliterations
// use (·, -, spaces), and no kana or hangul.
func isChineseName(s string) bool {
	han := false
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Han, r):
			han = true
		case unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Hangul):
			return false
		case unicode.IsLetter(r):
			return false
		}
	}
	return han
}
