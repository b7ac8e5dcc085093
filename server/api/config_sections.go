package api

import (
	"log/slog"
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
		return sec.Load(r.Context(), s.Store)
	}
}

// sectionRoutes is a settings page's pair (admins only): GET
// /api/setting/get_<name> answers the stored section, POST save_<name>
// validates the body as I and replaces it, answering message.
func sectionRoutes[T any, I validator[T]](s *Server, name string, sec settings.Section[T], message string) {
	admin := s.adminOnly
	s.mux.Handle("GET /api/setting/get_"+name, admin(getSection(s, sec)))
	s.mux.Handle("POST /api/setting/save_"+name, admin(saveSection[T, I](s, sec, message, "")))
}

// getView answers a GET with part of a stored record: the legacy forms
// show fewer fields than the settings pages that share their storage.
func getView[T, V any](s *Server, sec settings.Section[T], view func(T) V) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		rec, err := sec.Load(r.Context(), s.Store)
		if err != nil {
			return nil, err
		}
		return view(rec), nil
	}
}

// saveSection answers a plain config save: decode the body into I,
// validate, store the whole record in one transaction. next, when set, is
// the wizard's following step, answered while setup is not done.
func saveSection[T any, I validator[T]](s *Server, sec settings.Section[T], message, next string) HandlerFunc {
	return editSection[T, T, I](s, sec, func(cur *T, v T) { *cur = v }, message, next)
}

// editSection validates the body into V and merges it into the stored
// record with apply, read and written in one transaction, so fields the
// form does not show (kept by another screen) are never lost.
func editSection[T, V any, I validator[V]](s *Server, sec settings.Section[T], apply func(*T, V), message, next string) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		v, err := decodeValid[V, I](r)
		if err != nil {
			return nil, err
		}
		err = sec.Edit(r.Context(), s.Store, func(cur T) (T, error) {
			apply(&cur, v)
			return cur, nil
		})
		if err != nil {
			return nil, err
		}
		s.logSaved(r, sec.Key)
		data, err := s.wizardNext(r.Context(), next)
		if err != nil {
			return nil, err
		}
		return Result{Message: message, Data: data}, nil
	}
}

// logSaved records that a configuration section changed. Only the section
// key and (for services) the health status are logged: the records hold
// passwords, tokens and API keys.
func (s *Server) logSaved(r *http.Request, key string, attrs ...slog.Attr) {
	s.Logger.LogAttrs(r.Context(), slog.LevelInfo, "config saved",
		append([]slog.Attr{slog.String("section", key)}, attrs...)...)
}
