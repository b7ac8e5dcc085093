package metadata

import (
	"context"
	"strconv"
	"strings"
)

// The scripting API's Douban answers, in the field names of the original's
// Python SDK (moviebotapi.douban): DoubanMedia, DoubanRankingItem and the
// frodo search items it parses itself.

// ScriptPerson is the SDK's DoubanPeople.
type ScriptPerson struct {
	DoubanID int    `json:"douban_id"`
	Name     string `json:"name"`
	EnName   string `json:"en_name"`
	Role     string `json:"role"`
	PicURL   string `json:"pic_url"`
	Type     string `json:"type"` // 导演 | 演员
}

// ScriptDoubanMedia is the SDK's DoubanMedia (douban/get). Its odd names
// (alias, cates, area, imdb, total_ep_count) are the SDK's own.
type ScriptDoubanMedia struct {
	ID              int            `json:"id"`
	URL             string         `json:"url"`
	ReleaseYear     string         `json:"release_year"`
	LocalName       string         `json:"local_name"`
	Name            string         `json:"name"`
	EnName          string         `json:"en_name"`
	CoverImage      string         `json:"cover_image"`
	Rating          float64        `json:"rating"`
	UserID          string         `json:"user_id"`
	Intro           string         `json:"intro"`
	Director        []ScriptPerson `json:"director"`
	Actor           []ScriptPerson `json:"actor"`
	Duration        int            `json:"duration"`
	TrailerVideoURL string         `json:"trailer_video_url"`
	Type            string         `json:"type"`
	Alias           []string       `json:"alias"`
	Cates           []string       `json:"cates"`
	Area            []string       `json:"area"`
	ReleaseDate     string         `json:"release_date"`
	IMDb            string         `json:"imdb"`
	TotalEpCount    int            `json:"total_ep_count"`
	SeasonIndex     int            `json:"season_index"`
}

// ScriptDouban is douban/get.
func (s *Service) ScriptDouban(ctx context.Context, id string) (ScriptDoubanMedia, error) {
	d, err := s.DoubanDetail(ctx, id, "")
	if err != nil {
		return ScriptDoubanMedia{}, err
	}
	card := DoubanCard(d)
	n, _ := strconv.Atoi(firstNonEmpty(d.ID, id))
	out := ScriptDoubanMedia{ID: n, URL: card.URL, ReleaseYear: d.Year, LocalName: d.Title, Name: d.Title,
		EnName: d.OriginalTitle, CoverImage: d.Poster(), Rating: d.RatingValue(), Intro: firstNonEmpty(d.Intro, d.Description),
		Director: people(d.Directors, "导演"), Actor: people(d.Actors, "演员"), Duration: minutes(d.Durations),
		Type: card.Type, Alias: nonNilStrings(d.Aka), Cates: nonNilStrings(d.Genres), Area: nonNilStrings(d.Countries),
		IMDb: d.IMDb, TotalEpCount: d.EpisodesCount, SeasonIndex: card.SeasonIndex}
	if len(d.Pubdate) > 0 {
		// "2010-09-01(中国大陆)": the date without the region.
		out.ReleaseDate, _, _ = strings.Cut(d.Pubdate[0], "(")
	}
	if d.Trailer != nil {
		out.TrailerVideoURL = d.Trailer.VideoURL
	}
	return out, nil
}

func people(list []DoubanPerson, kind string) []ScriptPerson {
	out := make([]ScriptPerson, 0, len(list))
	for _, p := range list {
		id, _ := strconv.Atoi(p.ID)
		sp := ScriptPerson{DoubanID: id, Name: p.Name, EnName: p.Latin, Role: strings.Join(p.Roles, " / "), Type: kind}
		if p.Avatar != nil {
			sp.PicURL = p.Avatar.Large
		}
		out = append(out, sp)
	}
	return out
}

func nonNilStrings(v []string) []string {
	if v == nil {
		return []string{}
	}
	return v
}

