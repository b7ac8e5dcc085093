package filters

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/movie-robot/web-console/server/settings"
)

// Filter-name sentinels a subscription may carry besides a saved name
// (api-contract §3.2; AutoSelect is in service.go).
const (
	NoFilter  = "system:unUseFilter"
	NewFilter = "system:newFilter"
)

// Resolve is the filter a subscription runs with: for 自动选择过滤器 the
// saved filter whose scope fits m best (Select); for 独立设置过滤器 its own
// config (JSON text, as stored with the subscription); for a saved name
// that filter. ok is false when no filter applies (不使用任何过滤器, no scope
// fits, or the named filter is gone): every candidate then passes to the
// score step. why says which, for the subscription's log.
func (s *Service) Resolve(ctx context.Context, name, config string, m Media) (f Filter, ok bool, why string, err error) {
	switch name {
	case NoFilter:
		return f, false, "不使用任何过滤器", nil
	case NewFilter:
		var in Input
		if err := json.Unmarshal([]byte(config), &in); err != nil {
			return f, false, "", err
		}
		f, err = in.ValidateInline()
		return f, err == nil, "使用独立设置的过滤器", err
	case AutoSelect, "":
		list, err := s.List(ctx)
		if err != nil {
			return f, false, "", err
		}
		if f, ok = Select(list, m); !ok {
			return f, false, "自动选择过滤器：没有适用的过滤器", nil
		}
		return f, true, "自动选择过滤器：" + f.FilterName, nil
	}
	f, err = s.Get(ctx, name)
	if _, gone := errors.AsType[settings.Invalid](err); gone {
		return f, false, "过滤器“" + name + "”已不存在，不使用过滤器", nil
	}
	return f, err == nil, "使用过滤器：" + name, err
}
