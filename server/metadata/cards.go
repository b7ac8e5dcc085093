package metadata

import (
	"context"
	"regexp"
	"strconv"
	"strings"
)

// Card is a poster card (api-contract §2.10 DoubanMedia, CONTRACTS C3).
// Status and SubID are the signed-in user's subscription, filled by the
// subscribe package.
type Card struct {
	ID          string       `json:"id"` // Douban id, or the TMDB id for TMDB-only cards
	DoubanID    string       `json:"douban_id,omitempty"`
	TMDBID      int          `json:"tmdb_id,omitempty"`
	SubID       *int64       `json:"sub_id,omitempty"`
	Type        string       `json:"type"` // Movie | TV
	CNName      string       `json:"cn_name"`
	ENName      string       `json:"en_name"`
	PosterPath  string       `json:"poster_path"` // an image-proxy URL (C1)
	Desc        string       `json:"desc"`
	Rating      float64      `json:"rating"`
	ReleaseYear int          `json:"release_year"`
	SeasonIndex int          `json:"season_index,omitempty"`
	SeasonYear  int          `json:"season_year,omitempty"`
	Status      *int         `json:"status"`
	URL         string       `json:"url"`
	AppURL      string       `json:"app_url,omitempty"`
	Season      []CardSeason `json:"season,omitempty"`
	Comment     string       `json:"comment,omitempty"`
}

// CardSeason is a season a TV card can subscribe to (sub_douban season_ids).
type CardSeason struct {
	DoubanID     string `json:"doubanId"`
	SeasonNumber int    `json:"seasonNumber"`
	ReleaseYear  int    `json:"releaseYear"`
}

// MediaType is the contract's type of a Douban/TMDB kind.
func MediaType(tv bool) string {
	if tv {
		return "TV"
	}
	return "Movie"
}

// DoubanCard is the card of a Douban subject.
func DoubanCard(d DoubanSubject) Card {
	c := Card{
		ID: d.ID, DoubanID: d.ID, Type: MediaType(d.TV()), CNName: d.Title, ENName: d.OriginalTitle,
		PosterPath: ProxiedImage(d.Poster()), Desc: firstNonEmpty(d.CardSubtitle, d.Description, d.Intro),
		Rating: d.RatingValue(), ReleaseYear: d.YearInt(), URL: d.URL, AppURL: d.URI, Comment: d.Comment,
	}
	if c.URL == "" && d.ID != "" {
		c.URL = "https://movie.douban.com/subject/" + d.ID + "/"
	}
	if c.AppURL == "" && d.ID != "" {
		c.AppURL = "douban://douban.com/" + map[bool]string{true: "tv", false: "movie"}[d.TV()] + "/" + d.ID
	}
	if d.TV() {
		n := SeasonOfTitle(d.Title)
		c.SeasonIndex, c.SeasonYear = n, c.ReleaseYear
		c.Season = []CardSeason{{DoubanID: d.ID, SeasonNumber: n, ReleaseYear: c.ReleaseYear}}
	}
	return c
}

// tmdbCard is the card of a TMDB result of kind "movie" or "tv".
func tmdbCard(i TMDBItem, kind string, c config) Card {
	kind = i.Kind(kind)
	return Card{
		ID: strconv.Itoa(i.ID), TMDBID: i.ID, Type: MediaType(kind == "tv"),
		CNName: i.DisplayTitle(), ENName: i.Original(), PosterPath: tmdbImage(c, "w500", i.PosterPath),
		Desc: i.Overview, Rating: i.VoteAverage, ReleaseYear: i.Year(),
		URL: "https://www.themoviedb.org/" + kind + "/" + strconv.Itoa(i.ID),
	}
}

// tmdbImage is the proxied address of a TMDB image path at size.
func tmdbImage(c config, size, path string) string {
	if path == "" {
		return ""
	}
	return ProxiedImage(strings.TrimRight(c.hosts.TMDBImageBase, "/") + "/" + size + path)
}

// DoubanCards are the cards of subjects, with TMDB ids already mapped.
func (s *Service) DoubanCards(ctx context.Context, subjects []DoubanSubject) []Card {
	cards := make([]Card, 0, len(subjects))
	ids := make([]string, 0, len(subjects))
	for _, d := range subjects {
		cards = append(cards, DoubanCard(d))
		ids = append(ids, d.ID)
	}
	known := s.knownTMDB(ctx, ids)
	for i := range cards {
		cards[i].TMDBID = known[cards[i].DoubanID]
	}
	return cards
}

var seasonRe = regexp.MustCompile(`第([一二三四五六七八九十百零\d]+)季|(?i)season\s*(\d+)`)

// SeasonOfTitle reads "第二季" / "Season 2" from a Douban title (1 if none).
func SeasonOfTitle(title string) int {
	m := seasonRe.FindStringSubmatch(title)
	if m == nil {
		return 1
	}
	if m[2] != "" {
		n, _ := strconv.Atoi(m[2])
		return max(n, 1)
	}
	if n, err := strconv.Atoi(m[1]); err == nil {
		return max(n, 1)
	}
	return max(chineseNumber(m[1]), 1)
}

// chineseNumber reads 一 … 九十九.
func chineseNumber(s string) int {
	digits := map[rune]int{'零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	total, cur := 0, 0
	for _, r := range s {
		if r == '十' {
			if cur == 0 {
				cur = 1
			}
			total += cur * 10
			cur = 0
			continue
		}
		cur = digits[r]
	}
	return total + cur
}

func firstNonEmpty(v ...string) string {
	for _, s := range v {
		if s != "" {
			return s
		}
	}
	return ""
}
