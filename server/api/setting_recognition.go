package api

import (
	"net/http"
	"reflect"
	"strings"

	"github.com/movie-robot/web-console/server/recognition"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
)

// recognitionRoutes are 自定义识别词 (additions: the contract has no such
// screen), admins only. Saving swaps the rules of the one parser every
// part of the engine reads names with.
func (s *Server) recognitionRoutes(admin func(HandlerFunc) http.Handler) {
	s.mux.Handle("GET /api/setting/get_recognition_rules", admin(getSection(s, settings.RecognitionRulesSection)))
	s.mux.Handle("POST /api/setting/save_recognition_rules", admin(s.saveRecognitionRules))
	s.mux.Handle("POST /api/setting/preview_recognition", admin(s.previewRecognition))
}

// saveRecognitionRules stores the rules (refused whole, naming the line,
// when one cannot be read) and puts them in force at once.
func (s *Server) saveRecognitionRules(w http.ResponseWriter, r *http.Request) (any, error) {
	res, err := saveSection[settings.RecognitionRules, settings.RecognitionRules](s, settings.RecognitionRulesSection, msgSaved, "")(w, r)
	if err != nil {
		return nil, err
	}
	if err := recognition.Apply(r.Context(), s.store, s.parser); err != nil {
		return nil, err
	}
	return res, nil
}

// previewInput is preview_recognition's body: a name, the site's subject
// line, and rules not saved yet (null: the rules in force).
type previewInput struct {
	Name    string  `json:"name" required:"true"`
	Subject string  `json:"subject"`
	Rules   *string `json:"rules"`
}

// previewAnswer is a name read without the rules and with them.
type previewAnswer struct {
	Before  recognitionFields `json:"before"`
	After   recognitionFields `json:"after"`
	Blocked bool              `json:"blocked"` // a block word matched: the engine ignores the release
	Changed bool              `json:"changed"` // the rules changed what is read
}

// recognitionFields are the parser's fields as the preview shows them.
type recognitionFields struct {
	Title         string   `json:"title"`
	CNTitle       string   `json:"cn_title"`
	ENTitle       string   `json:"en_title"`
	Year          int      `json:"year"`
	MediaType     string   `json:"media_type"` // Movie | TV
	SeasonStart   int      `json:"season_start"`
	SeasonEnd     int      `json:"season_end"`
	EpisodeStart  int      `json:"episode_start"`
	EpisodeEnd    int      `json:"episode_end"`
	FullSeason    bool     `json:"full_season"`
	TotalEpisodes int      `json:"total_episodes"`
	Resolution    string   `json:"resolution"`
	Source        string   `json:"source"`
	Codec         string   `json:"codec"`
	HDR           []string `json:"hdr"`
	Audio         []string `json:"audio"`
	Group         string   `json:"group"`
	ChineseSubs   bool     `json:"chinese_subs"`
	TMDBID        int      `json:"tmdb_id"` // pinned by a rule (0 none)
}

func fieldsOf(res release.Result) recognitionFields {
	i := res.Info
	f := recognitionFields{Title: i.Title, CNTitle: i.CNTitle, ENTitle: i.ENTitle, Year: i.Year, MediaType: "Movie",
		SeasonStart: i.SeasonStart, SeasonEnd: i.SeasonEnd, EpisodeStart: i.EpisodeStart, EpisodeEnd: i.EpisodeEnd,
		FullSeason: i.FullSeason, TotalEpisodes: i.TotalEpisodes, Resolution: i.Resolution, Source: i.Source, Codec: i.Codec,
		HDR: nonNilStrings(i.HDR), Audio: nonNilStrings(i.Audio), Group: i.Group, ChineseSubs: i.ChineseSubs, TMDBID: res.TMDBID}
	if i.IsTV {
		f.MediaType = "TV"
	}
	return f
}

func nonNilStrings(v []string) []string {
	if v == nil {
		return []string{}
	}
	return v
}

// previewRecognition reads one name without the rules and with them: the
// form's text when given (an error names its line, as save would), else
// the rules in force.
func (s *Server) previewRecognition(w http.ResponseWriter, r *http.Request) (any, error) {
	var in previewInput
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	name := strings.TrimSpace(in.Name)
	if name == "" {
		return nil, Error{"种子名称不能为空"}
	}
	p := s.parser
	if in.Rules != nil {
		rec, err := settings.RecognitionRules{Rules: *in.Rules}.Validate()
		if err != nil {
			return nil, asBusiness(err)
		}
		rs, _ := release.ParseRules(rec.Rules)
		p = release.NewParser(rs)
	}
	subject := strings.TrimSpace(in.Subject)
	var none *release.Parser // reads without rules
	before := fieldsOf(none.Read(name, subject))
	res := p.Read(name, subject)
	after := fieldsOf(res)
	changed := res.Blocked || !reflect.DeepEqual(before, after)
	return previewAnswer{Before: before, After: after, Blocked: res.Blocked, Changed: changed}, nil
}
