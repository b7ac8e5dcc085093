package metadata

import (
	"context"
	"sort"
	"strings"
)

// Douban keeps each season of a show as a subject of its own ("权力的游戏
// 第二季"); these helpers put the seasons of one show back together.

// showTitle is a Douban title without its season suffix.
func showTitle(title string) string {
	return strings.TrimSpace(seasonRe.ReplaceAllString(title, ""))
}

// groupSeasons gives each TV card the seasons of its show found among
// cards (a search answers every season it knows; no extra call).
func groupSeasons(cards []Card) {
	shows := map[string][]CardSeason{}
	for _, c := range cards {
		if c.Type == "TV" {
			k := showTitle(c.CNName)
			shows[k] = append(shows[k], CardSeason{DoubanID: c.DoubanID, SeasonNumber: c.SeasonIndex, ReleaseYear: c.ReleaseYear})
		}
	}
	for i := range cards {
		if cards[i].Type == "TV" {
			list := append([]CardSeason{}, shows[showTitle(cards[i].CNName)]...)
			sort.Slice(list, func(a, b int) bool { return list[a].SeasonNumber < list[b].SeasonNumber })
			cards[i].Season = list
		}
	}
}

// DoubanSeasons are the seasons Douban has of d's show, found by searching
// its title (d itself is always among them).
func (s *Service) DoubanSeasons(ctx context.Context, d DoubanSubject) []CardSeason {
	own := DoubanCard(d)
	items, err := s.DoubanSearch(ctx, showTitle(d.Title), 0, 30)
	if err != nil {
		return own.Season
	}
	cards := []Card{own}
	for _, it := range items {
		if it.TV() && it.ID != d.ID && showTitle(it.Title) == showTitle(d.Title) {
			cards = append(cards, DoubanCard(it))
		}
	}
	groupSeasons(cards)
	return cards[0].Season
}
