package metadata

import (
	"context"
	"strconv"
	"strings"
)

// The scripting API's meta/* (the original's own metadata server in its
// SDK, moviebotapi.meta), answered here from TMDB and Douban. The SDK
// reads these two shapes with camelCase keys.

// ScriptMedia is the SDK's MediaMeta.
type ScriptMedia struct {
	ID            int            `json:"id"`
	DoubanID      *int           `json:"doubanId"`
	TMDBID        *int           `json:"tmdbId"`
	IMDbID        string         `json:"imdbId"`
	TVDBID        *int           `json:"tvdbId"`
	GmtModified   *string        `json:"gmtModified"`
	MediaType     string         `json:"mediaType"`
	Title         string         `json:"title"`
	EnTitle       string         `json:"enTitle"`
	OriginalTitle string         `json:"originalTitle"`
	Intro         string         `json:"intro"`
	Rating        float64        `json:"rating"`
	ReleaseYear   int            `json:"releaseYear"`
	PremiereDate  string         `json:"premiereDate"` // YYYY-MM-DD
	Duration      int            `json:"duration"`     // minutes
	PosterURL     string         `json:"posterUrl"`
	BackgroundURL string         `json:"backgroundUrl"`
	Genres        []string       `json:"genres"`
	Country       []string       `json:"country"`
	SeasonList    []ScriptSeason `json:"seasonList"`
}

// ScriptSeason is the SDK's meta.Season.
type ScriptSeason struct {
	Name         string `json:"name"`
	SeasonNumber int    `json:"seasonNumber"`
	EpisodeCount int    `json:"episodeCount"`
	Intro        string `json:"intro"`
	AirDate      string `json:"airDate"`
	PosterURL    string `json:"posterUrl"`
	DoubanID     *int   `json:"doubanId"`
}

func intPtr(s string) *int {
	if n, err := strconv.Atoi(s); err == nil && n > 0 {
		return &n
	}
	return nil
}

// latin reports whether a title is written in Latin letters (an English
// title, as far as the SDK's en_title goes).
func latin(s string) bool {
	for _, r := range s {
		if r > 0x24F {
			return false
		}
	}
	return s != ""
}

// ScriptMediaByTMDB is meta/get_media_by_tmdb_id.
func (s *Service) ScriptMediaByTMDB(ctx context.Context, kind string, id int) (ScriptMedia, error) {
	c, err := s.config(ctx)
	if err != nil {
		return ScriptMedia{}, err
	}
	d, err := s.TMDBDetails(ctx, kind, id)
	if err != nil {
		return ScriptMedia{}, err
	}
	img := func(path string) string {
		if path == "" {
			return ""
		}
		return strings.TrimRight(c.hosts.TMDBImageBase, "/") + "/original" + path
	}
	m := ScriptMedia{ID: d.ID, TMDBID: &d.ID, DoubanID: intPtr(s.DoubanOfTMDB(ctx, id, kind)), IMDbID: d.ExternalIDs.IMDbID,
		MediaType: MediaType(kind == "tv"), Title: d.DisplayTitle(), OriginalTitle: d.Original(), Intro: d.Overview,
		Rating: d.VoteAverage, ReleaseYear: d.Year(), PremiereDate: d.ReleaseDate + d.FirstAirDate, Duration: d.Runtime,
		PosterURL: img(d.PosterPath), BackgroundURL: img(d.BackdropPath), Genres: []string{}, Country: nonNilStrings(d.Countries()),
		SeasonList: []ScriptSeason{}}
	if latin(m.OriginalTitle) {
		m.EnTitle = m.OriginalTitle
	}
	if m.Duration == 0 && len(d.EpisodeRunTime) > 0 {
		m.Duration = d.EpisodeRunTime[0]
	}
	for _, g := range d.Genres {
		m.Genres = append(m.Genres, g.Name)
	}
	for _, se := range d.Seasons {
		m.SeasonList = append(m.SeasonList, ScriptSeason{Name: se.Name, SeasonNumber: se.SeasonNumber,
			EpisodeCount: se.EpisodeCount, AirDate: se.AirDate, PosterURL: img(se.PosterPath)})
	}
	return m, nil
}

