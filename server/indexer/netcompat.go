package indexer

import (
	"bytes"
	"strings"
)

// yaml12Escapes turns YAML 1.2's `\/` escape (a plain "/"), which the YAML
// library rejects, into "/". Only used when a file fails on it.
func yaml12Escapes(raw []byte) []byte {
	var out bytes.Buffer
	run := 0 // backslashes just before
	for _, c := range raw {
		if c == '/' && run%2 == 1 {
			out.Truncate(out.Len() - 1)
		}
		if c == '\\' {
			run++
		} else {
			run = 0
		}
		out.WriteByte(c)
	}
	return out.Bytes()
}

// netBlocks are .NET's named Unicode blocks the definitions use; Go's
// engines know scripts, not blocks, so they become their code-point ranges.
var netBlocks = map[string]string{
	`\p{IsCyrillic}`:                 `\x{0400}-\x{04FF}`,
	`\p{IsCJKUnifiedIdeographs}`:     `\x{4E00}-\x{9FFF}`,
	`\p{IsGreek}`:                    `\x{0370}-\x{03FF}`,
	`\p{IsArabic}`:                   `\x{0600}-\x{06FF}`,
	`\p{IsHebrew}`:                   `\x{0590}-\x{05FF}`,
	`\p{IsHiragana}`:                 `\x{3040}-\x{309F}`,
	`\p{IsKatakana}`:                 `\x{30A0}-\x{30FF}`,
	`\p{IsBasicLatin}`:               `\x{0000}-\x{007F}`,
	`\p{IsLatin-1Supplement}`:        `\x{0080}-\x{00FF}`,
	`\p{IsCJKSymbolsandPunctuation}`: `\x{3000}-\x{303F}`,
}

// netPattern rewrites .NET's named blocks into ranges, inside a character
// class as a range, outside as a class of its own.
func netPattern(p string) string {
	if !strings.Contains(p, `\p{Is`) {
		return p
	}
	var b strings.Builder
	inClass := false
	for i := 0; i < len(p); i++ {
		c := p[i]
		if c == '\\' && strings.HasPrefix(p[i:], `\p{Is`) {
			end := strings.IndexByte(p[i:], '}')
			if r, ok := netBlocks[p[i:i+end+1]]; ok && end > 0 {
				if inClass {
					b.WriteString(r)
				} else {
					b.WriteString("[" + r + "]")
				}
				i += end
				continue
			}
		}
		switch {
		case c == '\\' && i+1 < len(p):
			b.WriteByte(c)
			b.WriteByte(p[i+1])
			i++
			continue
		case c == '[':
			inClass = true
		case c == ']':
			inClass = false
		}
		b.WriteByte(c)
	}
	return b.String()
}

// balanceParens drops the closing parentheses of an action that close
// nothing ("(eq .A .B))"): Jackett's template engine ignores them.
func balanceParens(action string) string {
	var b strings.Builder
	depth, quote := 0, byte(0)
	for i := 0; i < len(action); i++ {
		c := action[i]
		switch {
		case quote != 0:
			if c == '\\' && quote == '"' && i+1 < len(action) {
				b.WriteByte(c)
				i++
				c = action[i]
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '`':
			quote = c
		case c == '(':
			depth++
		case c == ')':
			if depth == 0 {
				continue
			}
			depth--
		}
		b.WriteByte(c)
	}
	return b.String()
}
