package filters

import "slices"

// Media is what a subscription knows of its title when it picks a filter.
type Media struct {
	Type   string   // Movie | TV
	Genres []string // Douban/TMDB genres (风格)
	Areas  []string // countries and regions
	Year   int      // 0 = unknown
}

// Applies reports whether f's scope (满足以下分类设定时自动使用此过滤器)
// covers m. Each empty list means any; a list matches when the title has
// at least one of its values; a year bound of 0 is no bound, and an
// unknown year passes the bounds.
func Applies(f Filter, m Media) bool {
	if len(f.ApplyMediaType) > 0 && !containsFold(f.ApplyMediaType, m.Type) {
		return false
	}
	if len(f.ApplyCate) > 0 && !anyOf(f.ApplyCate, m.Genres) {
		return false
	}
	if len(f.ApplyArea) > 0 && !anyOf(f.ApplyArea, m.Areas) {
		return false
	}
	if m.Year > 0 && (m.Year < f.ApplyMinYear || (f.ApplyMaxYear > 0 && m.Year > f.ApplyMaxYear)) {
		return false
	}
	return true
}

// Select is the filter 自动选择过滤器 gives a subscription: of those whose
// scope covers m, the highest priority; on a tie the first by name, so
// the choice does not depend on storage order. ok is false when none does.
func Select(list []Filter, m Media) (best Filter, ok bool) {
	for _, f := range list {
		if !Applies(f, m) {
			continue
		}
		if !ok || f.Priority > best.Priority || (f.Priority == best.Priority && f.FilterName < best.FilterName) {
			best, ok = f, true
		}
	}
	return best, ok
}

func anyOf(want, have []string) bool {
	return slices.ContainsFunc(have, func(h string) bool { return containsFold(want, h) })
}