// ScriptMediaByDouban is meta/get_media_by_douban_id: Douban's subject,
// with its TMDB id when the two are mapped.
func (s *Service) ScriptMediaByDouban(ctx context.Context, id string) (ScriptMedia, error) {
	d, err := s.DoubanDetail(ctx, id, "")
	if err != nil {
		return ScriptMedia{}, err
	}
	card := DoubanCard(d)
	n, _ := strconv.Atoi(id)
	m := ScriptMedia{ID: n, DoubanID: intPtr(id), IMDbID: d.IMDb, MediaType: card.Type, Title: d.Title,
		OriginalTitle: d.OriginalTitle, Intro: firstNonEmpty(d.Intro, d.Description), Rating: d.RatingValue(),
		ReleaseYear: d.YearInt(), Duration: minutes(d.Durations), PosterURL: d.Poster(), BackgroundURL: d.Poster(),
		Genres: nonNilStrings(d.Genres), Country: nonNilStrings(d.Countries), SeasonList: []ScriptSeason{}}
	if latin(m.OriginalTitle) {
		m.EnTitle = m.OriginalTitle
	}
	if len(d.Pubdate) > 0 {
		m.PremiereDate, _, _ = strings.Cut(d.Pubdate[0], "(")
	}
	if d.TV() {
		m.SeasonList = append(m.SeasonList, ScriptSeason{Name: d.Title, SeasonNumber: card.SeasonIndex,
			EpisodeCount: d.EpisodesCount, Intro: m.Intro, AirDate: m.PremiereDate, PosterURL: d.Poster(), DoubanID: m.DoubanID})
	}
	if ref, ok, err := s.MapDouban(ctx, d); err == nil && ok {
		m.TMDBID = &ref.ID
	}
	return m, nil
}

// ScriptPersonMeta is the SDK's meta.Person.
type ScriptPersonMeta struct {
	ID             int    `json:"id"`
	DoubanID       *int   `json:"doubanId"`
	IMDbID         string `json:"imdbId"`
	CNName         string `json:"cnName"`
	EnName         string `json:"enName"`
	AkaCnNames     string `json:"akaCnNames"`
	AkaEnNames     string `json:"akaEnNames"`
	Country        string `json:"country"`
	DateOfBirth    string `json:"dateOfBirth"`
	DoubanImageURL string `json:"doubanImageUrl"` // the photo, wherever it is
	Description    string `json:"description"`
	Role           string `json:"role"` // the character, or the crew job
	Duty           string `json:"duty"` // 导演 | 演员 | TMDB's department
	OrderNumber    int    `json:"orderNumber"`
}

// ScriptCastByTMDB is meta/get_cast_crew_by_tmdb: cast, then crew.
func (s *Service) ScriptCastByTMDB(ctx context.Context, kind string, id, season int) ([]ScriptPersonMeta, error) {
	c, err := s.config(ctx)
	if err != nil {
		return nil, err
	}
	raw, err := s.TMDBRawCredits(ctx, kind, id, season)
	if err != nil {
		return nil, err
	}
	out := []ScriptPersonMeta{}
	for i, group := range []string{"cast", "crew"} {
		for _, v := range listOf(raw[group]) {
			p, _ := v.(map[string]any)
			str := func(k string) string { t, _ := p[k].(string); return t }
			num := func(k string) int { f, _ := p[k].(float64); return int(f) }
			sp := ScriptPersonMeta{ID: num("id"), CNName: str("name"), EnName: str("original_name"), OrderNumber: len(out)}
			if path := str("profile_path"); path != "" {
				sp.DoubanImageURL = strings.TrimRight(c.hosts.TMDBImageBase, "/") + "/w185" + path
			}
			if i == 0 {
				sp.Role, sp.Duty = str("character"), "演员"
			} else {
				sp.Role, sp.Duty = str("job"), str("department")
			}
			out = append(out, sp)
		}
	}
	return out, nil
}

// ScriptCastByDouban is meta/get_cast_crew_by_douban: directors, then actors.
func (s *Service) ScriptCastByDouban(ctx context.Context, id string) ([]ScriptPersonMeta, error) {
	d, err := s.DoubanDetail(ctx, id, "")
	if err != nil {
		return nil, err
	}
	out := []ScriptPersonMeta{}
	for _, p := range append(people(d.Directors, "导演"), people(d.Actors, "演员")...) {
		sp := ScriptPersonMeta{ID: p.DoubanID, CNName: p.Name, EnName: p.EnName, DoubanImageURL: p.PicURL,
			Role: p.Role, Duty: p.Type, OrderNumber: len(out)}
		if p.DoubanID > 0 {
			sp.DoubanID = &p.DoubanID
		}
		out = append(out, sp)
	}
	return out, nil
}
