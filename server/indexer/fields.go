package indexer

import (
	"fmt"
	"strings"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
)

// readField reads one field from sel (a row, or a whole page): a text
// template or the selected element's text/attribute, then the case map
// and the filters.
func readField(sel *goquery.Selection, f Selector, v *Vars) (string, error) {
	return readScoped(newScope(sel.Nodes), f, v)
}

// readScoped is readField on a scope already walked (ParseRows reads
// every field of a row from one).
func readScoped(s *scope, f Selector, v *Vars) (string, error) {
	if f.Text != "" && f.Selector == "" {
		return templateField(f, v)
	}
	value, ok := pickScoped(s, f)
	return foundField(value, ok, f, v)
}

// templateField is a field given as a template text and no selector.
func templateField(f Selector, v *Vars) (string, error) {
	t, err := expand(f.Text, v)
	if err != nil {
		return "", err
	}
	return applyFilters(t, f.Filters, v)
}

// foundField ends every field read, of a page or of JSON: nothing found
// (ok false) is the field's default, a value goes through the filters.
func foundField(value string, ok bool, f Selector, v *Vars) (string, error) {
	if !ok {
		return fallback(f, v)
	}
	return applyFilters(value, f.Filters, v)
}

// pickScoped is the selected element's case, attribute or text.
func pickScoped(s *scope, f Selector) (string, bool) {
	switch {
	case len(f.Case) > 0:
		target := s
		if f.Selector != "" {
			target = newScope(s.matches(f.Selector))
		}
		return matchCase(target, f.Case)
	case f.Selector != "":
		target := s.first(f.Selector)
		switch {
		case target == nil:
			return "", false
		case f.Attribute != "":
			return attr(target, f.Attribute)
		case f.Remove != "":
			// The text without the removed elements, read without copying
			// the subtree (a clone per row was a large part of parsing).
			return strings.TrimSpace(textWithout(target, matcher(f.Remove))), true
		}
		return strings.TrimSpace(textWithout(target, nothing{})), true
	}
	return "", false
}

func attr(n *html.Node, name string) (string, bool) {
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key == name {
			return a.Val, true
		}
	}
	return "", false
}

// matchCase answers the value of the first key that an element of target
// (a root or one below it) matches; "*" always matches.
func matchCase(target *scope, cases OrderedMap) (string, bool) {
	if len(target.roots) == 0 {
		return cases.star()
	}
	for _, kv := range cases {
		if kv.Key == "*" || target.has(kv.Key) {
			return kv.Value, true
		}
	}
	return "", false
}

// errMissing marks a required field that was not found.
type errMissing string

func (e errMissing) Error() string { return fmt.Sprintf("field not found: %s", string(e)) }

func fallback(f Selector, v *Vars) (string, error) {
	if f.Default != "" {
		return expand(f.Default, v)
	}
	if f.Optional {
		return "", nil
	}
	return "", errMissing(f.Selector)
}

// star is the "*" entry's value.
func (m OrderedMap) star() (string, bool) {
	for _, kv := range m {
		if kv.Key == "*" {
			return kv.Value, true
		}
	}
	return "", false
}

// textWithout is the text of n's subtree, skipping elements skip matches.
func textWithout(n *html.Node, skip goquery.Matcher) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				b.WriteString(c.Data)
			case c.Type == html.ElementNode && skip.Match(c):
			default:
				walk(c)
			}
		}
	}
	walk(n)
	return b.String()
}
