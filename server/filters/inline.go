package filters

import (
	"encoding/json"

	"github.com/movie-robot/web-console/server/fault"
)

// Inline checks a 独立设置过滤器 (a filter set inside a subscription) with
// the filter editor's rules and answers it in their one spelling (no "all"
// sentinels, numbers as numbers), so the engine reads it as it reads saved
// filters. Anything but a JSON object is answered as is: the subscription
// refuses a missing one itself.
func Inline(raw json.RawMessage) (json.RawMessage, error) {
	if len(raw) == 0 || raw[0] != '{' {
		return raw, nil
	}
	var in Input
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, fault.Invalid{Message: "独立设置的过滤器格式不正确"}
	}
	f, err := in.ValidateInline()
	if err != nil {
		return nil, err
	}
	return json.Marshal(f)
}
