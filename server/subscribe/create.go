package subscribe

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/store"
)

// Options are the subscribe dialog's choices (§S3).
type Options struct {
	FilterName   string          `json:"filter_name"`
	FilterConfig json.RawMessage `json:"filter_config"`
	SubMode      string          `json:"sub_mode"`
	StartEpisode json.RawMessage `json:"start_episode_number"` // int or str
}

// DoubanInput is subscribe/sub_douban's body.
type DoubanInput struct {
	ID        json.RawMessage `json:"id"` // douban id, str or int
	SeasonIDs []json.Number   `json:"season_ids"`
	Options
}

// TMDBInput is subscribe/sub_tmdb's body (CONTRACTS C3).
type TMDBInput struct {
	TMDBID        int    `json:"tmdb_id"`
	MediaType     string `json:"media_type"`
	SeasonNumbers []int  `json:"season_numbers"`
	Options
}

// record is a subscription about to be stored.
type record struct {
	doubanID, mediaType, cn, en, poster, desc, genres, area, url, appURL string
	tmdbID, year, season, seasonYear                                     int
	rating                                                               float64
}

func invalid(msg string) error { return fault.Invalid{Message: msg} }

// check validates the dialog's choices; a missing filter is the automatic one.
func (o Options) check() (Options, int, error) {
	if o.FilterName == "" {
		o.FilterName = FilterAuto
	}
	if o.FilterName != FilterNew {
		o.FilterConfig = nil
	} else if len(o.FilterConfig) == 0 || !json.Valid(o.FilterConfig) || o.FilterConfig[0] != '{' {
		return o, 0, invalid("独立设置过滤器时必须填写过滤条件")
	}
	switch o.SubMode {
	case "":
		o.SubMode = "Normal"
	case "Normal", "EndedOnly", "AnyNew":
	default:
		return o, 0, invalid("不支持的订阅模式：" + o.SubMode)
	}
	start := 0
	if raw := strings.Trim(string(o.StartEpisode), `" `); raw != "" && raw != "null" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 0 {
			return o, 0, invalid("开始集数必须是正整数")
		}
		start = n
	}
	if o.SubMode == "AnyNew" && start < 1 {
		return o, 0, invalid("请填写从第几集开始订阅")
	}
	return o, start, nil
}

// SubDouban subscribes u to a Douban movie, or to chosen seasons of a show
// (each season is its own Douban subject). It answers the message to show.
func (s *Service) SubDouban(ctx context.Context, u store.User, in DoubanInput) (string, error) {
	opts, start, err := in.Options.check()
	if err != nil {
		return "", err
	}
	ids := []string{}
	for _, n := range in.SeasonIDs {
		ids = append(ids, n.String())
	}
	if len(ids) == 0 {
		id := strings.Trim(string(in.ID), `" `)
		if _, err := strconv.ParseUint(id, 10, 64); err != nil {
			return "", invalid("缺少豆瓣ID")
		}
		ids = append(ids, id)
	}
	var recs []record
	for _, id := range ids {
		d, err := s.meta.DoubanDetail(ctx, id, "")
		if err != nil {
			return "", err
		}
		recs = append(recs, s.doubanRecord(ctx, d, id))
	}
	return s.create(ctx, u, recs, opts, start)
}

func (s *Service) doubanRecord(ctx context.Context, d metadata.DoubanSubject, id string) record {
	c := metadata.DoubanCard(d)
	r := record{doubanID: id, mediaType: c.Type, cn: d.Title, en: d.OriginalTitle, poster: d.Poster(), desc: c.Desc,
		genres: strings.Join(d.Genres, ","), area: strings.Join(d.Countries, ","), url: c.URL, appURL: c.AppURL,
		year: d.YearInt(), rating: d.RatingValue(), season: c.SeasonIndex, seasonYear: c.SeasonYear}
	if ref, ok, err := s.meta.MapDouban(ctx, d); err == nil && ok {
		r.tmdbID = ref.ID // best effort: TMDB may not be set up
	}
	return r
}

// SubTMDB subscribes u to a TMDB movie, or to seasons of a show (the
// latest season when none is chosen).
func (s *Service) SubTMDB(ctx context.Context, u store.User, in TMDBInput) (string, error) {
	opts, start, err := in.Options.check()
	if err != nil {
		return "", err
	}
	kind := map[string]string{"Movie": "movie", "TV": "tv"}[in.MediaType]
	if kind == "" || in.TMDBID <= 0 {
		return "", invalid("缺少 tmdb_id 或 media_type")
	}
	d, err := s.meta.DetailByTMDB(ctx, kind, in.TMDBID)
	if err != nil {
		return "", err
	}
	base := record{doubanID: d.DoubanID, tmdbID: d.TMDBID, mediaType: d.Type, cn: d.Title, en: d.OriginalTitle,
		poster: unproxy(d.PosterURL), desc: d.Overview, genres: strings.Join(d.Genres, ","), url: d.Links.TMDB,
		year: d.Year, rating: d.Rating}
	if kind == "movie" {
		return s.create(ctx, u, []record{base}, opts, start)
	}
	seasons := in.SeasonNumbers
	if len(seasons) == 0 && len(d.Seasons) > 0 {
		seasons = []int{d.Seasons[len(d.Seasons)-1].SeasonNumber}
	}
	var recs []record
	for _, n := range seasons {
		found := false
		for _, se := range d.Seasons {
			if se.SeasonNumber == n {
				r := base
				r.season, r.seasonYear, r.doubanID = n, yearOf(se.AirDate), se.DoubanID
				recs, found = append(recs, r), true
			}
		}
		if !found {
			return "", invalid(fmt.Sprintf("%s没有第%d季", d.Title, n))
		}
	}
	if len(recs) == 0 {
		return "", invalid("请选择要订阅的季")
	}
	return s.create(ctx, u, recs, opts, start)
}

// unproxy turns an image-proxy URL back into the source address (stored
// records keep the source, so a changed proxy path never breaks them).
func unproxy(u string) string {
	if raw, ok := strings.CutPrefix(u, metadata.ImagePath+"?url="); ok {
		if v, err := urlUnescape(raw); err == nil {
			return v
		}
	}
	return u
}

func yearOf(date string) int {
	if len(date) < 4 {
		return 0
	}
	n, _ := strconv.Atoi(date[:4])
	return n
}
