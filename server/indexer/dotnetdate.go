package indexer

import "strings"

// netDateTokens are .NET's custom date format specifiers and their Go
// layout parts, longest first so "yyyy" is not read as two "yy".
var netDateTokens = []struct{ net, goL string }{
	{"yyyy", "2006"}, {"yy", "06"},
	{"MMMM", "January"}, {"MMM", "Jan"}, {"MM", "01"}, {"M", "1"},
	{"dddd", "Monday"}, {"ddd", "Mon"}, {"dd", "02"}, {"d", "2"},
	{"HH", "15"}, {"H", "15"}, {"hh", "03"}, {"h", "3"},
	{"mm", "04"}, {"m", "4"}, {"ss", "05"}, {"s", "5"},
	{"fffffff", "0000000"}, {"ffffff", "000000"}, {"fffff", "00000"}, {"ffff", "0000"}, {"fff", "000"}, {"ff", "00"}, {"f", "0"},
	{"tt", "PM"}, {"t", "PM"},
	{"zzz", "-07:00"}, {"zz", "-07"}, {"z", "-07"}, {"K", "Z07:00"},
}

// netLayout translates a .NET date format ("yyyy-MM-dd HH:mm:ss zzz") into
// a Go layout; ok is false when a part cannot be expressed. A layout that
// is already Go's (it names 2006 or 15) is returned as it is.
func netLayout(s string) (string, bool) {
	if strings.Contains(s, "2006") || strings.Contains(s, "15:04") || strings.Contains(s, "Jan") {
		return s, true
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		if c == '\'' || c == '"' { // a quoted literal
			end := strings.IndexByte(s[i+1:], c)
			if end < 0 {
				return "", false
			}
			b.WriteString(s[i+1 : i+1+end])
			i += end + 2
			continue
		}
		if c == '\\' && i+1 < len(s) {
			b.WriteByte(s[i+1])
			i += 2
			continue
		}
		matched := false
		for _, t := range netDateTokens {
			if strings.HasPrefix(s[i:], t.net) {
				b.WriteString(t.goL)
				i += len(t.net)
				matched = true
				break
			}
		}
		if !matched {
			if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
				return "", false // a specifier we do not know (g, gg …)
			}
			b.WriteByte(c)
			i++
		}
	}
	return b.String(), true
}
