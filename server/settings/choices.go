package settings

import "slices"

// checkChoices validates a multi-select: every value must be one of
// allowed; duplicates are dropped and the order is kept (some lists are
// priorities). The result is never nil, so it encodes as [].
func checkChoices(label string, in, allowed []string) ([]string, error) {
	out := []string{}
	for _, v := range in {
		if !slices.Contains(allowed, v) {
			return nil, invalid("%s不支持“%s”", label, quote(v))
		}
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out, nil
}
