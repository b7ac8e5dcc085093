package indexer

import (
	"fmt"

	"gopkg.in/yaml.v3"
)

// validate finds what keeps a definition from being used at all: an engine
// kind we do not have, a template that cannot be parsed, a pattern that
// no engine compiles. It is run on load, so a broken file is named with
// its line and key instead of failing later as a network error.
func validate(d *Definition, top *yaml.Node) error {
	if d.Engine() == "" {
		return &DefError{Line: lineOf(top, "type"), Key: "type", Reason: fmt.Sprintf("未知的类型 %q（应为 private、public、semi-private）", d.Type)}
	}
	return walkScalars(top, "", func(n *yaml.Node, path string) error {
		if err := checkTemplate(n.Value); err != nil {
			return &DefError{Line: n.Line, Key: path, Reason: "模板无法解析：" + err.Error()}
		}
		return nil
	}, func(f Filter, n *yaml.Node, path string) error {
		if f.Name != "regexp" && f.Name != "re_replace" {
			return nil
		}
		if _, err := compileRe(args0(filterArgs(f.Args))); err != nil {
			return &DefError{Line: n.Line, Key: path + "." + f.Name, Reason: "正则表达式无法编译：" + err.Error()}
		}
		return nil
	})
}

// walkScalars calls scalar for every scalar value holding a template and
// filter for every filter entry, stopping at the first error.
func walkScalars(n *yaml.Node, path string, scalar func(*yaml.Node, string) error, filter func(Filter, *yaml.Node, string) error) error {
	switch n.Kind {
	case yaml.ScalarNode:
		if containsTemplate(n.Value) {
			return scalar(n, path)
		}
	case yaml.SequenceNode:
		for _, e := range n.Content {
			if isFilterList(path) && e.Kind == yaml.MappingNode {
				var f Filter
				if e.Decode(&f) == nil && f.Name != "" {
					if err := filter(f, e, path); err != nil {
						return err
					}
					continue
				}
			}
			if err := walkScalars(e, path, scalar, filter); err != nil {
				return err
			}
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i].Value
			if k == "case" || k == "options" {
				continue // keys are selectors or labels, values plain text
			}
			if err := walkScalars(n.Content[i+1], joinPath(path, k), scalar, filter); err != nil {
				return err
			}
		}
	}
	return nil
}

func isFilterList(path string) bool {
	return len(path) >= 7 && path[len(path)-7:] == "filters"
}
