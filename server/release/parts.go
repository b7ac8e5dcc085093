package release

import "regexp"

// rePart is a part of a film or a mini-series: "Part III", "Part.2",
// "Part01", "Part.Two".
var rePart = regexp.MustCompile(`\bpart ?(\d{1,2}|i{1,3}|iv|vi{0,3}|ix|x|one|two|three|four|five|six|seven|eight|nine|ten)\b`)

// partNumbers are the part words that are not digits.
var partNumbers = map[string]int{"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8,
	"ix": 9, "x": 10, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10}

// scanPart reads a broadcast's part as the episode of a one-season
// mini-series ("Made.in.Canada.Part.Two.720p.HDTV" is S01E02), and ends
// the title there. A film's part stays in its title ("Dune Part Two 2024"
// is how TMDB names it) unless it ends a bare file name ("The Godfather
// Part III.mkv"), as guessit reads it.
func (p *parsed) scanPart() {
	m := p.findAll(rePart)
	if m == nil || m[0][0] == 0 {
		return
	}
	o := &p.out
	if m[0][1] == len(p.low) || len(m) > 1 {
		// A bare file name's last word, or two parts ("Part.1.and.Part.2").
		p.marks = append(p.marks, m[0][0])
	}
	if o.Source != "HDTV" || o.EpisodeStart > 0 || o.SeasonStart > 0 {
		return
	}
	word := p.sub(m[0], 1)
	n, ok := partNumbers[word]
	if !ok {
		n = number(word)
	}
	o.EpisodeStart = n
	p.marks = append(p.marks, m[0][0])
}
