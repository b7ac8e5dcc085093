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
	var value string
	switch {
	case f.Text != "" && f.Selector == "":
		t, err := expand(f.Text, v)
		if err != nil {
			return "", err
		}
		value = t
	case len(f.Case) > 0:
		target := s
		if f.Selector != "" {
			target = newScope(s.matches(f.Selector))
		}
		hit, ok := matchCase(target, f.Case)
		if !ok {
			return fallback(f, v)
		}
		value = hit
	case f.Selector != "":
		target := s.first(f.Selector)
		if target == nil {
			return fallback(f, v)
		}
		switch {
		case f.Attribute != "":
			a, ok := attr(target, f.Attribute)
			if !ok {
				return fallback(f, v)
			}
			value = a
		case f.Remove != "":
			// The text without the removed elements, read without copying
			// the subtree (a clone per row was a large part of parsing).
			value = strings.TrimSpace(textWithout(target, matcher(f.Remove)))
		default:
			value = strings.TrimSpace(textWithout(target, nothing{}))
		}
	default:
		return fallback(f, v)
	}
	return applyFilters(value, f.Filters, v)
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
