package release

import "strings"

func isYear(v int) bool { return v >= 1900 && v < 2100 }

func isYearWord(w string) bool { return len(w) == 4 && allDigits(w) && isYear(number(w)) }

// scanBareNumber reads an episode told by a number alone, once nothing
// else named one: after a fansub's [Group] the title's last number is
// the absolute episode ("[K-F] Show 214", "[Judas] Show 091-123"); in a
// scene name a 3–4 digit number just before the technical words is
// season and episode ("Show.103.720p" is S01E03, "Show.1013" S10E13).
func (p *parsed) scanBareNumber() {
	o := &p.out
	if o.EpisodeStart > 0 || o.SeasonStart > 0 || o.FullSeason || o.TotalEpisodes > 0 {
		return
	}
	list, rest := p.leadingBrackets()
	fansub := false
	for _, b := range list {
		fansub = fansub || !p.junk(b)
	}
	if m := p.findAll(reParenRange); fansub && m != nil {
		o.EpisodeStart, o.EpisodeEnd = p.num(m[0], 1), p.num(m[0], 2)
		p.marks = append(p.marks, m[0][0])
		return
	}
	end := p.firstMark(rest)
	cut := strings.IndexAny(p.low[rest:end], "[(【")
	if cut >= 0 {
		end = rest + cut
	}
	words := strings.Fields(p.low[rest:end])
	if !fansub && p.numberThenWords(rest, end, words) {
		return
	}
	for i := len(words) - 1; i >= 1; i-- {
		last := i == len(words)-1 && (cut < 0 || cut == 0)
		if s, e1, e2, ok := seasonPair(words[i-1], words[i], last); !fansub && ok {
			o.SeasonStart, o.EpisodeStart, o.EpisodeEnd = s, e1, e2 // "Show.103.104", "Show.10708"
			at := rest + strings.LastIndex(p.low[rest:end], words[i])
			if len(words[i]) == 3 {
				at = rest + strings.LastIndex(p.low[rest:at], words[i-1])
			}
			p.marks = append(p.marks, at)
			return
		}
		lo, hi, ok := numberRange(words[i])
		if !ok || isYear(lo) {
			if fansub && !ok {
				continue // a word after the number: "Show 01 Role Play"
			}
			return
		}
		at := rest + strings.LastIndex(p.low[rest:end], words[i])
		switch {
		case fansub || hi > lo:
			o.EpisodeStart, o.EpisodeEnd = lo, hi
			if i >= 2 && words[i-1] == "&" {
				if lo2, _, ok := numberRange(words[i-2]); ok && lo2 < lo {
					// "493-498 & 500-507": two runs of one batch
					o.EpisodeStart = lo2
					at = rest + strings.LastIndex(p.low[rest:end], words[i-2])
				}
			}
		case last && len(words[i]) == 2 && len(p.years) == 0 && words[i-1] != "s" && end < len(p.low) && p.markIn(end, end+1):
			o.EpisodeStart = lo // "Show.Name.10.720p", "Dead.Set.02.FRENCH"
		case last && len(words[i]) == 2 && len(p.years) == 1 && isYearWord(words[i-1]) && end < len(p.low) && p.markIn(end, end+1):
			o.EpisodeStart = lo // "Series Title 2018 06 720p": the show's year, then the episode
		case i == len(words)-1 && lo >= 100 && firstWord(p.low[end:]) == "vostfr":
			o.EpisodeStart = lo // "Show 445 VOSTFR par …": a French fansub's absolute number
		case i == len(words)-1 && lo >= 100 && lo%100 > 0 && (cut < 0 || cut == 0):
			o.SeasonStart, o.EpisodeStart = lo/100, lo%100
		case i == len(words)-1 && lo < 100 && tvWords[firstWord(p.low[end:])]:
			o.EpisodeStart = lo // "Test.13.HDTV": a broadcast's episode
		default:
			return
		}
		p.marks = append(p.marks, at)
		return
	}
}

// tvWords are broadcast sources: a number right before one is an episode.
var tvWords = map[string]bool{"hdtv": true, "pdtv": true, "sdtv": true, "dsr": true, "tvrip": true, "hdtvrip": true}

func firstWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	w, _, _ := strings.Cut(strings.TrimLeft(f[0], "-"), "-")
	return w
}

// numberRange reads "07", "07v2", "091-123", "01~10".
func numberRange(w string) (lo, hi int, ok bool) {
	w, _, _ = strings.Cut(w, "v")
	a, b, isRange := strings.Cut(strings.ReplaceAll(w, "~", "-"), "-")
	if a == "" || len(a) > 4 || !allDigits(a) || (isRange && (b == "" || len(b) > 4 || !allDigits(b))) {
		return 0, 0, false
	}
	lo = number(a)
	hi = lo
	if isRange {
		hi = number(b)
	}
	return lo, hi, hi >= lo
}

// seasonPair reads a season's episodes told by bare numbers at the end
// of the title: "103 104" (S01E03-04), "10708" (S01E07-08), "010910".
func seasonPair(prev, w string, last bool) (season, from, to int, ok bool) {
	if !last || !allDigits(w) {
		return 0, 0, 0, false
	}
	if len(w) >= 5 && len(w) <= 6 {
		s, a, b := number(w[:len(w)-4]), number(w[len(w)-4:len(w)-2]), number(w[len(w)-2:])
		return s, a, b, s > 0 && a > 0 && b == a+1
	}
	if len(w) == 3 && len(prev) == 3 && allDigits(prev) && prev[0] == w[0] {
		a, b := number(prev[1:]), number(w[1:])
		return int(w[0] - '0'), a, b, a > 0 && b == a+1
	}
	return 0, 0, 0, false
}

// numberThenWords reads a season's episode told by three digits after the
// title and before the episode's own title, in a plain file name:
// "St_Series_209_Aids_And_Comfort" (S02E09), "Series_name.2005.211.
// episode.title". A number before a year or a label ("Pelham 123 2009")
// or a round one ("The 300 Spartans") is the title's.
func (p *parsed) numberThenWords(rest, end int, words []string) bool {
	for i := 1; i+1 < len(words); i++ {
		w := words[i]
		if len(w) != 3 || !allDigits(w) || w[0] == '0' || !isLetter(words[i+1][0]) {
			continue
		}
		dated := end < len(p.low) && p.dateAt(end)
		if w[1:] == "00" && !dated {
			continue // "The 300 Spartans"; a daily show's "100 Event 2010.11.23" is season 1
		}
		o := &p.out
		o.SeasonStart, o.EpisodeStart = number(w[:1]), number(w[1:])
		p.marks = append(p.marks, rest+strings.Index(p.low[rest:end], " "+w+" ")+1)
		return true
	}
	return false
}
