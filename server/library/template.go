package library

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// The stored naming templates are Jinja2-like (settings.LinkSetting). We
// support what the defaults and the original product's examples use:
// {{ var }}, {{var}}, {% if var %}…{% else %}…{% endif %} (nestable), and
// the older single-brace forms {var} and {var:02} (zero-padded numbers).
// Anything else is kept as literal text.

var (
	tmplTag     = regexp.MustCompile(`\{%-?\s*(if\s+\w+|else|endif)\s*-?%\}`)
	tmplVar     = regexp.MustCompile(`\{\{-?\s*(\w+)\s*(?:\|\s*(\w+))?\s*-?\}\}`)
	tmplSingle  = regexp.MustCompile(`\{(\w+)(?::0?(\d+))?\}`)
	badPathRune = strings.NewReplacer("/", " ", "\\", " ", ":", "：", "*", "", "?", "？", "\"", "", "<", "", ">", "", "|", " ")
)

// Vars are a template's values. Numbers are kept as ints so {season:02}
// can pad them; everything else is text.
type Vars map[string]any

// render fills tmpl with v. Values are made safe for one path element
// (a title with "/" must not create a folder).
func render(tmpl string, v Vars) string {
	out := renderIf(tmpl, v)
	out = tmplVar.ReplaceAllStringFunc(out, func(m string) string {
		g := tmplVar.FindStringSubmatch(m)
		return value(v, g[1], 0)
	})
	out = tmplSingle.ReplaceAllStringFunc(out, func(m string) string {
		g := tmplSingle.FindStringSubmatch(m)
		if _, ok := v[g[1]]; !ok {
			return m
		}
		width, _ := strconv.Atoi(g[2])
		return value(v, g[1], width)
	})
	return out
}

func value(v Vars, name string, width int) string {
	switch x := v[name].(type) {
	case int:
		if x == 0 && name != "season" {
			return ""
		}
		if width == 0 && (name == "season" || name == "episode") {
			width = 2 // S01E02: what every media server expects
		}
		return fmt.Sprintf("%0*d", width, x)
	case string:
		return strings.TrimSpace(badPathRune.Replace(x))
	case nil:
		return ""
	default:
		return badPathRune.Replace(fmt.Sprint(x))
	}
}

func truthy(v Vars, name string) bool {
	switch x := v[name].(type) {
	case int:
		return x != 0
	case string:
		return x != ""
	}
	return false
}

// renderIf resolves {% if %} blocks, innermost first.
func renderIf(tmpl string, v Vars) string {
	for range 32 { // bounded: a malformed template is left as it is
		tags := tmplTag.FindAllStringSubmatchIndex(tmpl, -1)
		start, elseAt := -1, -1
		done := false
		for _, t := range tags {
			word := tmpl[t[2]:t[3]]
			switch {
			case strings.HasPrefix(word, "if"):
				start, elseAt = t[0], -1
			case word == "else": // one before any if is reset by the next if
				elseAt = t[0]
			case word == "endif" && start >= 0:
				head := tmplTag.FindStringSubmatchIndex(tmpl[start:])
				cond := strings.TrimSpace(strings.TrimPrefix(tmpl[start+head[2]:start+head[3]], "if"))
				bodyStart := start + head[1]
				yes, no := tmpl[bodyStart:t[0]], ""
				if elseAt >= 0 {
					elseEnd := elseAt + tmplTag.FindStringIndex(tmpl[elseAt:])[1]
					yes, no = tmpl[bodyStart:elseAt], tmpl[elseEnd:t[0]]
				}
				pick := no
				if truthy(v, cond) {
					pick = yes
				}
				tmpl = tmpl[:start] + pick + tmpl[t[1]:]
				done = true
			}
			if done {
				break
			}
		}
		if !done {
			return tmplTag.ReplaceAllString(tmpl, "")
		}
	}
	return tmpl
}
