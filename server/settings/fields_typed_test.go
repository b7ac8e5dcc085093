package settings

import (
	"errors"
	"go/ast"
	"go/token"
	"go/types"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// modulePrefix is where the server's packages live; "../" of this package
// is the server tree.
const modulePrefix = "github.com/movie-robot/web-console/server/"

// serverChecker type-checks the server's own packages from source. Every
// other import (the standard library, modules) is refused, so go/types
// makes it a fake package: expressions through it have no type, which is
// harmless here, for a settings record's type is always this module's.
// That keeps the check at about a second, without building export data.
type serverChecker struct {
	t     *testing.T
	fset  *token.FileSet
	pkgs  map[string]*types.Package
	files map[string][]*ast.File
	infos map[string]*types.Info
}

func (c *serverChecker) Import(p string) (*types.Package, error) {
	rel, ok := strings.CutPrefix(p, modulePrefix)
	if !ok {
		return nil, errors.New("outside the server tree: not checked")
	}
	if pkg, ok := c.pkgs[p]; ok {
		return pkg, nil
	}
	files := parseDir(c.t, c.fset, filepath.Join("..", filepath.FromSlash(rel)))
	info := &types.Info{Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: c, Error: func(error) {}, FakeImportC: true}
	pkg, _ := conf.Check(p, c.fset, files, info) // errors come from the fake imports
	c.pkgs[p], c.files[p], c.infos[p] = pkg, files, info
	return pkg, nil
}

// readFields are the "Type.Field" of this package's records that are
// selected in a non-test file of another server package (the stand-ins
// and test helpers under internal/ and cmd/standins excepted).
func readFields(t *testing.T, fset *token.FileSet, saved []string) map[string]bool {
	t.Helper()
	c := &serverChecker{t: t, fset: fset, pkgs: map[string]*types.Package{},
		files: map[string][]*ast.File{}, infos: map[string]*types.Info{}}
	own, _ := c.Import(modulePrefix + "settings")
	owner := fieldOwners(own, saved)
	read := map[string]bool{}
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(p, ".."+string(filepath.Separator)))
		switch {
		case rel == "settings" || rel == "internal" || rel == "cmd/standins" || d.Name() == "testdata":
			return filepath.SkipDir // this package; stand-ins and test helpers
		case p == "..":
			return nil
		}
		if m, _ := filepath.Glob(filepath.Join(p, "*.go")); len(m) == 0 {
			return nil
		}
		ip := modulePrefix + path.Clean(rel)
		c.Import(ip)
		for _, sel := range c.infos[ip].Selections {
			if v, ok := sel.Obj().(*types.Var); ok && v.IsField() {
				if name, ok := owner[v.Origin()]; ok {
					read[name] = true
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return read
}

// fieldOwners names each struct field of pkg's types "Type.Field", by the
// names in saved: `type Scraper scraperFields` shares its field objects
// with the unexported type, and the record's name is the one reported.
func fieldOwners(pkg *types.Package, saved []string) map[*types.Var]string {
	out := map[*types.Var]string{}
	for _, n := range pkg.Scope().Names() {
		tn, ok := pkg.Scope().Lookup(n).(*types.TypeName)
		if !ok {
			continue
		}
		if st, ok := tn.Type().Underlying().(*types.Struct); ok {
			for i := range st.NumFields() {
				if name := n + "." + st.Field(i).Name(); slices.Contains(saved, name) {
					out[st.Field(i)] = name
				}
			}
		}
	}
	return out
}
