package release

import "strconv"

// cnDigits are the digits of Chinese numerals (第二季, 全十二集).
var cnDigits = map[rune]int{'零': 0, '〇': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4,
	'五': 5, '六': 6, '七': 7, '八': 8, '九': 9}

// number reads "12", "十二", "二十", "一百零八"; 0 when it is none of them.
func number(s string) int {
	// Atoi only where it can succeed: its error allocates ("" is common,
	// a group that took no part).
	if s != "" && (isDigit(s[0]) || s[0] == '+' || s[0] == '-') {
		if n, err := strconv.Atoi(s); err == nil {
			return n
		}
	}
	total, cur := 0, 0
	for _, r := range s {
		switch {
		case r == '十':
			if cur == 0 {
				cur = 1
			}
			total += cur * 10
			cur = 0
		case r == '百':
			if cur == 0 {
				cur = 1
			}
			total += cur * 100
			cur = 0
		default:
			d, ok := cnDigits[r]
			if !ok {
				return 0
			}
			cur = cur*10 + d
		}
	}
	return total + cur
}

// yearsIn appends (offset, year) of every 19xx or 20xx standing as a word
// in s: what `\b(19[0-9]{2}|20[0-9]{2})\b` finds, in one pass instead
// of the regexp's, which was the costliest of Parse.
func yearsIn(s string, years [][2]int) [][2]int {
	for i := 0; i+4 <= len(s); i++ {
		if c := s[i]; (c != '1' && c != '2') || i > 0 && isWordByte(s[i-1]) {
			continue
		}
		if !(s[i:i+2] == "19" || s[i:i+2] == "20") || !isDigit(s[i+2]) || !isDigit(s[i+3]) || i+4 < len(s) && isWordByte(s[i+4]) {
			continue
		}
		y, _ := strconv.Atoi(s[i : i+4])
		years = append(years, [2]int{i, y})
		i += 3
	}
	return years
}