// sdkRankings maps the titles the SDK sends (DoubanRankingType's values)
// to Douban's collection keys; the keys themselves are accepted too.
var sdkRankings = map[string]string{
	"豆瓣电影Top250": "movie_top250", "实时热门电影": "movie_real_time_hotest", "一周口碑电影榜": "movie_weekly_best",
	"近期热门电影榜": "ECPE465QY", "近期高分电影榜": "EC7Q5H2QI", "华语口碑剧集榜": "tv_chinese_best_weekly",
	"全球口碑剧集榜": "tv_global_best_weekly", "国内口碑综艺榜": "show_chinese_best_weekly",
	"国外口碑综艺榜": "show_global_best_weekly", "近期热门美剧": "ECFA5DI7Q", "近期热门大陆剧": "EC74443FY",
	"近期热门日剧": "ECNA46YBA", "近期热门韩剧": "ECBE5CBEI", "近期热门喜剧": "ECAYN54KI", "近期热门动作": "ECBUOLQGY",
	"近期热门爱情": "ECSAOJFTA", "近期热门科幻": "ECZYOJPLI", "近期热门动画": "EC3UOBDQY", "近期热门悬疑": "ECPQOJP5Q",
}

// ScriptRankingItem is the SDK's DoubanRankingItem.
type ScriptRankingItem struct {
	Rank          int     `json:"rank"`
	ID            int     `json:"id"`
	PosterPath    string  `json:"poster_path"`
	BackgroundURL string  `json:"background_url"`
	CNName        string  `json:"cn_name"`
	ReleaseYear   string  `json:"release_year"`
	Type          string  `json:"type"`
	Rating        float64 `json:"rating"`
	URL           string  `json:"url"`
	AppURL        string  `json:"app_url"`
	Desc          string  `json:"desc"`
	Comment       string  `json:"comment"`
}

// ScriptRanking is douban/list_ranking: a ranking by the SDK's title or
// by key, images through this server's proxy when proxyPic.
func (s *Service) ScriptRanking(ctx context.Context, ranking string, proxyPic bool) ([]ScriptRankingItem, error) {
	key := ranking
	if k, ok := sdkRankings[ranking]; ok {
		key = k
	} else if _, ok := RankKeys[key]; !ok && !sdkRankingKey(key) {
		return nil, &Error{Message: "未知的榜单：" + ranking}
	}
	items, err := s.DoubanCollection(ctx, key, rankLimit(key))
	if err != nil {
		return nil, err
	}
	out := make([]ScriptRankingItem, 0, len(items))
	for i, d := range items {
		card := DoubanCard(d)
		id, _ := strconv.Atoi(d.ID)
		poster := d.Poster()
		if proxyPic {
			poster = ProxiedImage(poster)
		}
		out = append(out, ScriptRankingItem{Rank: i + 1, ID: id, PosterPath: poster, BackgroundURL: poster,
			CNName: d.Title, ReleaseYear: d.Year, Type: card.Type, Rating: d.RatingValue(), URL: card.URL,
			AppURL: card.AppURL, Desc: firstNonEmpty(d.CardSubtitle, d.Description), Comment: d.Comment})
	}
	return out, nil
}

func sdkRankingKey(key string) bool {
	for _, k := range sdkRankings {
		if k == key {
			return true
		}
	}
	return false
}

// ScriptSearchItem is one item of douban/use_api_search, in the frodo
// search's own shape (the SDK's ApiSearchItem parses it).
type ScriptSearchItem struct {
	TargetType string `json:"target_type"`
	TargetID   string `json:"target_id"`
	Target     struct {
		Title    string `json:"title"`
		URI      string `json:"uri"`
		CoverURL string `json:"cover_url"`
		Year     string `json:"year"`
		Rating   struct {
			Value float64 `json:"value"`
		} `json:"rating"`
	} `json:"target"`
}

// ScriptSearch is douban/use_api_search: movies and shows, with years.
func (s *Service) ScriptSearch(ctx context.Context, keyword string, count int) ([]ScriptSearchItem, error) {
	if count <= 0 {
		count = 20
	}
	subjects, err := s.DoubanSearch(ctx, keyword, 0, min(count, 100))
	if err != nil {
		return nil, err
	}
	out := make([]ScriptSearchItem, 0, len(subjects))
	for _, d := range subjects {
		card := DoubanCard(d)
		it := ScriptSearchItem{TargetType: map[bool]string{true: "tv", false: "movie"}[d.TV()], TargetID: d.ID}
		it.Target.Title, it.Target.URI, it.Target.CoverURL, it.Target.Year = d.Title, card.AppURL, d.Poster(), d.Year
		it.Target.Rating.Value = d.RatingValue()
		out = append(out, it)
	}
	return out, nil
}
