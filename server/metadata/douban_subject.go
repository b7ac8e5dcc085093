package metadata

// DoubanSubject is a movie or show as the collection, search and detail
// answers give it (the fields this program reads).
type DoubanSubject struct {
	ID            string `json:"id"`
	Title         string `json:"title"`
	OriginalTitle string `json:"original_title"`
	Type          string `json:"type"` // movie | tv
	Year          string `json:"year"`
	CardSubtitle  string `json:"card_subtitle"`
	Description   string `json:"description"`
	Intro         string `json:"intro"`
	Comment       string `json:"comment"`
	URL           string `json:"url"`
	URI           string `json:"uri"`
	Rating        *struct {
		Value float64 `json:"value"`
	} `json:"rating"`
	Pic *struct {
		Large  string `json:"large"`
		Normal string `json:"normal"`
	} `json:"pic"`
	Cover *struct {
		URL string `json:"url"`
	} `json:"cover"`
	CoverURL      string         `json:"cover_url"`
	Genres        []string       `json:"genres"`
	Countries     []string       `json:"countries"`
	Durations     []string       `json:"durations"`
	Pubdate       []string       `json:"pubdate"`
	IsTV          bool           `json:"is_tv"`
	EpisodesCount int            `json:"episodes_count"`
	IMDb          string         `json:"imdb"`
	Actors        []DoubanPerson `json:"actors"`
	Directors     []DoubanPerson `json:"directors"`
	Aka           []string       `json:"aka"`
	Trailer       *struct {
		VideoURL string `json:"video_url"`
	} `json:"trailer"`
	RecommendedReason string `json:"recommended_reason"`
}

// DoubanPerson is an actor or director of a subject.
type DoubanPerson struct {
	ID    string   `json:"id"`
	Name  string   `json:"name"`
	Latin string   `json:"latin_name"`
	Roles []string `json:"roles"` // jobs: 演员, 导演, 配音…
	// Character is the part an actor plays as frodo writes it, e.g.
	// "饰 詹姆斯·邦德 James Bond" ("" for directors and unnamed parts).
	Character string `json:"character"`
	Avatar    *struct {
		Large string `json:"large"`
	} `json:"avatar"`
}

// Poster is the best poster address Douban gave.
func (d DoubanSubject) Poster() string {
	switch {
	case d.Pic != nil && d.Pic.Large != "":
		return d.Pic.Large
	case d.Pic != nil && d.Pic.Normal != "":
		return d.Pic.Normal
	case d.Cover != nil && d.Cover.URL != "":
		return d.Cover.URL
	}
	return d.CoverURL
}

// RatingValue is the score (0 = none yet).
func (d DoubanSubject) RatingValue() float64 {
	if d.Rating == nil {
		return 0
	}
	return d.Rating.Value
}

// TV reports whether the subject is a show.
func (d DoubanSubject) TV() bool { return d.Type == "tv" || d.IsTV }

// YearInt is the release year (0 = unknown).
func (d DoubanSubject) YearInt() int { return yearOf(d.Year) }

// DoubanCollection is one page of a subject collection (a ranking).
type DoubanCollection struct {
	Total int             `json:"total"`
	Start int             `json:"start"`
	Count int             `json:"count"`
	Items []DoubanSubject `json:"subject_collection_items"`
}
