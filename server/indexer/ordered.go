package indexer

import (
	"fmt"

	"gopkg.in/yaml.v3"
)

// Fields keeps the definition's order: later fields read earlier ones
// through {{ .Result.name }}, so a plain map would not do.
type Fields []NamedSelector

// NamedSelector is one entry of Fields.
type NamedSelector struct {
	Name string
	Selector
}

// UnmarshalYAML reads a mapping in document order.
func (f *Fields) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("line %d: fields must be a mapping", n.Line)
	}
	if len(n.Content)/2 > maxFields {
		return fmt.Errorf("line %d: too many fields: %d (at most %d)", n.Line, len(n.Content)/2, maxFields)
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		var s Selector
		if err := n.Content[i+1].Decode(&s); err != nil {
			return err
		}
		*f = append(*f, NamedSelector{Name: n.Content[i].Value, Selector: s})
	}
	return nil
}

// Get returns the field named name.
func (f Fields) Get(name string) (Selector, bool) {
	for _, s := range f {
		if s.Name == name {
			return s.Selector, true
		}
	}
	return Selector{}, false
}

// OrderedMap is a case map: the first key (a selector, or "*") that matches
// gives the value, so order matters.
type OrderedMap []KV

// KV is one entry of OrderedMap.
type KV struct{ Key, Value string }

// UnmarshalYAML reads a mapping in document order.
func (m *OrderedMap) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("line %d: case must be a mapping", n.Line)
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		*m = append(*m, KV{n.Content[i].Value, n.Content[i+1].Value})
	}
	return nil
}

// Selector also accepts the short form `field: "css selector"`? Cardigann
// does not, but a plain scalar is read as a text template, which is what
// definitions mean by it.
func (s *Selector) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		s.Text = n.Value
		return nil
	}
	type plain Selector
	return n.Decode((*plain)(s))
}
