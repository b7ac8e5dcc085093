package indexer

import (
	"regexp"
	"strings"
)

// The Cardigann format's templates are Jackett's own engine, which takes a
// few things Go's text/template rejects. translateTemplate rewrites them on
// load, leaving the meaning as Jackett reads it:
//   - keys that are not Go identifiers: .Config.cat-id, .Config.2facode →
//     (index .Config "cat-id");
//   - string literals with backslashes ("[\s]+"), which Jackett takes as
//     written: they become raw strings (`[\s]+`).
var (
	actionRe  = regexp.MustCompile(`(?s)\{\{.*?\}\}`)
	oddKeyRe  = regexp.MustCompile(`\.(Config|Result|Query)\.([A-Za-z0-9_\-]+)`)
	quotedRe  = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)
	goIdentRe = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

func translateTemplate(text string) string {
	return actionRe.ReplaceAllStringFunc(text, func(action string) string {
		action = balanceParens(action)
		action = quotedRe.ReplaceAllStringFunc(action, func(q string) string {
			body := q[1 : len(q)-1]
			if !strings.Contains(body, `\`) || strings.Contains(body, "`") || validGoEscapes(body) {
				return q
			}
			return "`" + body + "`"
		})
		return oddKeyRe.ReplaceAllStringFunc(action, func(k string) string {
			m := oddKeyRe.FindStringSubmatch(k)
			if goIdentRe.MatchString(m[2]) {
				return k
			}
			return `(index .` + m[1] + ` "` + m[2] + `")`
		})
	})
}

// validGoEscapes reports whether every backslash of s starts an escape Go
// reads the same way Jackett does (\" and \\ only: "\n" is meant as is).
func validGoEscapes(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' {
			if i+1 >= len(s) || s[i+1] != '"' && s[i+1] != '\\' {
				return false
			}
			i++
		}
	}
	return true
}
