package subtitles

import (
	"slices"
	"unicode"

	"github.com/longbridgeapp/opencc"
)

// The two written forms of Chinese a subtitle may be in: 简体 (chs) and
// 繁体 (cht); a subtitle in both, or in Chinese and English, is dual.
//
// sync_language says which the user wants: [zh-cn] 简体, [zh-tw] 繁体,
// both 双语 (either form, a dual subtitle first), none: any Chinese. When
// only the other form is found it is converted with OpenCC's dictionaries
// (longbridgeapp/opencc: t2s, and s2tw for Taiwan's standard forms).

// wantedForm is the form the setting asks for: chs, cht, or "" (any).
func wantedForm(want []string) string {
	cn, tw := slices.Contains(want, "zh-cn"), slices.Contains(want, "zh-tw")
	switch {
	case cn && !tw:
		return "chs"
	case tw && !cn:
		return "cht"
	}
	return ""
}

// varietyOf tells a text's form by its characters: the Han characters
// that OpenCC's s2t would change are simplified-only, those t2s would
// change traditional-only; the clear majority decides. "" when the text
// has neither (not Chinese, or shared characters only).
func varietyOf(text string) string {
	s2t, err := converters.get("s2t")
	if err != nil {
		return ""
	}
	t2s, err := converters.get("t2s")
	if err != nil {
		return ""
	}
	var han []rune
	for _, r := range text {
		if unicode.Is(unicode.Han, r) {
			han = append(han, r)
			if len(han) >= 4000 { // enough to tell
				break
			}
		}
	}
	simp, trad := changed(s2t, han), changed(t2s, han)
	switch {
	case simp+trad == 0:
		return ""
	case simp >= 3*trad:
		return "chs"
	case trad >= 3*simp:
		return "cht"
	}
	return "dual" // 简繁 both: a 简繁双语 subtitle
}

// changed counts the characters a conversion changes, one by one (so a
// phrase table cannot shift the count).
func changed(cc *opencc.OpenCC, han []rune) int {
	n := 0
	for _, r := range han {
		if out, err := cc.Convert(string(r)); err == nil && out != string(r) {
			n++
		}
	}
	return n
}

// toForm converts text to the wanted form when it is in the other one; it
// answers the text and the form it is in now.
func toForm(text []byte, want string) ([]byte, string) {
	have := varietyOf(string(text))
	if want == "" || have == "" || have == "dual" || have == want {
		return text, have
	}
	name := "t2s"
	if want == "cht" {
		name = "s2tw"
	}
	conv, err := converters.get(name)
	if err != nil {
		return text, have
	}
	out, err := conv.Convert(string(text))
	if err != nil {
		return text, have
	}
	return []byte(out), want
}
