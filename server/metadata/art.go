package metadata

import (
	"context"
	"strings"
)

// ArtRequest asks which poster, backdrop and season poster to write beside
// a title (the organiser's 刮削 settings: 图片语言优先级, 主要图片获取来源,
// 剧集季度图片获取来源).
type ArtRequest struct {
	Kind           string // "movie" or "tv"
	TMDBID, TVDBID int    // FanArt knows shows by TVDB id; 0 = skip FanArt
	Season         int    // the season whose poster is wanted; < 0 = none
	Langs          []string
	Sources        []string // "FanArt", "TheMovieDB" in priority order; empty = no images
	SeasonSources  []string
	PosterSize     string // TMDB sizes ("w500", "original")
	BackdropSize   string
	// TMDB's defaults (the detail's poster_path …), the last resort.
	DefaultPoster, DefaultBackdrop, DefaultSeasonPoster string
}

// Art holds the chosen images' addresses ("" = none).
type Art struct{ Poster, Backdrop, SeasonPoster string }

// artCandidate is one image a source offers.
type artCandidate struct {
	lang  string // "" for an image without text
	score float64
	url   string
}

// pickByLang: the best-scored image of the first language in langs that
// has one, else the best language-less one, else "".
func pickByLang(cands []artCandidate, langs []string) string {
	for _, want := range append(append([]string{}, langs...), "") {
		best := -1
		for i, c := range cands {
			if c.lang == want && (best < 0 || c.score > cands[best].score) {
				best = i
			}
		}
		if best >= 0 {
			return cands[best].url
		}
	}
	return ""
}

// normLang maps the sources' "no language" spellings (TMDB null, FanArt
// "00") to "".
func normLang(l string) string {
	if l == "00" || l == "null" {
		return ""
	}
	return strings.ToLower(l)
}

// artSet is what one source offers for a title.
type artSet struct{ posters, backdrops, seasonPosters []artCandidate }

// ChooseArt asks the sources in the request's order; a source that fails
// or has nothing in a wanted language gives way to the next. TMDB's
// default images are the last resort when TMDB is one of the sources.
func (s *Service) ChooseArt(ctx context.Context, req ArtRequest) Art {
	var out Art
	sets := map[string]*artSet{}
	set := func(source string) *artSet {
		if v, ok := sets[source]; ok {
			return v
		}
		var v *artSet
		switch source {
		case "FanArt":
			v = s.fanartSet(ctx, req)
		case "TheMovieDB":
			v = s.tmdbArtSet(ctx, req)
		}
		sets[source] = v
		return v
	}
	choose := func(sources []string, pick func(*artSet) []artCandidate, fallback string) string {
		for _, src := range sources {
			if v := set(src); v != nil {
				if u := pickByLang(pick(v), req.Langs); u != "" {
					return u
				}
			}
		}
		for _, src := range sources {
			if src == "TheMovieDB" {
				return fallback
			}
		}
		return ""
	}
	c, err := s.config(ctx)
	if err != nil {
		return out
	}
	tmdbURL := func(size, path string) string {
		if path == "" {
			return ""
		}
		return strings.TrimRight(c.hosts.TMDBImageBase, "/") + "/" + size + path
	}
	out.Poster = choose(req.Sources, func(v *artSet) []artCandidate { return v.posters }, tmdbURL(req.PosterSize, req.DefaultPoster))
	out.Backdrop = choose(req.Sources, func(v *artSet) []artCandidate { return v.backdrops }, tmdbURL(req.BackdropSize, req.DefaultBackdrop))
	if req.Kind == "tv" && req.Season >= 0 {
		out.SeasonPoster = choose(req.SeasonSources, func(v *artSet) []artCandidate { return v.seasonPosters },
			tmdbURL(req.PosterSize, req.DefaultSeasonPoster))
	}
	return out
}
