package metadata

import (
	"context"
	"strconv"
)

// Detail is movie/media_detail (CONTRACTS C3).
type Detail struct {
	DoubanID      string         `json:"douban_id,omitempty"`
	TMDBID        int            `json:"tmdb_id,omitempty"`
	IMDbID        string         `json:"imdb_id,omitempty"`
	Type          string         `json:"type"`
	Title         string         `json:"title"`
	OriginalTitle string         `json:"original_title"`
	Year          int            `json:"year"`
	Rating        float64        `json:"rating"`
	Genres        []string       `json:"genres"`
	Runtime       int            `json:"runtime"`
	Overview      string         `json:"overview"`
	PosterURL     string         `json:"poster_url"`
	BackdropURL   string         `json:"backdrop_url"`
	Cast          []CastMember   `json:"cast"`
	Seasons       []DetailSeason `json:"seasons"`
	Links         Links          `json:"links"`
	Status        *int           `json:"status"`
	SubID         *int64         `json:"sub_id,omitempty"`
}

// CastMember is one actor.
type CastMember struct {
	Name       string `json:"name"`
	Character  string `json:"character"`
	ProfileURL string `json:"profile_url"`
}

// DetailSeason is one season of a show.
type DetailSeason struct {
	SeasonNumber int    `json:"season_number"`
	Name         string `json:"name"`
	EpisodeCount int    `json:"episode_count"`
	AirDate      string `json:"air_date"`
	DoubanID     string `json:"douban_id,omitempty"`
}

// Links point to the title on each site.
type Links struct {
	Douban string `json:"douban,omitempty"`
	TMDB   string `json:"tmdb,omitempty"`
	IMDb   string `json:"imdb,omitempty"`
}

// DetailByDouban is the detail of a Douban subject, completed from TMDB
// (backdrop, cast photos, seasons) when TMDB is set up and knows it.
func (s *Service) DetailByDouban(ctx context.Context, id string) (Detail, error) {
	d, err := s.DoubanDetail(ctx, id, "")
	if err != nil {
		return Detail{}, err
	}
	if d.ID == "" {
		d.ID = id
	}
	card := DoubanCard(d)
	out := Detail{DoubanID: d.ID, IMDbID: d.IMDb, Type: card.Type, Title: d.Title, OriginalTitle: d.OriginalTitle,
		Year: d.YearInt(), Rating: d.RatingValue(), Genres: append([]string{}, d.Genres...), Runtime: minutes(d.Durations),
		Overview: firstNonEmpty(d.Intro, d.Description), PosterURL: card.PosterPath, Cast: []CastMember{},
		Seasons: []DetailSeason{}, Links: Links{Douban: card.URL}}
	out.Cast = doubanCast(d)
	doubanSeasons := map[int]string{} // season number → Douban id
	if d.TV() {
		for _, se := range s.DoubanSeasons(ctx, d) {
			doubanSeasons[se.SeasonNumber] = se.DoubanID
			ds := DetailSeason{SeasonNumber: se.SeasonNumber, Name: "第 " + itoa(se.SeasonNumber) + " 季", DoubanID: se.DoubanID}
			if se.DoubanID == d.ID {
				ds.EpisodeCount, ds.AirDate = d.EpisodesCount, first(d.Pubdate)
			}
			out.Seasons = append(out.Seasons, ds)
		}
	}
	if out.IMDbID != "" {
		out.Links.IMDb = "https://www.imdb.com/title/" + out.IMDbID + "/"
	}
	ref, ok, err := s.MapDouban(ctx, d)
	if err != nil || !ok {
		return out, nil // Douban alone is a whole answer; TMDB only adds to it
	}
	t, err := s.TMDBDetails(ctx, ref.Kind, ref.ID)
	if err != nil {
		return out, nil
	}
	c, _ := s.config(ctx)
	tmdb := s.fromTMDB(t, ref.Kind, c)
	out.TMDBID, out.Links.TMDB, out.BackdropURL = tmdb.TMDBID, tmdb.Links.TMDB, tmdb.BackdropURL
	out.IMDbID = firstNonEmpty(out.IMDbID, tmdb.IMDbID)
	out.Links.IMDb = firstNonEmpty(out.Links.IMDb, tmdb.Links.IMDb)
	if len(tmdb.Cast) > 0 {
		out.Cast = withDoubanCharacters(tmdb.Cast, out.Cast) // TMDB has every photo
	}
	if d.TV() && len(tmdb.Seasons) > 0 {
		for i := range tmdb.Seasons {
			tmdb.Seasons[i].DoubanID = doubanSeasons[tmdb.Seasons[i].SeasonNumber]
		}
		out.Seasons = tmdb.Seasons
	}
	out.Runtime = max(out.Runtime, tmdb.Runtime)
	return out, nil
}

// DetailByTMDB is the detail of a TMDB movie ("movie") or show ("tv").
func (s *Service) DetailByTMDB(ctx context.Context, kind string, id int) (Detail, error) {
	t, err := s.TMDBDetails(ctx, kind, id)
	if err != nil {
		return Detail{}, err
	}
	c, err := s.config(ctx)
	if err != nil {
		return Detail{}, err
	}
	out := s.fromTMDB(t, kind, c)
	if dID := s.DoubanOfTMDB(ctx, id, kind); dID != "" {
		out.DoubanID, out.Links.Douban = dID, "https://movie.douban.com/subject/"+dID+"/"
	}
	return out, nil
}

func (s *Service) fromTMDB(t TMDBDetail, kind string, c config) Detail {
	out := Detail{TMDBID: t.ID, IMDbID: t.ExternalIDs.IMDbID, Type: MediaType(kind == "tv"), Title: t.DisplayTitle(),
		OriginalTitle: t.Original(), Year: t.Year(), Rating: t.VoteAverage, Genres: []string{}, Runtime: t.Runtime,
		Overview: t.Overview, PosterURL: tmdbImage(c, "w500", t.PosterPath), BackdropURL: tmdbImage(c, "w1280", t.BackdropPath),
		Cast: []CastMember{}, Seasons: []DetailSeason{},
		Links: Links{TMDB: "https://www.themoviedb.org/" + kind + "/" + strconv.Itoa(t.ID)}}
	if out.Runtime == 0 && len(t.EpisodeRunTime) > 0 {
		out.Runtime = t.EpisodeRunTime[0]
	}
	for _, g := range t.Genres {
		out.Genres = append(out.Genres, g.Name)
	}
	for i, m := range t.Credits.Cast {
		if i == 20 {
			break
		}
		out.Cast = append(out.Cast, CastMember{Name: m.Name, Character: m.Character, ProfileURL: tmdbImage(c, "w185", m.ProfilePath)})
	}
	for _, se := range t.Seasons {
		if se.SeasonNumber == 0 {
			continue // specials are not a season one subscribes to
		}
		out.Seasons = append(out.Seasons, DetailSeason{SeasonNumber: se.SeasonNumber, Name: se.Name,
			EpisodeCount: se.EpisodeCount, AirDate: se.AirDate})
	}
	if out.IMDbID != "" {
		out.Links.IMDb = "https://www.imdb.com/title/" + out.IMDbID + "/"
	}
	return out
}

// minutes reads "142分钟" from Douban's durations.
func minutes(durations []string) int {
	for _, d := range durations {
		n := 0
		for _, r := range d {
			if r < '0' || r > '9' {
				break
			}
			n = n*10 + int(r-'0')
		}
		if n > 0 {
			return n
		}
	}
	return 0
}

func itoa(n int) string { return strconv.Itoa(n) }

func first(v []string) string {
	if len(v) == 0 {
		return ""
	}
	return v[0]
}
