package release

import "strings"

// englishAfter finds the English title after a Chinese one that a
// bracket or a bar ended: "当我飞奔向你[全24集][…].Series.Towards.You.S01",
// "全职高手 第3季 | Series S3 - 09".
func (p *parsed) englishAfter(start, end int) {
	if !hasCJK(p.text[start:end]) || hasASCIILetter(p.text[start:end]) {
		return
	}
	from := end
	for from < len(p.text) {
		switch {
		case p.text[from] == '|' || p.text[from] == ' ' || p.text[from] == '-':
			from++
		case strings.HasPrefix(p.text[from:], "｜"):
			from += len("｜")
		case p.text[from] == '[' || strings.HasPrefix(p.text[from:], "【"):
			close := strings.IndexAny(p.text[from:], "]】")
			if close < 0 {
				return
			}
			from += close + 1
			if p.text[from-1] != ']' {
				from += len("】") - 1
			}
		default:
			to := p.firstMark(from)
			for _, y := range p.years {
				if y[0] > from && y[0] < to {
					to = y[0]
				}
			}
			if to <= from {
				return
			}
			if cut := strings.IndexAny(p.text[from:to], "[【(（|｜"); cut >= 0 {
				to = from + cut
			}
			if en := strings.TrimSpace(p.text[from:to]); en != "" && !hasCJK(en) && hasASCIILetter(en) {
				p.enSpan = [2]int{from, to}
			}
			return
		}
	}
}

func hasASCIILetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; 'a' <= c && c <= 'z' {
			return true
		}
	}
	return false
}
