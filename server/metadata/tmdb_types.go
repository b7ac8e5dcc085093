package metadata

// TMDBItem is one search/trending/find result (movie or tv).
type TMDBItem struct {
	ID            int     `json:"id"`
	MediaType     string  `json:"media_type,omitempty"` // movie | tv | person (multi, trending)
	Title         string  `json:"title,omitempty"`
	OriginalTitle string  `json:"original_title,omitempty"`
	Name          string  `json:"name,omitempty"`
	OriginalName  string  `json:"original_name,omitempty"`
	ReleaseDate   string  `json:"release_date,omitempty"`
	FirstAirDate  string  `json:"first_air_date,omitempty"`
	Overview      string  `json:"overview"`
	PosterPath    string  `json:"poster_path"`
	BackdropPath  string  `json:"backdrop_path"`
	VoteAverage   float64 `json:"vote_average"`
	ProfilePath   string  `json:"profile_path,omitempty"`
}

// DisplayTitle is the Chinese title, or the original one when TMDB has
// no translation.
func (i TMDBItem) DisplayTitle() string {
	for _, t := range []string{i.Title, i.Name, i.OriginalTitle, i.OriginalName} {
		if t != "" {
			return t
		}
	}
	return ""
}

// Original is the title in the original language.
func (i TMDBItem) Original() string {
	if i.OriginalTitle != "" {
		return i.OriginalTitle
	}
	return i.OriginalName
}

// Year is the year of first release (0 = unknown).
func (i TMDBItem) Year() int { return yearOf(i.ReleaseDate + i.FirstAirDate) }

// Kind is "movie" or "tv" (a result of movie/tv search has no media_type).
func (i TMDBItem) Kind(def string) string {
	if i.MediaType != "" {
		return i.MediaType
	}
	return def
}

// TMDBPage is one page of results.
type TMDBPage struct {
	Page         int        `json:"page"`
	Results      []TMDBItem `json:"results"`
	TotalPages   int        `json:"total_pages"`
	TotalResults int        `json:"total_results"`
}

// TMDBDetail is a movie or a show with credits, images and external ids
// (append_to_response).
type TMDBDetail struct {
	TMDBItem
	Genres []struct {
		Name string `json:"name"`
	} `json:"genres"`
	Runtime        int   `json:"runtime"`
	EpisodeRunTime []int `json:"episode_run_time"`
	Seasons        []struct {
		SeasonNumber int    `json:"season_number"`
		Name         string `json:"name"`
		EpisodeCount int    `json:"episode_count"`
		AirDate      string `json:"air_date"`
		PosterPath   string `json:"poster_path"`
	} `json:"seasons"`
	Credits struct {
		Cast []struct {
			ID          int    `json:"id"` // the person's (TMDBPersonDetail)
			Name        string `json:"name"`
			Character   string `json:"character"`
			ProfilePath string `json:"profile_path"`
		} `json:"cast"`
		Crew []struct {
			ID          int    `json:"id"`
			Name        string `json:"name"`
			Job         string `json:"job"` // "Director" is the NFO's <director>
			ProfilePath string `json:"profile_path"`
		} `json:"crew"`
	} `json:"credits"`
	ExternalIDs struct {
		IMDbID string `json:"imdb_id"`
		TVDBID int    `json:"tvdb_id"` // shows: FanArt knows them by it
	} `json:"external_ids"`
	IMDbID string `json:"imdb_id"` // movies carry it at the top level too
	// Countries of origin (shows) and of production (movies), ISO 3166-1:
	// the organiser's area folders (大陆/港台/日韩/欧美).
	OriginCountry       []string `json:"origin_country"`
	ProductionCountries []struct {
		ISO string `json:"iso_3166_1"`
	} `json:"production_countries"`
	Images struct {
		Backdrops []struct {
			FilePath string `json:"file_path"`
		} `json:"backdrops"`
		Posters []struct {
			FilePath string `json:"file_path"`
		} `json:"posters"`
	} `json:"images"`
}

// TMDBSeason is a season with its episodes.
type TMDBSeason struct {
	ID           int    `json:"id"`
	Name         string `json:"name"`
	SeasonNumber int    `json:"season_number"`
	AirDate      string `json:"air_date"`
	Overview     string `json:"overview"`
	Episodes     []struct {
		EpisodeNumber int    `json:"episode_number"`
		Name          string `json:"name"`
		AirDate       string `json:"air_date"`
		Overview      string `json:"overview"`
		StillPath     string `json:"still_path"`
	} `json:"episodes"`
}

// TMDBFind is the answer of find by external id.
type TMDBFind struct {
	MovieResults []TMDBItem `json:"movie_results"`
	TVResults    []TMDBItem `json:"tv_results"`
}

// Countries are the title's ISO 3166-1 countries (origin first).
func (d TMDBDetail) Countries() []string {
	out := append([]string(nil), d.OriginCountry...)
	for _, c := range d.ProductionCountries {
		out = append(out, c.ISO)
	}
	return out
}
