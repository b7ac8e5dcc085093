package indexer

import (
	"strings"

	"github.com/tidwall/gjson"
)

// JSON selectors may end in the pseudo-classes Jackett's JSON reader
// knows: `key:contains(text)` (the value is read only when it contains
// text), `key:not(:contains(text))`, and on rows `$:has(key:contains(x))`
// (only rows where that inner selector finds a value).
type jsonCond struct {
	not  bool
	has  string // an inner selector that must find a value
	text string // the value must contain it
}

// splitJSONPseudo separates a selector's path from its pseudo-classes.
func splitJSONPseudo(sel string) (string, []jsonCond) {
	i := strings.Index(sel, ":")
	if i < 0 {
		return sel, nil
	}
	path, rest := sel[:i], sel[i:]
	var conds []jsonCond
	for rest != "" {
		name, arg, tail, ok := pseudo(rest)
		if !ok {
			return sel, nil // not ours: read as a plain path
		}
		switch name {
		case "contains":
			conds = append(conds, jsonCond{text: strings.Trim(arg, `"'`)})
		case "not":
			_, inner := splitJSONPseudo(arg)
			for _, c := range inner {
				c.not = !c.not
				conds = append(conds, c)
			}
		case "has":
			conds = append(conds, jsonCond{has: arg})
		default:
			return sel, nil
		}
		rest = tail
	}
	return path, conds
}

// pseudo reads ":name(arg)" at the start of s (balanced parentheses).
func pseudo(s string) (name, arg, tail string, ok bool) {
	if !strings.HasPrefix(s, ":") {
		return "", "", "", false
	}
	open := strings.IndexByte(s, '(')
	if open < 0 {
		return "", "", "", false
	}
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return s[1:open], s[open+1 : i], s[i+1:], true
			}
		}
	}
	return "", "", "", false
}

// jsonMatches reports whether value r (of row) meets every condition.
func jsonMatches(r gjson.Result, conds []jsonCond) bool {
	for _, c := range conds {
		ok := true
		switch {
		case c.has != "":
			path, inner := splitJSONPseudo(c.has)
			v := jsonGet(r, path)
			ok = v.Exists() && jsonMatches(v, inner)
		default:
			ok = strings.Contains(r.String(), c.text)
		}
		if ok == c.not {
			return false
		}
	}
	return true
}
