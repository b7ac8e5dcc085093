package api

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// service is the wizard's single form of a checked service (media server,
// download client). Its record is the master/default entry of the settings
// page's named list: load finds it, apply writes the form into it.
type service[T comparable] struct {
	kind  string // settings.Kind*: where the entry's health is kept
	empty func() T
	// load returns the primary entry as the form shows it and its name;
	// found is false while the list is empty.
	load  func(ctx context.Context, g settings.Getter) (rec T, name string, found bool, err error)
	apply func(ctx context.Context, tx *store.SettingsTx, rec T) (name string, err error)
	check func(context.Context, T) (string, error) // version, or a *clients.Error
	next  string                                   // wizard step after saving
}

// primaryEntry is the load and apply of a wizard form kept as a checked
// list's primary entry (the master media server, the default download
// client): load answers that entry as the form's record, apply writes the
// form into it (pick and put say which entry and how).
func primaryEntry[E interface {
	namedEntry
	Legacy() T
}, T comparable](sec settings.Section[[]E], pick func([]E) (E, bool), put func([]E, T) ([]E, string)) service[T] {
	return service[T]{
		load: func(ctx context.Context, g settings.Getter) (T, string, bool, error) {
			list, err := sec.Load(ctx, g)
			e, found := pick(list)
			return e.Legacy(), e.EntryName(), found, err
		},
		apply: func(ctx context.Context, tx *store.SettingsTx, rec T) (string, error) {
			list, err := sec.Load(ctx, tx)
			if err != nil {
				return "", err
			}
			list, name := put(list, rec)
			return name, sec.Put(ctx, tx, list)
		},
	}
}

// getService answers the GET: the record plus its health (status 0 未设置
// before the first save).
func getService[T comparable](s *Server, svc service[T]) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		rec, name, found, err := svc.load(r.Context(), s.Store)
		if err != nil {
			return nil, err
		}
		if !found {
			return withHealth(svc.empty(), settings.Health{})
		}
		h, err := settings.HealthSection(svc.kind, name).Load(r.Context(), s.Store)
		if err != nil {
			return nil, err
		}
		return withHealth(rec, h)
	}
}

// saveService validates, checks the connection (outside any transaction:
// it can take seconds) and stores record and health together in one
// transaction. A service that is down is still saved: the wizard must be
// able to go on while, say, the NAS is off; the health says 异常 and why.
func saveService[T comparable, I validator[T]](s *Server, svc service[T]) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		h, err := checkThenStore[T, I](s, svc, r, func(ctx context.Context, tx *store.SettingsTx, rec T) (string, bool, error) {
			name, err := svc.apply(ctx, tx, rec)
			return name, true, err
		})
		if err != nil {
			return nil, err
		}
		s.logSaved(r, svc.kind, slog.Int("health", h.Status))
		data := map[string]any{"health": h}
		if next, err := s.wizardNext(r.Context(), svc.next); err != nil {
			return nil, err
		} else if next != nil {
			data["next"] = svc.next
		}
		return Result{Message: savedMessage(h), Data: data}, nil
	}
}

// savedMessage tells how the check at save time went.
func savedMessage(h settings.Health) string {
	if h.Status == settings.HealthUp {
		return "保存成功，连接正常" + versionNote(h.Version)
	}
	return "已保存，但连接失败：" + h.Message
}

// testService checks without saving (an addition to the original API).
// When the tested settings are exactly the saved ones, the result also
// becomes the saved health, so a service that came back turns 可用.
func testService[T comparable, I validator[T]](s *Server, svc service[T]) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		h, err := checkThenStore[T, I](s, svc, r, func(ctx context.Context, tx *store.SettingsTx, rec T) (string, bool, error) {
			cur, name, found, err := svc.load(ctx, tx)
			return name, err == nil && found && cur == rec, err
		})
		if err != nil {
			return nil, err
		}
		if h.Status != settings.HealthUp {
			return nil, Error{Message: h.Message}
		}
		return Result{Message: "连接成功" + versionNote(h.Version), Data: map[string]any{"health": h}}, nil
	}
}

// checkThenStore reads the body as a record and checks the connection
// it describes (outside any transaction: it can take seconds), then, in
// one transaction, stores the health under the name keep answers (keep
// false: the health is not stored).
func checkThenStore[T comparable, I validator[T]](s *Server, svc service[T], r *http.Request,
	keep func(context.Context, *store.SettingsTx, T) (name string, ok bool, err error)) (settings.Health, error) {
	rec, err := decodeValid[T, I](r)
	if err != nil {
		return settings.Health{}, err
	}
	ctx := r.Context()
	h := s.runCheck(ctx, func(ctx context.Context) (string, error) { return svc.check(ctx, rec) })
	return h, s.Store.EditSettings(ctx, func(tx *store.SettingsTx) error {
		name, ok, err := keep(ctx, tx, rec)
		if err != nil || !ok {
			return err
		}
		return settings.HealthSection(svc.kind, name).Put(ctx, tx, h)
	})
}

// decodeValid reads the body as I and validates it into a record.
func decodeValid[T any, I validator[T]](r *http.Request) (T, error) {
	var in I
	if err := decodeJSON(r, &in); err != nil {
		var zero T
		return zero, err
	}
	rec, err := in.Validate()
	return rec, err
}

func versionNote(v string) string {
	if v == "" {
		return ""
	}
	return "（版本 " + v + "）"
}

// withHealth is rec's JSON object with a "health" member added.
func withHealth(rec any, h settings.Health) (map[string]json.RawMessage, error) {
	b, err := json.Marshal(rec)
	if err != nil {
		return nil, err
	}
	out := map[string]json.RawMessage{}
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, err
	}
	if out["health"], err = json.Marshal(h); err != nil {
		return nil, err
	}
	return out, nil
}
