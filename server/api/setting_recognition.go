package api

import (
	"context"
	"errors"
	"net/http"

	"github.com/movie-robot/web-console/server/customsub"
	"github.com/movie-robot/web-console/server/recognition"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
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
	if err := recognition.Save(r.Context(), s.Store, s.Parser, in, s.scopeExists); err != nil {
		return nil, err
	}
	s.logSaved(r, settings.RecognitionRulesSection.Key)
	return Result{Message: msgSaved}, nil
}

// scopeExists tells whether a rule set's subscription or custom
// subscription exists.
func (s *Server) scopeExists(ctx context.Context, scope string, id int64) (bool, error) {
	var err error
	if scope == release.ScopeSub {
		_, err = s.Subscriptions.ByID(ctx, id)
	} else {
		_, err = s.CustomSubs.Get(ctx, id)
	}
	if errors.Is(err, subscribe.ErrNotFound) || errors.Is(err, customsub.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}

// previewRecognition reads one name without the rules and with them: the
// form's text when given, else the rules in force.
func (s *Server) previewRecognition(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Name    string  `json:"name" required:"true"`
		Subject string  `json:"subject"`
		Rules   *string `json:"rules"` // null: the rules in force
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	return recognition.PreviewName(s.Parser, in.Name, in.Subject, in.Rules)
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
	records, err := s.Downloads.RecentNames(r.Context(), recognition.ImpactRecords)
	if err != nil {
		return nil, err
	}
	return recognition.Replay(r.Context(), records, s.Parser, release.NewParser(rs)).Answer(), nil
}
