package settings

import (
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// echoedOnly are fields no feature acts on by design; each says why. A new
// field goes here only with a reason a reviewer accepts — a switch that
// nothing reads is what this test exists to catch.
var echoedOnly = map[string]string{
	"LinkSetting.Recognize": "built-in recognition is always on: Validate forces true, the form only shows it",
}

// readByWeb are fields the browser acts on (the server keeps them for the
// user); each names the web file that must read its json name.
var readByWeb = map[string]string{
	"SearchTemplate.Name":        "web/features/search/search-dialog.tsx", // the template picker
	"SearchOption.SearchContent": "web/features/search/search-option.ts",  // which kinds the search dialog asks
	"SearchOption.Site":          "web/features/search/search-option.ts",  // the sites it sends as site_id
	"Health.CheckedAt":           "web/features/config/health-tag.tsx",    // the server writes it; the tag shows when
}

// knownDead are saved switches no feature honours yet (issue 27's audit).
// They are listed, not hidden: the test fails when one starts being read,
// so the entry is removed with the change that makes the switch act.
var knownDead = map[string]string{}

// TestEverySavedFieldIsReadByAFeature enumerates every settings section
// (each `Section[T]{Key: ...}` literal of this package), every json field
// of its record (nested record types of this package included), and
// requires that field to be selected (x.Field, by go/types, so Subtitle's
// Enable is not satisfied by CookieCloud's) in a non-test Go file of
// another server package. A field that is only ever validated, stored and
// echoed is a switch that changes nothing (issue 27).
func TestEverySavedFieldIsReadByAFeature(t *testing.T) {
	fset := token.NewFileSet()
	own := parseDir(t, fset, ".")
	structs := structTypes(own)
	var fields []string // "Type.Field"
	seen := map[string]bool{}
	for _, root := range sectionRecords(own) {
		collectFields(root, structs, seen, &fields)
	}
	if len(fields) < 50 {
		t.Fatalf("found only %d saved fields; the section scan is broken", len(fields))
	}
	read := readFields(t, fset, fields)
	if len(read) < 50 {
		t.Fatalf("found only %d read fields; the type check of the server tree is broken", len(read))
	}
	var dead []string
	for _, f := range fields {
		_, echoed := echoedOnly[f]
		_, byWeb := readByWeb[f]
		_, known := knownDead[f]
		switch {
		case known && read[f]:
			t.Errorf("knownDead field %s is read now: remove it from knownDead", f)
		case known:
			t.Logf("known dead switch %s: %s", f, knownDead[f])
		case (echoed || byWeb) && read[f]:
			t.Errorf("%s is read by the server now: remove its exception", f)
		case !echoed && !byWeb && !read[f]:
			dead = append(dead, f)
		}
	}
	for _, list := range []map[string]string{echoedOnly, readByWeb, knownDead} {
		for f := range list {
			if !slices.Contains(fields, f) {
				t.Errorf("%s is listed as an exception but is no saved field (remove it)", f)
			}
		}
	}
	for f, file := range readByWeb {
		tag := jsonName(t, own, f)
		b, err := os.ReadFile(filepath.Join("../..", file))
		if err != nil || !(strings.Contains(string(b), "."+tag) || strings.Contains(string(b), tag+":")) {
			t.Errorf("%s is said to be read by %s, which does not mention %q", f, file, tag)
		}
	}
	for _, f := range dead {
		t.Errorf("settings field %s is saved but no feature reads it (outside package settings and tests)", f)
	}
}
