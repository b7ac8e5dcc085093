package metadata

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// tmdbLanguage is asked of every TMDB call; titles missing in Chinese fall
// back to the original title (see TMDBItem.DisplayTitle).
const tmdbLanguage = "zh-CN"

// tmdbGet asks TMDB for path with query (api key and language added) and
// caches the answer for ttl.
func (s *Service) tmdbGet(ctx context.Context, path string, q url.Values, ttl ttlKind, out any) error {
	c, err := s.config(ctx)
	if err != nil {
		return err
	}
	if c.TMDBAPIKey == "" {
		return errNoTMDBKey
	}
	if q == nil {
		q = url.Values{}
	}
	if q.Get("language") == "" {
		q.Set("language", tmdbLanguage) // the scripting API may ask for another
	}
	base := strings.TrimRight(c.hosts.TMDBAPIBase, "/")
	key := "tmdb:" + base + path + "?" + q.Encode()
	header := http.Header{"Accept": {"application/json"}}
	// A v4 read-access token (a JWT) goes in the header; a v3 key in the query.
	if strings.HasPrefix(c.TMDBAPIKey, "eyJ") {
		header.Set("Authorization", "Bearer "+c.TMDBAPIKey)
	} else {
		q.Set("api_key", c.TMDBAPIKey)
	}
	target := base + path + "?" + q.Encode()
	return s.cached(ctx, key, ttl.d(), out, func(ctx context.Context) (any, error) {
		var raw map[string]any
		err := s.getJSON(ctx, siteTMDB, target, c.Proxies, header, &raw)
		return raw, err
	})
}

// ttlKind names a cache lifetime.
type ttlKind int

const (
	kindSearch ttlKind = iota
	kindDetail
	kindRanking
	kindTrend
)

func (k ttlKind) d() time.Duration {
	switch k {
	case kindDetail:
		return ttlDetail
	case kindRanking:
		return ttlRanking
	case kindTrend:
		return ttlTrend
	}
	return ttlSearch
}

// TMDBSearch searches kind "multi", "movie" or "tv"; year 0 = any.
func (s *Service) TMDBSearch(ctx context.Context, kind, query string, year, page int) (TMDBPage, error) {
	q := url.Values{"query": {query}, "page": {strconv.Itoa(max(page, 1))}, "include_adult": {"false"}}
	if year > 0 {
		if kind == "tv" {
			q.Set("first_air_date_year", strconv.Itoa(year))
		} else if kind == "movie" {
			q.Set("year", strconv.Itoa(year))
		}
	}
	var p TMDBPage
	return p, s.tmdbGet(ctx, "/search/"+kind, q, kindSearch, &p)
}

// TMDBDetails is a movie ("movie") or a show ("tv") in one call.
func (s *Service) TMDBDetails(ctx context.Context, kind string, id int) (TMDBDetail, error) {
	q := url.Values{
		"append_to_response":     {"credits,images,external_ids"},
		"include_image_language": {"zh,en,null"},
	}
	var d TMDBDetail
	err := s.tmdbGet(ctx, "/"+kind+"/"+strconv.Itoa(id), q, kindDetail, &d)
	if d.ExternalIDs.IMDbID == "" {
		d.ExternalIDs.IMDbID = d.IMDbID
	}
	if d.MediaType == "" {
		d.MediaType = kind
	}
	return d, err
}

// TMDBSeasonDetail is one season of a show with its episodes.
func (s *Service) TMDBSeasonDetail(ctx context.Context, id, season int) (TMDBSeason, error) {
	var d TMDBSeason
	return d, s.tmdbGet(ctx, "/tv/"+strconv.Itoa(id)+"/season/"+strconv.Itoa(season), nil, kindDetail, &d)
}

// TMDBTrending is this week's trending "movie" or "tv".
func (s *Service) TMDBTrending(ctx context.Context, kind string, page int) (TMDBPage, error) {
	var p TMDBPage
	q := url.Values{"page": {strconv.Itoa(max(page, 1))}}
	return p, s.tmdbGet(ctx, "/trending/"+kind+"/week", q, kindTrend, &p)
}

// TMDBFindIMDb finds a movie or show by its IMDb id.
func (s *Service) TMDBFindIMDb(ctx context.Context, imdbID string) (TMDBFind, error) {
	var f TMDBFind
	q := url.Values{"external_source": {"imdb_id"}}
	return f, s.tmdbGet(ctx, "/find/"+url.PathEscape(imdbID), q, kindDetail, &f)
}

// yearOf reads the year at the start of a date like "1994-09-23".
func yearOf(date string) int {
	if len(date) < 4 {
		return 0
	}
	y, err := strconv.Atoi(date[:4])
	if err != nil {
		return 0
	}
	return y
}
