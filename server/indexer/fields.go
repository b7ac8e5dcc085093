package indexer

import (
	"fmt"
	"strings"

	"github.com/PuerkitoBio/goquery"
)

// readField reads one field from sel (a row, or a whole page): a text
// template or the selected element's text/attribute, then the case map
// and the filters.
func readField(sel *goquery.Selection, f Selector, v *Vars) (string, error) {
	var value string
	switch {
	case f.Text != "" && f.Selector == "":
		t, err := expand(f.Text, v)
		if err != nil {
			return "", err
		}
		value = t
	case f.Selector != "" || len(f.Case) > 0:
		target := sel
		if f.Selector != "" {
			target = findSel(sel, f.Selector)
		}
		if len(f.Case) > 0 {
			hit, ok := matchCase(sel, target, f.Case)
			if !ok {
				return fallback(f, v)
			}
			value = hit
			break
		}
		if target.Length() == 0 {
			return fallback(f, v)
		}
		target = target.First()
		if f.Remove != "" {
			target = target.Clone()
			target.FindMatcher(matcher(f.Remove)).Remove()
		}
		if f.Attribute != "" {
			a, ok := target.Attr(f.Attribute)
			if !ok {
				return fallback(f, v)
			}
			value = a
		} else {
			value = strings.TrimSpace(target.Text())
		}
	default:
		return fallback(f, v)
	}
	return applyFilters(value, f.Filters, v)
}

// findSel finds a selector below sel; ":root" style selectors that match
// the row itself count too.
func findSel(sel *goquery.Selection, css string) *goquery.Selection {
	m := matcher(css)
	if found := sel.FindMatcher(m); found.Length() > 0 {
		return found
	}
	return sel.FilterMatcher(m)
}

// matchCase answers the value of the first key that matches target (or,
// for "*", always).
func matchCase(row, target *goquery.Selection, cases OrderedMap) (string, bool) {
	// Most rows carry no promotion: one walk with every key at once
	// settles them, instead of one walk per key.
	if any := cases.union(); any != "" && target.Length() > 0 &&
		!target.IsMatcher(matcher(any)) && target.FindMatcher(matcher(any)).Length() == 0 {
		return cases.star()
	}
	for _, kv := range cases {
		if kv.Key == "*" {
			return kv.Value, true
		}
		if target.Length() > 0 && (target.IsMatcher(matcher(kv.Key)) || target.FindMatcher(matcher(kv.Key)).Length() > 0) {
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

// union is the selector group of every key but "*".
func (m OrderedMap) union() string {
	var keys []string
	for _, kv := range m {
		if kv.Key != "*" {
			keys = append(keys, kv.Key)
		}
	}
	return strings.Join(keys, ", ")
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
