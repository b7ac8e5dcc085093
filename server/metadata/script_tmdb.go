package metadata

import (
	"context"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The scripting API (the original's Python SDK, moviebotapi) reads TMDB's
// own answers, so these pass TMDB's JSON through unchanged: a script that
// reads vote_count or networks finds them as TMDB names them.

// TMDBKind maps the SDK's media type ("Movie", "TV", any case; "movie" and
// "tv" too) to TMDB's path word.
func TMDBKind(mediaType string) (string, error) {
	switch strings.ToLower(strings.TrimSpace(mediaType)) {
	case "movie":
		return "movie", nil
	case "tv", "series":
		return "tv", nil
	}
	return "", &Error{Message: "media_type 只能是 Movie 或 TV"}
}

// tmdbRaw answers TMDB's JSON object at path; lang "" is zh-CN.
func (s *Service) tmdbRaw(ctx context.Context, path string, q url.Values, lang string, ttl ttlKind) (map[string]any, error) {
	if q == nil {
		q = url.Values{}
	}
	if lang != "" {
		q.Set("language", lang)
	}
	var out map[string]any
	err := s.tmdbGet(ctx, path, q, ttl, &out)
	return out, err
}

func idPath(kind string, id int) string { return "/" + kind + "/" + strconv.Itoa(id) }

// TMDBRawDetail is tmdb/get: the movie's or show's detail as TMDB gives it.
func (s *Service) TMDBRawDetail(ctx context.Context, kind string, id int, lang string) (map[string]any, error) {
	return s.tmdbRaw(ctx, idPath(kind, id), nil, lang, kindDetail)
}

// TMDBRawSearch is tmdb/search: the first page's results of a movie or show
// search (the SDK reads a bare list); year 0 = any.
func (s *Service) TMDBRawSearch(ctx context.Context, kind, query string, year int, lang string) ([]any, error) {
	q := url.Values{"query": {query}, "page": {"1"}, "include_adult": {"false"}}
	if year > 0 {
		q.Set(map[string]string{"movie": "year", "tv": "first_air_date_year"}[kind], strconv.Itoa(year))
	}
	page, err := s.tmdbRaw(ctx, "/search/"+kind, q, lang, kindSearch)
	if err != nil {
		return nil, err
	}
	return listOf(page["results"]), nil
}

// TMDBRawSearchMulti is tmdb/search_multi: one page of movies, shows and
// people, TMDB's page object as is.
func (s *Service) TMDBRawSearchMulti(ctx context.Context, query string, page int, lang string) (map[string]any, error) {
	q := url.Values{"query": {query}, "page": {strconv.Itoa(max(page, 1))}, "include_adult": {"false"}}
	return s.tmdbRaw(ctx, "/search/multi", q, lang, kindSearch)
}

// TMDBRawExternalIDs is tmdb/get_external_ids (imdb_id, tvdb_id, …).
func (s *Service) TMDBRawExternalIDs(ctx context.Context, kind string, id int) (map[string]any, error) {
	return s.tmdbRaw(ctx, idPath(kind, id)+"/external_ids", nil, "", kindDetail)
}

// TMDBRawCredits is tmdb/get_credits: cast and crew of a movie, a show, or
// one season of a show (season > 0).
func (s *Service) TMDBRawCredits(ctx context.Context, kind string, id, season int) (map[string]any, error) {
	path := idPath(kind, id)
	if kind == "tv" && season > 0 {
		path += "/season/" + strconv.Itoa(season)
	}
	return s.tmdbRaw(ctx, path+"/credits", nil, "", kindDetail)
}

// TMDBRawAkaNames is tmdb/get_aka_names: [{iso_3166_1, title, type}]. TMDB
// calls the list "titles" for movies and "results" for shows.
func (s *Service) TMDBRawAkaNames(ctx context.Context, kind string, id int) ([]any, error) {
	v, err := s.tmdbRaw(ctx, idPath(kind, id)+"/alternative_titles", nil, "", kindDetail)
	if err != nil {
		return nil, err
	}
	if kind == "movie" {
		return listOf(v["titles"]), nil
	}
	return listOf(v["results"]), nil
}

// TMDBRawEpisode is tmdb/get_tv_episode.
func (s *Service) TMDBRawEpisode(ctx context.Context, id, season, episode int, lang string) (map[string]any, error) {
	path := idPath("tv", id) + "/season/" + strconv.Itoa(season) + "/episode/" + strconv.Itoa(episode)
	return s.tmdbRaw(ctx, path, nil, lang, kindDetail)
}

// tmdbURIRe is what tmdb/request_api may ask for: a path of TMDB's v3 API
// below the configured base ("/movie/278/keywords"), nothing that could
// leave it (no scheme, host, "..", query or fragment).
var tmdbURIRe = regexp.MustCompile(`^(/[A-Za-z0-9_\-]+)+$`)

// TMDBRequest is tmdb/request_api: any read of TMDB's API, sent to the
// configured base with the configured key. The key cannot be overridden
// from params; language defaults to zh-CN like every other call.
func (s *Service) TMDBRequest(ctx context.Context, uri string, params map[string]string) (map[string]any, error) {
	uri = strings.TrimPrefix(strings.TrimSpace(uri), "/3/")
	if !strings.HasPrefix(uri, "/") {
		uri = "/" + uri
	}
	if !tmdbURIRe.MatchString(uri) {
		return nil, &Error{Message: "uri 必须是 TMDB API 的路径，例如 /movie/278/keywords"}
	}
	q := url.Values{}
	for k, v := range params {
		if k != "api_key" && k != "language" {
			q.Set(k, v)
		}
	}
	return s.tmdbRaw(ctx, uri, q, params["language"], kindSearch)
}

// listOf is v as a JSON array, or an empty one.
func listOf(v any) []any {
	if l, ok := v.([]any); ok {
		return l
	}
	return []any{}
}

// TMDBTitles are the titles (Chinese and original) of the movie and of the
// show with TMDB id id: the SDK's media-server look-ups send the id alone,
// and the two kinds number their ids separately. Not found as either is
// errNotFound; other failures (no key, TMDB down) are returned.
func (s *Service) TMDBTitles(ctx context.Context, id int) ([]string, error) {
	var titles []string
	var lastErr error
	for _, kind := range []string{"movie", "tv"} {
		d, err := s.TMDBDetails(ctx, kind, id)
		if err != nil {
			lastErr = err
			continue
		}
		for _, t := range []string{d.DisplayTitle(), d.Original()} {
			if t != "" && !slices.Contains(titles, t) {
				titles = append(titles, t)
			}
		}
	}
	if len(titles) == 0 {
		return nil, lastErr
	}
	return titles, nil
}
