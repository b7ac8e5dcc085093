package release

import "strings"

// Where the anchored patterns (anchors.go) can begin: each is a
// condition every match at i meets, so testing it first changes nothing
// the pattern finds.

// cnSubsFirst are the first characters of reCNSubs's Chinese words.
var cnSubsFirst = []string{"中", "简", "繁", "双", "内"}

// bracketDigit: a bracket opens at i on a number, "TV" before it or not
// ("[05", "【TV 04").
func bracketDigit(s string, i int) bool {
	k := i + 1
	switch {
	case s[i] == '[' || s[i] == '{':
	case strings.HasPrefix(s[i:], "【"):
		k = i + len("【")
	default:
		return false
	}
	if strings.HasPrefix(s[k:], "tv") {
		k += 2
		if k < len(s) && s[k] == ' ' {
			k++
		}
	}
	return k < len(s) && isDigit(s[k])
}

// digitsOf: one or two digits begin a word at i and "of" follows them,
// a space between or not ("3of9", "3 of 9").
func digitsOf(s string, i int) bool {
	if !isDigit(s[i]) || !wordStart(s, i) {
		return false
	}
	k := i + 1
	if k < len(s) && isDigit(s[k]) {
		k++
	}
	if k < len(s) && s[k] == ' ' {
		k++
	}
	return strings.HasPrefix(s[k:], "of")
}

// wordStart: a word begins at i (the byte before, if any, is no word byte).
func wordStart(s string, i int) bool { return isWordByte(s[i]) && (i == 0 || !isWordByte(s[i-1])) }

func wordAt(s string, i int, lit string) bool {
	return wordStart(s, i) && strings.HasPrefix(s[i:], lit)
}

// sRange: "s", one to three digits and what joins a range of seasons
// ("s01-s03", "s1 ~ s3", "s1to3") begin a word at i.
func sRange(s string, i int) bool {
	if !sDigit(s, i) {
		return false
	}
	k := i + 2
	for k < len(s) && k < i+4 && isDigit(s[k]) {
		k++
	}
	return k < len(s) && (s[k] == '-' || s[k] == ' ' || s[k] == '~' || s[k] == 't')
}

// seasonStart: a season can begin at i: S01, a season word (season,
// saison, stagione, staffel, sezon, seizoen, se, temporada, temp) or
// "2nd season".
func seasonStart(s string, i int) bool {
	if !wordStart(s, i) {
		return false
	}
	switch c := s[i]; {
	case c == 's':
		return i+1 < len(s) && (isDigit(s[i+1]) || s[i+1] == 'e' || s[i+1] == 'a' || s[i+1] == 't')
	case c == 't':
		return strings.HasPrefix(s[i:], "temp")
	case isDigit(c):
		k := i + 1
		if k < len(s) && isDigit(s[k]) {
			k++
		}
		if k+2 > len(s) {
			return false
		}
		switch s[k : k+2] {
		case "st", "nd", "rd", "th":
			return true
		}
	}
	return false
}

// episodeStart: an episode can begin at i: E05, a word for episode
// (ep…, folge, afl, bolum, bölüm, blm) or "#".
func episodeStart(s string, i int) bool {
	if s[i] == '#' {
		return true
	}
	if !wordStart(s, i) {
		return false
	}
	switch s[i] {
	case 'e':
		return i+1 < len(s) && (isDigit(s[i+1]) || s[i+1] == 'p')
	case 'f':
		return strings.HasPrefix(s[i:], "folge")
	case 'a':
		return strings.HasPrefix(s[i:], "afl")
	case 'b':
		return strings.HasPrefix(s[i:], "bolum") || strings.HasPrefix(s[i:], "bölüm") || strings.HasPrefix(s[i:], "blm")
	}
	return false
}

// sDigit: "s" and a digit begin a word at i (S01, s2).
func sDigit(s string, i int) bool {
	return s[i] == 's' && i+1 < len(s) && isDigit(s[i+1]) && (i == 0 || !isWordByte(s[i-1]))
}
