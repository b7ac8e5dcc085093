package settings

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The syntax side of TestEverySavedFieldIsReadByAFeature: which records
// this package saves and which json fields they have.

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
