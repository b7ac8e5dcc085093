package metadata

import (
	"context"
	"net/url"
	"strconv"
	"strings"
)

// fanartArt is FanArt.tv's answer for a movie or a show (likes are
// strings there; a show's art names its season).
type fanartArt struct {
	MoviePoster     []fanartImage `json:"movieposter"`
	MovieBackground []fanartImage `json:"moviebackground"`
	TVPoster        []fanartImage `json:"tvposter"`
	ShowBackground  []fanartImage `json:"showbackground"`
	SeasonPoster    []fanartImage `json:"seasonposter"`
}

type fanartImage struct {
	URL    string `json:"url"`
	Lang   string `json:"lang"`
	Likes  string `json:"likes"`
	Season string `json:"season"`
}

func fanartCandidates(list []fanartImage, season string) []artCandidate {
	var out []artCandidate
	for _, im := range list {
		if season != "" && im.Season != season {
			continue
		}
		likes, _ := strconv.ParseFloat(im.Likes, 64)
		out = append(out, artCandidate{lang: normLang(im.Lang), score: likes, url: im.URL})
	}
	return out
}

// fanartSet asks FanArt (movies by TMDB id, shows by TVDB id); nil when
// no key is saved, the title has no such id, or FanArt fails.
func (s *Service) fanartSet(ctx context.Context, req ArtRequest) *artSet {
	c, err := s.config(ctx)
	if err != nil || c.FanartAPIKey == "" {
		return nil
	}
	path := "/movies/" + strconv.Itoa(req.TMDBID)
	if req.Kind == "tv" {
		if req.TVDBID == 0 {
			return nil
		}
		path = "/tv/" + strconv.Itoa(req.TVDBID)
	} else if req.TMDBID == 0 {
		return nil
	}
	base := strings.TrimRight(c.hosts.FanartAPIBase, "/")
	var v fanartArt
	err = s.cached(ctx, "fanart:"+base+path, ttlDetail, &v, func(ctx context.Context) (any, error) {
		var raw map[string]any
		err := s.getJSON(ctx, siteFanart, base+path+"?api_key="+url.QueryEscape(c.FanartAPIKey), c.FanartProxies, nil, &raw)
		return raw, err
	})
	if err != nil {
		return nil
	}
	if req.Kind == "tv" {
		return &artSet{posters: fanartCandidates(v.TVPoster, ""), backdrops: fanartCandidates(v.ShowBackground, ""),
			seasonPosters: fanartCandidates(v.SeasonPoster, strconv.Itoa(req.Season))}
	}
	return &artSet{posters: fanartCandidates(v.MoviePoster, ""), backdrops: fanartCandidates(v.MovieBackground, "")}
}

// tmdbImageList is TMDB's /images answer.
type tmdbImageList struct {
	Posters   []tmdbImageEntry `json:"posters"`
	Backdrops []tmdbImageEntry `json:"backdrops"`
}

type tmdbImageEntry struct {
	FilePath    string  `json:"file_path"`
	Lang        *string `json:"iso_639_1"`
	VoteAverage float64 `json:"vote_average"`
}

// tmdbArtSet asks TMDB's images of the title (and of the season) in the
// wanted languages and the language-less ones; nil when TMDB fails.
func (s *Service) tmdbArtSet(ctx context.Context, req ArtRequest) *artSet {
	c, err := s.config(ctx)
	if err != nil || req.TMDBID == 0 {
		return nil
	}
	base := strings.TrimRight(c.hosts.TMDBImageBase, "/")
	cands := func(list []tmdbImageEntry, size string) []artCandidate {
		var out []artCandidate
		for _, im := range list {
			lang := ""
			if im.Lang != nil {
				lang = normLang(*im.Lang)
			}
			out = append(out, artCandidate{lang: lang, score: im.VoteAverage, url: base + "/" + size + im.FilePath})
		}
		return out
	}
	langs := strings.Join(append(append([]string{}, req.Langs...), "null"), ",")
	q := func() url.Values { return url.Values{"include_image_language": {langs}} } // tmdbGet adds to it
	kind := "movie"
	if req.Kind == "tv" {
		kind = "tv"
	}
	id := "/" + kind + "/" + strconv.Itoa(req.TMDBID)
	var all tmdbImageList
	if err := s.tmdbGet(ctx, id+"/images", q(), kindDetail, &all); err != nil {
		return nil
	}
	out := &artSet{posters: cands(all.Posters, req.PosterSize), backdrops: cands(all.Backdrops, req.BackdropSize)}
	if req.Kind == "tv" && req.Season >= 0 {
		var season tmdbImageList
		if s.tmdbGet(ctx, id+"/season/"+strconv.Itoa(req.Season)+"/images", q(), kindDetail, &season) == nil {
			out.seasonPosters = cands(season.Posters, req.PosterSize)
		}
	}
	return out
}
