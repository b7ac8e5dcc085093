package subtitles

import (
	"context"
	"net/http"
	"regexp"
)

// scraped is a subtitle site read from its pages (字幕库, SubHD): where it
// is, the client and the site's pace.
type scraped struct {
	base string
	hc   *http.Client
	pace *pace
}

// titles reads the site's search page at path, then each of the first
// three title pages it links (titleLink's first group, each once), and
// answers the subtitles rows reads on them. A title page that fails ends
// the search with what was read so far and why.
func (s scraped) titles(ctx context.Context, label, path string, titleLink *regexp.Regexp,
	rows func(page, referer string) []candidate) ([]candidate, error) {
	_, page, err := get(ctx, s.hc, s.pace, label, s.base+path, "")
	if err != nil {
		return nil, err
	}
	var out []candidate
	seen := map[string]bool{}
	for _, m := range titleLink.FindAllStringSubmatch(string(page), 3) {
		if seen[m[1]] {
			continue
		}
		seen[m[1]] = true
		_, subs, err := get(ctx, s.hc, s.pace, label, s.base+m[1], "")
		if err != nil {
			return out, err
		}
		out = append(out, rows(string(subs), s.base+m[1])...)
	}
	return out, nil
}
