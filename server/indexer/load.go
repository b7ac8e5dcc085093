package indexer

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

// The definitions we wrote for the catalogue's sites. Files starting with
// "_" are bases: a definition with `extends: _nexusphp` is that base with
// its own keys merged over it (maps merge key by key, lists are replaced).
//
//go:embed defs/*.yml
var embedded embed.FS

// Catalogue is a set of definitions by id.
type Catalogue map[string]*Definition

// Embedded loads the built-in definitions.
func Embedded() (Catalogue, error) {
	return loadFS(embedded, "defs")
}

// LoadDir adds the user's *.yml files of dir (typically <data>/indexers)
// over the built-in ones; a missing dir is no error. A file may extend a
// built-in base too.
func (c Catalogue) LoadDir(dir string) error {
	if dir == "" {
		return nil
	}
	if _, err := os.Stat(dir); os.IsNotExist(err) {
		return nil
	}
	user, err := loadFSWithBases(os.DirFS(dir), ".", embedded, "defs")
	for id, d := range user {
		c[id] = d
	}
	return err // the files that did load are kept
}

// Broken lists the files of a LoadDir error by id (the file name without
// its extension, which is the id a definition normally has), each with
// the exact reason it cannot be used.
func Broken(err error) map[string]*DefError {
	out := map[string]*DefError{}
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return out
	}
	for _, e := range j.Unwrap() {
		if d, ok := AsDefError(e); ok {
			out[strings.TrimSuffix(strings.TrimSuffix(d.File, ".yml"), ".yaml")] = d
		}
	}
	return out
}

// IDs lists the definitions' ids in order.
func (c Catalogue) IDs() []string {
	ids := make([]string, 0, len(c))
	for id := range c {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

func loadFS(fsys fs.FS, dir string) (Catalogue, error) {
	return loadFSWithBases(fsys, dir, fsys, dir)
}

func loadFSWithBases(fsys fs.FS, dir string, baseFS fs.FS, baseDir string) (Catalogue, error) {
	names, err := fs.Glob(fsys, filepath.ToSlash(filepath.Join(dir, "*.yml")))
	if err != nil {
		return nil, err
	}
	more, _ := fs.Glob(fsys, filepath.ToSlash(filepath.Join(dir, "*.yaml")))
	names = append(names, more...)
	out := Catalogue{}
	var errs []error
	for _, name := range names {
		if strings.HasPrefix(filepath.Base(name), "_") {
			continue
		}
		if fi, err := fs.Stat(fsys, name); err == nil && fi.Size() > maxDefinitionBytes {
			errs = append(errs, fmt.Errorf("indexer: %s: definition too large: %d bytes (at most %d)", filepath.Base(name), fi.Size(), maxDefinitionBytes))
			continue
		}
		raw, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		d, err := Parse(raw, func(base string) ([]byte, error) {
			return fs.ReadFile(baseFS, filepath.ToSlash(filepath.Join(baseDir, base+".yml")))
		})
		if err != nil {
			errs = append(errs, withFile(err, filepath.Base(name)))
			continue
		}
		out[d.ID] = d
	}
	return out, errors.Join(errs...)
}

// A user's definition is read while the program starts: a huge one (100,000
// fields) held start-up for seconds, so it is refused instead, with the
// reason in the log. Ours are a few KiB with dozens of fields.
const (
	maxDefinitionBytes = 256 << 10
	maxFields          = 500 // per fields mapping
)

// Parse reads one definition; base finds the file an `extends:` names. An
// error is a *DefError naming the line and key.
func Parse(raw []byte, base func(string) ([]byte, error)) (*Definition, error) {
	if len(raw) > maxDefinitionBytes {
		return nil, fmt.Errorf("definition too large: %d bytes (at most %d)", len(raw), maxDefinitionBytes)
	}
	d, top, err := parseNode(raw, base)
	if err != nil {
		return nil, err
	}
	if err := validate(d, top); err != nil {
		return nil, err
	}
	return d, nil
}

// parseNode decodes a definition and keeps its YAML tree for the checks.
func parseNode(raw []byte, base func(string) ([]byte, error)) (*Definition, *yaml.Node, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		// YAML 1.2 allows `\/`; the library (1.1) does not.
		if !strings.Contains(err.Error(), "unknown escape") || yaml.Unmarshal(yaml12Escapes(raw), &doc) != nil {
			return nil, nil, yamlError(err)
		}
	}
	if len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, nil, &DefError{Line: 1, Reason: "不是一个 YAML 映射"}
	}
	top := doc.Content[0]
	if ext := takeKey(top, "extends"); ext != nil && base != nil {
		b, err := base(ext.Value)
		if err != nil {
			return nil, nil, &DefError{Line: ext.Line, Key: "extends", Reason: fmt.Sprintf("找不到 %s：%v", ext.Value, err)}
		}
		var under yaml.Node
		if err := yaml.Unmarshal(b, &under); err != nil || len(under.Content) != 1 {
			return nil, nil, &DefError{Line: ext.Line, Key: "extends", Reason: fmt.Sprintf("%s 无法解析：%v", ext.Value, err)}
		}
		mergeNode(under.Content[0], top)
		top = under.Content[0]
	}
	var d Definition
	if err := top.Decode(&d); err != nil {
		return nil, nil, yamlError(err)
	}
	if d.ID == "" {
		return nil, nil, &DefError{Line: 1, Key: "id", Reason: "缺少 id"}
	}
	if len(d.Links) == 0 {
		return nil, nil, &DefError{Line: lineOf(top, "links"), Key: "links", Reason: "缺少站点地址"}
	}
	return &d, top, nil
}

// lineOf is the line of key in mapping m (that of m when absent).
func lineOf(m *yaml.Node, key string) int {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i].Line
		}
	}
	return m.Line
}

// takeKey removes key from a mapping node and returns its value.
func takeKey(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			v := m.Content[i+1]
			m.Content = append(m.Content[:i], m.Content[i+2:]...)
			return v
		}
	}
	return nil
}

// mergeNode lays over on top of under, in place: mappings merge key by
// key (keeping under's order, over's new keys after), anything else is
// replaced. Order matters because fields read earlier fields.
func mergeNode(under, over *yaml.Node) {
	for i := 0; i+1 < len(over.Content); i += 2 {
		k, v := over.Content[i], over.Content[i+1]
		found := false
		for j := 0; j+1 < len(under.Content); j += 2 {
			if under.Content[j].Value != k.Value {
				continue
			}
			found = true
			if under.Content[j+1].Kind == yaml.MappingNode && v.Kind == yaml.MappingNode {
				mergeNode(under.Content[j+1], v)
			} else {
				under.Content[j+1] = v
			}
			break
		}
		if !found {
			under.Content = append(under.Content, k, v)
		}
	}
}
