package settings

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strconv"
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
var knownDead = map[string]string{
	"DownloadClientEntry.MonitorAllTorrents": "监控所有种子: torrents added outside the app are not watched or organised",
	"Scraper.UseCNPersonName":                "the NFO cast keeps TMDB's names; no Chinese name is looked up",
	"Scraper.PersonNFOPath":                  "no person NFOs or portraits are written",
	"Scraper.LangsPriority":                  "images are TMDB's default poster and backdrop, not chosen by language",
	"Scraper.ImageSource":                    "FanArt is never asked for images; TMDB always is",
	"Scraper.SeasonImageSource":              "no season images are written",
}

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

// jsonName is the json key of "Type.Field".
func jsonName(t *testing.T, files []*ast.File, f string) string {
	t.Helper()
	typ, field, _ := strings.Cut(f, ".")
	if st := structTypes(files)[typ]; st != nil {
		for _, fld := range st.Fields.List {
			for _, n := range fld.Names {
				if n.Name == field && fld.Tag != nil {
					raw, _ := strconv.Unquote(fld.Tag.Value)
					tag, _ := reflect.StructTag(raw).Lookup("json")
					name, _, _ := strings.Cut(tag, ",")
					return name
				}
			}
		}
	}
	t.Fatalf("no json tag for %s", f)
	return ""
}

func parseDir(t *testing.T, fset *token.FileSet, dir string) []*ast.File {
	t.Helper()
	entries, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []*ast.File
	for _, p := range entries {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, f)
	}
	return out
}

func structTypes(files []*ast.File) map[string]*ast.StructType {
	out := map[string]*ast.StructType{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if ts, ok := n.(*ast.TypeSpec); ok {
				if st, ok := ts.Type.(*ast.StructType); ok {
					out[ts.Name.Name] = st
				}
			}
			return true
		})
	}
	return out
}

// sectionRecords are the T of every Section[T]{...} literal (T or []T).
func sectionRecords(files []*ast.File) []string {
	var out []string
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			cl, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			ix, ok := cl.Type.(*ast.IndexExpr)
			if !ok {
				return true
			}
			if id, ok := ix.X.(*ast.Ident); !ok || id.Name != "Section" {
				return true
			}
			if name := baseType(ix.Index); name != "" && !slices.Contains(out, name) {
				out = append(out, name)
			}
			return true
		})
	}
	sort.Strings(out)
	return out
}

// baseType names the record type of e: T, *T, []T or map[K]T.
func baseType(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.StarExpr:
		return baseType(x.X)
	case *ast.ArrayType:
		return baseType(x.Elt)
	case *ast.MapType:
		return baseType(x.Value)
	}
	return ""
}

// collectFields adds the saved (json) fields of struct typ and of the
// records of this package it holds.
func collectFields(typ string, structs map[string]*ast.StructType, seen map[string]bool, out *[]string) {
	st, ok := structs[typ]
	if !ok || seen[typ] {
		return
	}
	seen[typ] = true
	for _, fld := range st.Fields.List {
		collectFields(baseType(fld.Type), structs, seen, out)
		tag := ""
		if fld.Tag != nil {
			raw, _ := strconv.Unquote(fld.Tag.Value)
			tag, _ = reflect.StructTag(raw).Lookup("json")
		}
		if len(fld.Names) == 0 || tag == "-" {
			continue // embedded: its own fields were collected above
		}
		for _, n := range fld.Names {
			if n.IsExported() {
				*out = append(*out, typ+"."+n.Name)
			}
		}
	}
}
