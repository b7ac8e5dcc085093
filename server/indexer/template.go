package indexer

import (
	"context"
	"regexp"
	"strings"
	"sync"
	"text/template"
	"time"
)

// Vars is what a definition's templates see: {{ .Keywords }},
// {{ .Config.username }}, {{ .Result.title }}, {{ range .Categories }} …
type Vars struct {
	Keywords   string
	Query      map[string]string
	Config     map[string]string
	Result     map[string]string
	Categories []string
	True       string
	False      string
	Today      struct{ Year int }
	// DownloadUri is the link being downloaded (download.before's templates)
	DownloadUri map[string]any

	ctx context.Context // the search's: a template run stops with it
}

func newVars(cfg map[string]string) *Vars {
	v := &Vars{Query: map[string]string{}, Config: cfg, Result: map[string]string{}, True: "True"}
	v.Today.Year = time.Now().Year()
	return v
}

var funcs = template.FuncMap{
	"join": func(list []string, sep string) string { return strings.Join(list, sep) },
	"re_replace": func(s, pattern, repl string) (string, error) {
		re, err := compileRe(pattern)
		if err != nil {
			return "", err
		}
		return re.replace(s, repl)
	},
}

var tmplCache sync.Map // text → *template.Template

// expand runs one template text. Plain text without "{{" is returned as is.
func expand(text string, v *Vars) (string, error) {
	if !strings.Contains(text, "{{") {
		return text, nil
	}
	t, ok := tmplCache.Load(text)
	if !ok {
		parsed, err := parseTemplate(text)
		if err != nil {
			return "", err
		}
		t, _ = tmplCache.LoadOrStore(text, parsed)
	}
	w := &boundedWriter{ctx: v.ctx}
	if err := t.(*template.Template).Execute(w, v); err != nil {
		return "", err
	}
	return strings.ReplaceAll(string(w.buf), "<no value>", ""), nil
}

// goReplacement turns .NET "$1" group references into Go's "${1}", so
// "$1abc" is not read as a group named "1abc".
var dollarGroup = regexp.MustCompile(`\$(\d+)`)

func goReplacement(s string) string { return dollarGroup.ReplaceAllString(s, "$${$1}") }

func containsTemplate(s string) bool { return strings.Contains(s, "{{") }

// checkTemplate parses a template text the way expand will.
func checkTemplate(text string) error {
	_, err := parseTemplate(text)
	return err
}

// parseTemplate parses a definition's template after translating the
// syntax Go's engine rejects, and refuses loops with a huge fixed count.
func parseTemplate(text string) (*template.Template, error) {
	t, err := template.New("").Funcs(funcs).Option("missingkey=zero").Parse(translateTemplate(text))
	if err != nil {
		return nil, err
	}
	if err := boundedLoops(t); err != nil {
		return nil, err
	}
	return t, nil
}
