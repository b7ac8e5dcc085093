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
