package indexer

import (
	"net/http"

	"gopkg.in/yaml.v3"
)

// Headers are a search's request headers; a value may be one text or a
// list (the format allows both). Values are templates.
type Headers map[string][]string

// UnmarshalYAML accepts `Name: value` and `Name: [v1, v2]`.
func (h *Headers) UnmarshalYAML(n *yaml.Node) error {
	var raw map[string]yaml.Node
	if err := n.Decode(&raw); err != nil {
		return err
	}
	*h = Headers{}
	for k, v := range raw {
		var list []string
		if v.Kind == yaml.SequenceNode {
			if err := v.Decode(&list); err != nil {
				return err
			}
		} else {
			list = []string{v.Value}
		}
		(*h)[k] = list
	}
	return nil
}

// expandHeaders runs the header templates.
func expandHeaders(h Headers, v *Vars) (http.Header, error) {
	if len(h) == 0 {
		return nil, nil
	}
	out := http.Header{}
	for k, vals := range h {
		for _, t := range vals {
			s, err := expand(t, v)
			if err != nil {
				return nil, err
			}
			out.Add(k, s)
		}
	}
	return out, nil
}
