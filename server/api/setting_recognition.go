package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"strings"

	"github.com/movie-robot/web-console/server/customsub"
	"github.com/movie-robot/web-console/server/recognition"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// recognitionRoutes are 自定义识别词 (additions: the contract has no such
// screen), admins only. Saving swaps the rules of the one parser every
// part of the engine reads names with.
func (s *Server) recognitionRoutes(admin func(HandlerFunc) http.Handler) {
	s.mux.Handle("GET /api/setting/get_recognition_rules", admin(getSection(s, settings.RecognitionRulesSection)))
	s.mux.Handle("POST /api/setting/save_recognition_rules", admin(s.saveRecognitionRules))
	s.mux.Handle("POST /api/setting/preview_recognition", admin(s.previewRecognition))
	s.mux.Handle("POST /api/setting/recognition_impact", admin(s.recognitionImpact))
}

// saveRecognitionRules stores the rules (refused whole, naming the line,
// when one cannot be read; naming the item when its subscription does not
// exist) and puts them in force at once.
func (s *Server) saveRecognitionRules(w http.ResponseWriter, r *http.Request) (any, error) {
	in, err := decodeValid[settings.RecognitionRules, settings.RecognitionRules](r)
	if err != nil {
		return nil, err
	}
	ctx := r.Context()
	err = s.store.EditSettings(ctx, func(tx *store.SettingsTx) error {
		cur, err := settings.RecognitionRulesSection.Load(ctx, tx)
		if err != nil {
			return err
		}
		if err := s.checkRuleScopes(ctx, cur.Scoped, in.Scoped); err != nil {
			return err
		}
		return settings.RecognitionRulesSection.Put(ctx, tx, in)
	})
	if err != nil {
		return nil, err
	}
	s.logSaved(r, settings.RecognitionRulesSection.Key)
	if err := recognition.Apply(ctx, s.store, s.parser); err != nil {
		return nil, err
	}
	return Result{Message: msgSaved}, nil
}

// checkRuleScopes refuses a set for a subscription or custom subscription
// that does not exist. Sets stored already are kept unasked: one whose
// subscription was deleted since must not block every later save.
func (s *Server) checkRuleScopes(ctx context.Context, stored, in []settings.ScopedRules) error {
	had := map[settings.ScopedRules]bool{}
	for _, x := range stored {
		had[settings.ScopedRules{Scope: x.Scope, ID: x.ID}] = true
	}
	for i, x := range in {
		if had[settings.ScopedRules{Scope: x.Scope, ID: x.ID}] {
			continue
		}
		var err error
		what := "订阅"
		if x.Scope == release.ScopeSub {
			_, err = s.subs.ByID(ctx, x.ID)
		} else {
			what = "自定义订阅"
			_, err = s.custom.Get(ctx, x.ID)
		}
		if errors.Is(err, subscribe.ErrNotFound) || errors.Is(err, customsub.ErrNotFound) {
			return Error{Message: fmt.Sprintf("适用范围第%d项：%s（编号%d）不存在或已被删除", i+1, what, x.ID)}
		}
		if err != nil {
			return err
		}
	}
	return nil
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
		return nil, Error{Message: "种子名称不能为空"}
	}
	p := s.parser
	if in.Rules != nil {
		rec, err := settings.RecognitionRules{Rules: *in.Rules}.Validate()
		if err != nil {
			return nil, err
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

// impactAnswer is recognition_impact's: of the newest stored records, how
// many a rule set not saved yet would read differently, and some of them.
type impactAnswer struct {
	Scanned  int            `json:"scanned"`
	Changed  int            `json:"changed"`
	Blocked  int            `json:"blocked"` // newly ignored by a block word
	Examples []impactChange `json:"examples"`
}

type impactChange struct {
	ID      int64             `json:"id"`
	Name    string            `json:"name"`
	Subject string            `json:"subject"`
	Before  recognitionFields `json:"before"`
	After   recognitionFields `json:"after"`
	Blocked bool              `json:"blocked"`
}

// recognitionImpact ("what else changes") replays the whole rule set as the
// form would save it against the stored download history before the save:
// each record read for its own subscription under the rules in force and
// under the new ones. A line that cannot be read is refused as save would.
func (s *Server) recognitionImpact(w http.ResponseWriter, r *http.Request) (any, error) {
	in, err := decodeValid[settings.RecognitionRules, settings.RecognitionRules](r)
	if err != nil {
		return nil, err
	}
	rs, err := recognition.Build(in)
	if err != nil {
		return nil, err
	}
	records, err := s.downloads.RecentNames(r.Context(), recognition.ImpactRecords)
	if err != nil {
		return nil, err
	}
	got := recognition.Replay(r.Context(), records, s.parser, release.NewParser(rs))
	out := impactAnswer{Scanned: got.Scanned, Changed: got.Changed, Blocked: got.Blocked, Examples: []impactChange{}}
	for _, c := range got.Examples {
		out.Examples = append(out.Examples, impactChange{ID: c.Record.ID, Name: c.Record.Name, Subject: c.Record.Subject,
			Before: fieldsOf(c.Before), After: fieldsOf(c.After), Blocked: c.After.Blocked})
	}
	return out, nil
}
