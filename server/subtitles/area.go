package subtitles

import (
	"context"
	"slices"
)

// areaOf maps a title's origin country (ISO 3166-1, TMDB's origin_country
// or first production country) to the setting's exclude_area names.
var areaOf = map[string]string{"CN": "中国大陆", "TW": "中国台湾", "HK": "中国香港", "JP": "日本", "KR": "韩国",
	"US": "美国", "GB": "英国", "TH": "泰国", "IT": "意大利"}

// excludedArea answers the excluded area a title was produced in, "" when
// it is not excluded or its countries are unknown (then it is searched).
func (s *Service) excludedArea(ctx context.Context, cfg []string, v video) string {
	if s.o.Countries == nil || v.TMDBID <= 0 || len(cfg) == 0 {
		return ""
	}
	countries, err := s.o.Countries(ctx, v.TMDBID, v.TV)
	if err != nil || len(countries) == 0 {
		return ""
	}
	if a := areaOf[countries[0]]; a != "" && slices.Contains(cfg, a) {
		return a
	}
	return ""
}
