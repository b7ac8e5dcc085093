package indexer

import (
	"strings"
	"sync"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
)

// scope is where a field is looked for: a result row or a whole page. Its
// elements are walked once; a field selector is then tried only on the
// elements whose tag its last compound names, and stops at the first hit:
// running every field's selector over every element of every row was most
// of the time spent parsing a result page.
type scope struct {
	roots []*html.Node
	all   []*html.Node // every element below the roots, in document order
}

func newScope(roots []*html.Node) *scope {
	s := &scope{roots: roots}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode {
				s.all = append(s.all, c)
			}
			walk(c)
		}
	}
	for _, r := range roots {
		walk(r)
	}
	return s
}

// compiled is a selector ready to run: its matcher and the tag name every
// match must have ("" = any).
type compiled struct {
	m   goquery.Matcher
	tag string
}

var compiledSels sync.Map // css → compiled

func compile(css string) compiled {
	if c, ok := compiledSels.Load(css); ok {
		return c.(compiled)
	}
	c := compiled{m: matcher(css), tag: lastTag(css)}
	compiledSels.Store(css, c)
	return c
}

func (c compiled) match(n *html.Node) bool { return (c.tag == "" || n.Data == c.tag) && c.m.Match(n) }

// first is goquery's findSel(...).First(): the first element below the
// roots css matches, else the first root it matches itself, else nil.
func (s *scope) first(css string) *html.Node {
	c := compile(css)
	for _, n := range s.all {
		if c.match(n) {
			return n
		}
	}
	for _, r := range s.roots {
		if c.m.Match(r) {
			return r
		}
	}
	return nil
}

// matches is every element findSel(css) answers (for a case map that looks
// inside a selected element).
func (s *scope) matches(css string) []*html.Node {
	c := compile(css)
	var out []*html.Node
	for _, n := range s.all {
		if c.match(n) {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		for _, r := range s.roots {
			if c.m.Match(r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// lastTag is the tag name of the last compound selector when every
// alternative of the group names the same tag ("td.a:nth-child(2)",
// "table.t a[href*=x]" → "a"); "" when any may match.
func lastTag(css string) string {
	tag := ""
	for i, alt := range splitTop(css, ',') {
		t := leadingTag(lastCompound(alt))
		if t == "" || i > 0 && t != tag {
			tag = ""
			break
		}
		tag = t
	}
	return tag
}

// splitTop splits s at sep outside brackets, parentheses and quotes.
func splitTop(s string, sep byte) []string {
	var parts []string
	depth, quote, start := 0, byte(0), 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			depth--
		case c == sep && depth == 0:
			parts = append(parts, s[start:i])
			start = i + 1
		}
	}
	return append(parts, s[start:])
}

// lastCompound is the part of one selector after its last combinator.
func lastCompound(sel string) string {
	sel = strings.TrimSpace(sel)
	last := 0
	for _, sep := range []byte{' ', '>', '+', '~'} {
		parts := splitTop(sel, sep)
		if n := len(sel) - len(parts[len(parts)-1]); n > last {
			last = n
		}
	}
	return strings.TrimSpace(sel[last:])
}

// leadingTag is the type selector a compound starts with, lower-cased.
func leadingTag(compound string) string {
	end := 0
	for end < len(compound) && (isAlnum(compound[end]) || compound[end] == '-') {
		end++
	}
	if end < len(compound) && (compound[end] == '|' || compound[end] == '\\') { // a namespace or an escape: no shortcut
		return ""
	}
	return strings.ToLower(compound[:end])
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// has tells whether a root or an element below one matches css.
func (s *scope) has(css string) bool { return s.first(css) != nil }
