package release

import "strings"

// scanEpisodes reads season and episode ranges in the scene forms
// (S01E01-E03, S01-S03, S01, EP05, Complete), the Chinese ones (第二季,
// 第1-2季, 第1-3集, 第5集, 全12集) and the fansub ones ([01-12], " - 05 ").
func (p *parsed) scanEpisodes() {
	o := &p.out
	seasonEnd := 0
	if m := p.find(reSxE); m != nil {
		o.SeasonStart, o.EpisodeStart = p.num(m, 1), p.num(m, 2)
		o.EpisodeEnd = rangeEnd(p.sub(m, 3))
		if o.EpisodeStart == 0 && o.EpisodeEnd > 0 {
			o.EpisodeStart = 1 // "S01E00 & S01E01 & S01E02": the special, then 1–2
		}
		p.markAbsoluteBefore(m[0])
	} else if m := p.findAll(reGluedSxE); m != nil {
		o.SeasonStart, o.EpisodeStart = p.num(m[0], 1), p.num(m[0], 2)
		o.EpisodeEnd = rangeEnd(p.sub(m[0], 3))
		p.marks = append(p.marks, m[0][0]+1)
	} else if m := p.find(reNxM); m != nil && !(p.num(m, 1) >= 1900 && p.num(m, 2) > 400) {
		o.SeasonStart, o.EpisodeStart = p.num(m, 1), p.num(m, 2)
		o.EpisodeEnd = rangeEnd(p.sub(m, 3))
		if e := m[1]; e+3 <= len(p.raw) && p.raw[e] == '_' && allDigits(p.raw[e+1:e+3]) && (e+3 == len(p.raw) || !isDigit(p.raw[e+3])) {
			o.EpisodeEnd = number(p.raw[e+1 : e+3]) // "8x01_02"
		}
	} else if m := p.find(reSThenEp); m != nil && !isYear(p.num(m, 2)) {
		o.SeasonStart, o.EpisodeStart, o.EpisodeEnd = p.num(m, 1), p.num(m, 2), p.num(m, 3)
	} else if m := p.find(reSeasonList); m != nil {
		o.SeasonStart, o.SeasonEnd = p.num(m, 1), p.num(m, 2)
	} else if m := p.find(reNxAll); m != nil {
		o.SeasonStart, o.FullSeason = p.num(m, 1), true
	} else if m := p.find(reSeasonRange); m != nil {
		o.SeasonStart, o.SeasonEnd = max(p.num(m, 1), p.num(m, 3)), max(p.num(m, 2), p.num(m, 4))
	} else if m := p.find(reSeason); m != nil {
		o.SeasonStart = max(p.num(m, 1), wordNumber(p.sub(m, 2)), p.num(m, 3)) // S02, Saison 3 or "2nd Season"
		seasonEnd = m[1]
	}
	if o.EpisodeStart == 0 {
		if m := p.find(reEpisode); m != nil {
			o.EpisodeStart, o.EpisodeEnd = p.num(m, 1), rangeEnd(p.sub(m, 2))
		} else if m := p.find(reCap); m != nil {
			o.SeasonStart, o.EpisodeStart, o.EpisodeEnd = p.num(m, 1), p.num(m, 2), p.num(m, 3)
		} else if m := p.find(reEpBefore); m != nil {
			o.EpisodeStart = p.num(m, 1)
		} else if m := p.ofEpisode(seasonEnd); m != nil {
			o.EpisodeStart = p.num(m, 1)
			if y := p.low[max(m[0]-5, 0):max(m[0]-1, 0)]; o.SeasonStart == 0 && m[0] >= 5 && isYearWord(y) && p.low[m[0]-1] == ' ' {
				o.SeasonStart = number(y) // "Series.2013.14.of.21": a season named by its year
			}
		}
	}
	complete := p.word(wComplete)
	o.FullSeason = o.FullSeason || complete
	if !p.ascii {
		p.scanChineseEpisodes()
	}
	if o.EpisodeStart == 0 && o.TotalEpisodes == 0 {
		if m := p.bracketEpisode(); m != nil {
			o.EpisodeStart, o.EpisodeEnd = p.num(m, 1), p.num(m, 2)
		} else if m := p.dashEpisode(); m != nil && !isYear(p.num(m, 1)) {
			o.EpisodeStart, o.EpisodeEnd = p.num(m, 1), p.num(m, 2)
			if lo, at := p.batchStart(m[0]); lo > 0 && lo < o.EpisodeStart && o.EpisodeEnd == 0 {
				o.EpisodeStart, o.EpisodeEnd = lo, o.EpisodeStart
				p.marks = append(p.marks, at)
			}
		}
	}
	p.packWord = complete
	p.completeOnly = complete && o.SeasonStart == 0 && o.EpisodeStart == 0 && o.TotalEpisodes == 0 &&
		!(maybe(reCNWhole, p.low) && reCNWhole.MatchString(p.low))
	if o.FullSeason && o.EpisodeStart > 0 {
		if o.EpisodeStart == 1 && o.EpisodeEnd > 1 && (o.TotalEpisodes == 0 || o.TotalEpisodes == o.EpisodeEnd) {
			// "E01-E39 Complete": a whole season told by its range.
			o.TotalEpisodes, o.EpisodeStart, o.EpisodeEnd = o.EpisodeEnd, 0, 0
		} else {
			o.FullSeason = false
		}
	}
}

