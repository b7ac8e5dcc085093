package metadata

import (
	"context"
	"hash/fnv"
	"slices"
	"time"
)

// RankKeys are the Douban collections of api-contract §3.9 with their titles.
var RankKeys = map[string]string{
	"movie_real_time_hotest": "实时热门电影", "ECPE465QY": "近期热门电影", "movie_weekly_best": "一周高分电影",
	"EC7Q5H2QI": "近期高分电影", "ECZYOJPLI": "科幻", "ECAYN54KI": "喜剧", "EC3UOBDQY": "动画", "ECBUOLQGY": "动作",
	"ECSAOJFTA": "爱情", "ECPQOJP5Q": "悬疑", "tv_domestic": "国产剧", "tv_american": "欧美剧", "tv_japanese": "日剧",
	"tv_korean": "韩剧", "tv_animation": "动漫", "movie_top250": "豆瓣电影Top250",
	"NFPopularonNetflix": "Netflix热门", "NFNewReleases": "Netflix新上线", "NFWesternMovies": "Netflix欧美电影",
	"NFWesternTVShows": "Netflix欧美剧", "NFUSTVShows": "Netflix美剧", "NFK-Dramas": "Netflix韩剧",
	"NFDocumentaries": "Netflix纪录片", "NFReleasedinthePastYear": "Netflix近一年上线",
}

// rankLimit is how many items of a ranking are shown (Top 250 is whole).
func rankLimit(key string) int {
	if key == "movie_top250" {
		return 250
	}
	return 50
}

// Ranking is the cards of one ranking key (§3.9); unknown keys are refused.
func (s *Service) Ranking(ctx context.Context, key string) ([]Card, error) {
	if _, ok := RankKeys[key]; !ok {
		return nil, &Error{Message: "未知的榜单：" + key}
	}
	items, err := s.DoubanCollection(ctx, key, rankLimit(key))
	if err != nil {
		return nil, err
	}
	return s.DoubanCards(ctx, items), nil
}

// SearchDouban is the cards of a Douban search.
func (s *Service) SearchDouban(ctx context.Context, keyword string) ([]Card, error) {
	items, err := s.DoubanSearch(ctx, keyword, 0, 30)
	if err != nil {
		return nil, err
	}
	cards := s.DoubanCards(ctx, items)
	groupSeasons(cards)
	return cards, nil
}

// TrendingCards is TMDB's trending of the week, kind "movie" or "tv".
func (s *Service) TrendingCards(ctx context.Context, kind string, page int) ([]Card, error) {
	c, err := s.config(ctx)
	if err != nil {
		return nil, err
	}
	p, err := s.TMDBTrending(ctx, kind, page)
	if err != nil {
		return nil, err
	}
	cards := make([]Card, 0, len(p.Results))
	for _, it := range p.Results {
		card := tmdbCard(it, kind, c)
		card.DoubanID = s.DoubanOfTMDB(ctx, it.ID, it.Kind(kind))
		cards = append(cards, card)
	}
	return cards, nil
}

// Daily is common/daily_media: one title a day, the same all day.
type Daily struct {
	DoubanID      string  `json:"doubanId"`
	Title         string  `json:"title"`
	ReleaseYear   int     `json:"releaseYear"`
	MediaType     string  `json:"mediaType"`
	BackgroundURL string  `json:"backgroundUrl"`
	Comment       string  `json:"comment"`
	Rating        float64 `json:"rating"`
	URL           string  `json:"url"`
	AppURL        string  `json:"appUrl"`
}

// DailyMedia picks the day's title from the Top 250 by a hash of the date,
// with TMDB's backdrop when TMDB knows the film, else Douban's poster.
func (s *Service) DailyMedia(ctx context.Context, day time.Time) (Daily, error) {
	items, err := s.DoubanCollection(ctx, "movie_top250", 250)
	if err != nil {
		return Daily{}, err
	}
	if len(items) == 0 {
		return Daily{}, errNotFound
	}
	h := fnv.New32a()
	h.Write([]byte(day.Format("2006-01-02")))
	d := items[int(h.Sum32()%uint32(len(items)))]
	card := DoubanCard(d)
	out := Daily{DoubanID: d.ID, Title: d.Title, ReleaseYear: d.YearInt(), MediaType: card.Type,
		BackgroundURL: card.PosterPath, Comment: firstNonEmpty(d.Comment, d.CardSubtitle), Rating: d.RatingValue(),
		URL: card.URL, AppURL: card.AppURL}
	if ref, ok, err := s.MapDouban(ctx, d); err == nil && ok {
		if det, err := s.TMDBDetails(ctx, ref.Kind, ref.ID); err == nil && det.BackdropPath != "" {
			c, _ := s.config(ctx)
			out.BackgroundURL = tmdbImage(c, "original", det.BackdropPath)
		}
	}
	return out, nil
}

// Tags are Douban's genre and area tags (common/douban_tag).
type Tags struct {
	Cate []string `json:"cate"`
	Area []string `json:"area"`
}

// DoubanTags are the tags Douban's own 选影视 page offers.
func DoubanTags() Tags {
	return Tags{
		Cate: slices.Clone([]string{"剧情", "喜剧", "动作", "爱情", "科幻", "动画", "悬疑", "惊悚", "恐怖", "犯罪", "同性",
			"音乐", "歌舞", "传记", "历史", "战争", "西部", "奇幻", "冒险", "灾难", "武侠", "情色", "纪录片", "短片", "真人秀", "脱口秀", "儿童", "家庭", "运动", "古装"}),
		Area: slices.Clone([]string{"中国大陆", "美国", "中国香港", "中国台湾", "日本", "韩国", "英国", "法国", "德国", "意大利",
			"西班牙", "印度", "泰国", "俄罗斯", "伊朗", "加拿大", "澳大利亚", "爱尔兰", "瑞典", "巴西", "丹麦"}),
	}
}
