package notify

import (
	"regexp"
)

// placeholder is {{name}} with optional spaces: the only template syntax.
// Templates are typed by admins, but a tiny replacer rather than
// text/template means a template can never call anything or loop.
var placeholder = regexp.MustCompile(`\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}`)

// Render replaces each {{name}} in tpl with vars[name]; unknown names
// become empty.
func Render(tpl string, vars map[string]string) string {
	return placeholder.ReplaceAllStringFunc(tpl, func(m string) string {
		return vars[placeholder.FindStringSubmatch(m)[1]]
	})
}
