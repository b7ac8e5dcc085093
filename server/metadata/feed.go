package metadata

import (
	"context"
	"strconv"
)

// Suggestion is one item of the home feed (api-contract §2.10). DoubanID
// or TMDBID says where it comes from; Status/SubID are filled like a card's.
type Suggestion struct {
	ID                string `json:"id"`
	DoubanID          string `json:"douban_id,omitempty"`
	TMDBID            int    `json:"tmdb_id,omitempty"`
	Type              string `json:"type"` // Movie | TV
	Title             string `json:"title"`
	Year              string `json:"year"`
	Subtype           string `json:"subtype"` // movie | tv
	PosterURL         string `json:"poster_url"`
	URL               string `json:"url"`
	URI               string `json:"uri"`
	CardSubtitle      string `json:"card_subtitle"`
	Rating            Rating `json:"rating"`
	RecommendedReason string `json:"recommended_reason,omitempty"`
	Status            *int   `json:"status"`
	SubID             *int64 `json:"sub_id,omitempty"`
}

// Rating is {value}.
type Rating struct {
	Value float64 `json:"value"`
}

// Feed is one page of the home feed.
type Feed struct {
	Items     []Suggestion `json:"items"`
	HasMore   bool         `json:"has_more"`
	NextStart int          `json:"next_start"`
}

// feedPage is how many items one page holds.
const feedPage = 20

// Suggestions is the home feed from start: the Douban user's recent 想看
// marks when the cookie names a user, then Douban's hot rankings and TMDB's
// trending of the week, interleaved and without duplicates. A source that
// is not configured or fails is left out; only when every source fails is
// the first error returned (so the screen can say what to configure).
func (s *Service) Suggestions(ctx context.Context, start int) (Feed, error) {
	var all []Suggestion
	var firstErr error
	keep := func(items []Suggestion, err error) []Suggestion {
		if err != nil && firstErr == nil {
			firstErr = err
		}
		return items
	}
	interests := keep(s.feedInterests(ctx))
	sources := [][]Suggestion{
		keep(s.feedRanking(ctx, "movie_real_time_hotest", "豆瓣实时热门电影")),
		keep(s.feedTrending(ctx, "movie", "TMDB本周热门电影")),
		keep(s.feedRanking(ctx, "tv_american", "豆瓣热门欧美剧")),
		keep(s.feedTrending(ctx, "tv", "TMDB本周热门剧集")),
		keep(s.feedRanking(ctx, "tv_domestic", "豆瓣热门国产剧")),
	}
	all = append(all, interests...)
	for i := 0; ; i++ {
		added := false
		for _, src := range sources {
			if i < len(src) {
				all, added = append(all, src[i]), true
			}
		}
		if !added {
			break
		}
	}
	all = dedupe(all)
	if len(all) == 0 && firstErr != nil {
		return Feed{}, firstErr
	}
	start = max(start, 0)
	end := min(start+feedPage, len(all))
	if start > end {
		start = end
	}
	items := append([]Suggestion{}, all[start:end]...)
	return Feed{Items: items, HasMore: end < len(all), NextStart: end}, nil
}

// dedupe keeps the first item of each title: by Douban id, TMDB id, and
// title + year with any season suffix removed (Douban's "绝命毒师 第一季" is
// TMDB's "绝命毒师").
func dedupe(in []Suggestion) []Suggestion {
	seen := map[string]bool{}
	out := in[:0]
	for _, s := range in {
		keys := []string{s.Subtype + "|" + showTitle(s.Title) + "|" + s.Year}
		if s.DoubanID != "" {
			keys = append(keys, "douban:"+s.DoubanID)
		}
		if s.TMDBID != 0 {
			keys = append(keys, "tmdb:"+s.Subtype+strconv.Itoa(s.TMDBID))
		}
		dup := false
		for _, k := range keys {
			dup = dup || seen[k]
			seen[k] = true
		}
		if !dup {
			out = append(out, s)
		}
	}
	return out
}

func doubanSuggestion(d DoubanSubject, reason string) Suggestion {
	c := DoubanCard(d)
	return Suggestion{ID: d.ID, DoubanID: d.ID, Type: c.Type, Title: d.Title, Year: d.Year,
		Subtype: map[bool]string{true: "tv", false: "movie"}[d.TV()], PosterURL: c.PosterPath, URL: c.URL, URI: c.AppURL,
		CardSubtitle: c.Desc, Rating: Rating{d.RatingValue()}, RecommendedReason: firstNonEmpty(d.RecommendedReason, reason)}
}

func (s *Service) feedInterests(ctx context.Context) ([]Suggestion, error) {
	items, err := s.DoubanInterests(ctx, 20)
	out := make([]Suggestion, 0, len(items))
	for _, d := range items {
		out = append(out, doubanSuggestion(d, "你在豆瓣标记了想看"))
	}
	return out, err
}

func (s *Service) feedRanking(ctx context.Context, key, reason string) ([]Suggestion, error) {
	items, err := s.DoubanCollection(ctx, key, 50)
	out := make([]Suggestion, 0, len(items))
	for _, d := range items {
		out = append(out, doubanSuggestion(d, reason))
	}
	return out, err
}

func (s *Service) feedTrending(ctx context.Context, kind, reason string) ([]Suggestion, error) {
	cards, err := s.TrendingCards(ctx, kind, 1)
	out := make([]Suggestion, 0, len(cards))
	for _, c := range cards {
		out = append(out, Suggestion{ID: firstNonEmpty(c.DoubanID, c.ID), DoubanID: c.DoubanID, TMDBID: c.TMDBID, Type: c.Type, Title: c.CNName,
			Year: strconv.Itoa(c.ReleaseYear), Subtype: kind, PosterURL: c.PosterPath, URL: c.URL,
			CardSubtitle: c.Desc, Rating: Rating{c.Rating}, RecommendedReason: reason})
	}
	return out, err
}