// bracketEpisode finds a fansub episode number ([05], [01-12], [1100])
// that is not a resolution or a year in brackets.
func (p *parsed) bracketEpisode() []int {
	for _, m := range p.findAll(reBracketEp) {
		v := p.num(m, 1)
		if v == 2160 || v == 1080 || v == 720 || v == 576 || v == 480 || isYear(v) {
			continue
		}
		if m[1] == len(p.low) && p.gluedToGroup(m[0]) {
			continue // part of a group's name ("AC3-de[42]")
		}
		p.marks = append(p.marks, m[0])
		return m
	}
	return nil
}

func (p *parsed) scanChineseEpisodes() {
	o := &p.out
	// Found even when S02E05 said it first: they end the title too.
	season, all, episode := p.find(reCNSeason), p.find(reCNAllSeasons), p.find(reCNEpisode)
	if o.SeasonStart == 0 {
		if season != nil {
			o.SeasonStart, o.SeasonEnd = p.num(season, 1), p.num(season, 2)
		} else if all != nil {
			o.SeasonStart, o.SeasonEnd, o.FullSeason = 1, p.num(all, 1), true
		}
	}
	if o.EpisodeStart == 0 && episode != nil {
		o.EpisodeStart, o.EpisodeEnd = p.num(episode, 1), p.num(episode, 2)
	}
	if m := p.find(reCNTotal); m != nil {
		o.TotalEpisodes = p.num(m, 1)
		if o.TotalEpisodes == 0 {
			o.TotalEpisodes = p.num(m, 2)
		}
		if o.EpisodeStart == 0 || (o.EpisodeStart == 1 && o.EpisodeEnd == o.TotalEpisodes) {
			o.FullSeason, o.EpisodeStart, o.EpisodeEnd = true, 0, 0
		}
	}
	if p.has(reCNWhole) {
		o.FullSeason, p.packWord = true, true
	}
}

// ofEpisode is the first "3of9" after the season ("Season.2of5.3of9").
func (p *parsed) ofEpisode(after int) []int {
	for _, m := range p.findAll(reOf) {
		if m[0] >= after {
			p.marks = append(p.marks, m[0])
			return m
		}
	}
	return nil
}

// gluedToGroup: the bracket at i is glued to a "-word" before it.
func (p *parsed) gluedToGroup(i int) bool {
	k := i
	for k > 0 && isWordByte(p.low[k-1]) {
		k--
	}
	return k < i && k > 0 && p.low[k-1] == '-'
}

// markAbsoluteBefore ends the title at an absolute range just before the
// season's: "Show Name 313-315 s16e03-05".
func (p *parsed) markAbsoluteBefore(at int) {
	s := strings.TrimRight(p.low[:at], " -")
	k := strings.LastIndexByte(s, ' ') + 1
	if lo, hi, ok := numberRange(s[k:]); ok && k > 0 && hi > lo && lo >= 100 && strings.Contains(s[k:], "-") {
		p.marks = append(p.marks, k)
	}
}
