package release

import (
	"regexp"
	"strings"
)

// The words that name a season or an episode in the languages the suites
// and the sites use. Each list becomes one alternation; add a word here,
// not a new pattern.
var (
	seasonWords  = []string{"season", "saison", "stagione", "temporada", "staffel", "sezon", "seizoen", "temp", "se"}
	episodeWords = []string{"episode", "episodio", "episódio", "epis", "folge", "afl", "bolum", "bölüm", "blm", "ep"}
)

// numberWords name a season in words or Roman numerals (see wordNumber).
var numberWords = []string{"viii", "vii", "vi", "iv", "v", "iii", "ii", "ix", "x", "one", "two", "three", "four", "five",
	"six", "seven", "eight", "nine", "ten", "un", "deux", "trois", "quatre", "cinq", "sept", "huit", "neuf", "dix"}

// wordNumber is a season's number in digits ("2of5" is 2), words or
// Roman numerals.
func wordNumber(s string) int {
	if n, ok := partNumbers[s]; ok {
		return n
	}
	if n, ok := frenchNumbers[s]; ok {
		return n
	}
	s, _, _ = strings.Cut(s, "of")
	return number(s)
}

var frenchNumbers = map[string]int{"un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8,
	"neuf": 9, "dix": 10}

func alternation(words []string) string { return `(?:` + strings.Join(words, "|") + `)` }

var (
	// S01E01, S01E01-02-03, S01E01E02, S03E01 S03E02, S01E00 & S01E01, S01 E01, S01EP01,
	// S01 E 01; the tail's last number ends the range (" - 94 Title" is
	// no part of it).
	reSxE = regexp.MustCompile(`\bs(\d{1,4}) ?(?:ep?|x) ?(\d{1,5})(?:v\d)?((?:[-+]e?\d{1,4}(?:v\d)?|-? ?e\d{1,4}| ?- ?ep\d{1,5}|-?x\d{1,3}| ?(?:-|&|and)? ?s\d{1,4} ?e\d{1,4})*)\b`)
	// S01E11 glued to the title's last word: "grp-zoos01e11e12-1080p".
	reGluedSxE = regexp.MustCompile(`[a-z]s(\d{2})e(\d{2})((?:e\d{2})*)\b`)
	// 4x05, 2x04x05, 2x9-2x10, 1x01-x03, 02x01-02; seasons of one or two
	// digits or a year (2009x09), so 1280x720 stays a resolution.
	reNxM = regexp.MustCompile(`(?:^|[^a-z0-9])(\d{1,2}|(?:19|20)\d\d)x(\d{1,3})((?:-?x\d{1,3}|-\d{1,3}(?:x\d{1,3})?|(?: | - )\d{1,4}x\d{1,3})*)\b`)
	// S01 13-14, S21 999, S3 -  15, S03 - EP14: a season, then its
	// episode(s) without an E.
	reSThenEp = regexp.MustCompile(`\bs(\d{1,3})(?: | +- +(?:ep)?)(\d{1,4})(?:-(\d{1,4}))?(?: |$)`)
	// Season 2, Saison 3, Stagione.3, Temporada 10, 2nd Season, S07D1 (a
	// disc of season 7), S2014 (a season named by its year).
	// Season VII, Saison sept, Season 2of5, Seasons 4.
	reSeason = regexp.MustCompile(`\b(?:s(\d{1,3}|(?:19|20)\d\d)(?:d\d{1,2})?|` + alternation(seasonWords) + `s? ?(\d{1,3}(?:of\d{1,2})?|` +
		alternation(numberWords) + `))\b|\b(\d{1,2})(?:st|nd|rd|th) season\b`)
	// Episode 19, Ep01-12, E05, Episodio 13, afl.2-3-4, #957.
	reEpisode = regexp.MustCompile(`(?:\b` + alternation(episodeWords) + ` ?|\be|# ?)(\d{1,5})(?:v\d)?((?:(?:[-~]| ~ | en | to )(?:ep?)? ?\d{1,5}| ?- ?ep ?\d{1,5})*)\b`)
	// 1of4, 3 of 9: the first is the episode.
	reOf = regexp.MustCompile(`\b(\d{1,2}) ?of ?\d{1,2}\b`)
	// Season.1.3.4: seasons listed (three or more, rising).
	reSeasonList = regexp.MustCompile(`\bseasons? (\d{1,2}) \d{1,2}(?: \d{1,2})* (\d{1,2})\b`)
	// 1xAll: the whole of season 1.
	reNxAll = regexp.MustCompile(`\b(\d{1,2})xall\b`)
	// A fansub batch's (01-25).
	reParenRange = regexp.MustCompile(`\((\d{1,4})-(\d{1,4})\)`)
	// Spanish sites' Cap.104 (season 1, episode 4), Cap.111_120.
	reCap = regexp.MustCompile(`\bcap *(\d{1,2})(\d\d)(?: (?:\d{1,2})(\d\d))?\b`)
	// A trailing number's last number: "-02-03" → 03.
	reLastNum = regexp.MustCompile(`(\d{1,5})\D*$`)
	// Turkish sites put the number first: "69. Blm", "60.Bolum".
	reEpBefore = regexp.MustCompile(`\b(\d{1,4}) *(?:bolum|bölüm|blm)\b`)
	// An episode token is no group ("- Ep10722").
	reEpToken = regexp.MustCompile(`^(?:s\d+)?ep?\d+$`)
)

// rangeEnd is the last number of a range's tail ("" → 0).
func rangeEnd(tail string) int {
	if tail == "" {
		return 0
	}
	m := reLastNum.FindStringSubmatch(tail)
	if m == nil {
		return 0
	}
	return number(m[1])
}
