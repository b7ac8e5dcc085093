package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/settings"
)

// validator is a decoded form body that checks itself into the record T.
type validator[T any] interface {
	Validate() (T, error)
}

// getSection answers a config GET: the stored record, or its default on a
// fresh install.
func getSection[T any](s *Server, sec settings.Section[T]) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		return sec.Load(r.Context(), s.store)
	}
}

// saveSection answers a plain config save: decode the body into I,
// validate, store the whole record in one transaction. next, when set, is
// the wizard's following step.
func saveSection[T any, I validator[T]](s *Server, sec settings.Section[T], message, next string) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		var in I
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		rec, err := in.Validate()
		if err != nil {
			return nil, asBusiness(err)
		}
		value, err := sec.Encode(rec)
		if err != nil {
			return nil, err
		}
		if err := s.store.PutSettings(r.Context(), map[string]string{sec.Key: value}); err != nil {
			return nil, err
		}
		s.logSaved(r, sec.Key)
		var data any
		if next != "" {
			data = nextStep(next)
		}
		return Result{Message: message, Data: data}, nil
	}
}
