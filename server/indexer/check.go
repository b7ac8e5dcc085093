package indexer

import (
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

// Report is what the conformance check found in one definition file: the
// reason it cannot be used (nil when it opens) and the gaps — keys or
// values the engine reads but does not act on, so results may differ from
// what the definition's authors meant.
type Report struct {
	File  string
	Block *DefError
	Gaps  []*DefError
}

// CheckFile checks one definition file without any network access.
func CheckFile(file string, raw []byte) Report {
	r := Report{File: file}
	d, top, err := parseNode(raw, nil)
	if err != nil {
		r.Block = withFile(err, file)
		return r
	}
	if err := validate(d, top); err != nil {
		r.Block = withFile(err, file)
	}
	c := checker{file: file}
	c.walk(top, "", "")
	r.Gaps = c.gaps
	return r
}

func withFile(err error, file string) *DefError {
	d, ok := AsDefError(err)
	if !ok {
		d = &DefError{Reason: err.Error()}
	}
	cp := *d
	cp.File = file
	return &cp
}

// checker walks a definition's YAML and notes the keys the engine does not
// act on.
type checker struct {
	file string
	gaps []*DefError
}

func (c *checker) gap(n *yaml.Node, key, format string, args ...any) {
	c.gaps = append(c.gaps, &DefError{File: c.file, Line: n.Line, Key: key, Reason: fmt.Sprintf(format, args...)})
}

// walk visits a node at path (the concrete keys, for messages) whose
// schema path is schema ("" = top; see childSchema).
func (c *checker) walk(n *yaml.Node, path, schema string) {
	switch n.Kind {
	case yaml.SequenceNode:
		for _, e := range n.Content {
			if strings.HasSuffix(schema, "filters") {
				c.filter(e, path)
			}
			c.walk(e, path+"[]", schema+"[]")
		}
		return
	case yaml.MappingNode:
	default:
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		p := joinPath(path, k.Value)
		sc := childSchema(schema, k.Value)
		switch support[sc] {
		case keyOK:
		case keyIgnored:
			continue
		case keyOpaque:
			c.value(v, sc, p)
			continue
		default:
			c.gap(k, p, "不支持的键")
			continue
		}
		c.value(v, sc, p)
		c.walk(v, p, sc)
	}
}

// value checks what a key's value asks for (a filter, a login method …).
func (c *checker) value(v *yaml.Node, schema, p string) {
	if reason, ok := valueGaps[schema]; ok && v.Kind == yaml.ScalarNode {
		if msg := reason(v.Value); msg != "" {
			c.gap(v, p, "%s", msg)
		}
	}
}

func (c *checker) filter(v *yaml.Node, p string) {
	if v.Kind != yaml.MappingNode {
		return
	}
	var f Filter
	if v.Decode(&f) != nil {
		return
	}
	if msg := filterGap(f); msg != "" {
		c.gap(v, p+"."+f.Name, "%s", msg)
	}
}

func joinPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// childSchema is the schema path of key under parent: the names of
// fields, inputs, case entries … are "*", and a selector block's own keys
// are written under "sel" wherever the block is.
func childSchema(parent, key string) string {
	last := parent[strings.LastIndex(parent, ".")+1:]
	switch last {
	case "inputs", "case", "modes", "headers", "extra", "categories", "selectorinputs", "getselectorinputs", "cookies":
		if parent != "search.paths[].categories" {
			return parent + ".*"
		}
	case "fields":
		if parent == "search.fields" {
			return parent + ".*"
		}
	}
	if selectorBlocks[parent] {
		return "sel." + key
	}
	return joinPath(parent, key)
}

// selectorBlocks are the schema paths whose value is a selector block.
var selectorBlocks = map[string]bool{
	"search.fields.*": true, "login.error[]": true, "login.error[].message": true, "download.selectors[]": true,
	"download.infohash.hash": true, "download.infohash.title": true, "download.before.pathselector": true,
	"search.rows.count": true, "search.rows.dateheaders": true, "search.error[]": true, "search.error[].message": true,
	"login.selectorinputs.*": true, "login.getselectorinputs.*": true, "sel.message": true, "search.rows.filters[]": true, "sel.filters[]": true, "search.keywordsfilters[]": true,
}
