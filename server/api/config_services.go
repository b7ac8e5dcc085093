package api

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/movie-robot/web-console/server/settings"
)

// service describes a configured service whose connection is checked on
// save and on "测试连接": the media server and the download client.
type service[T any] struct {
	section settings.Section[T]
	health  settings.Section[settings.Health]
	check   func(context.Context, T) (string, error) // version, or a *clients.Error
	next    string                                   // wizard step after saving
}

// getService answers the GET: the record plus its health (status 0 未设置
// before the first save).
func getService[T any](s *Server, svc service[T]) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		rec, err := svc.section.Load(r.Context(), s.store)
		if err != nil {
			return nil, err
		}
		h, err := svc.health.Load(r.Context(), s.store)
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
func saveService[T any, I validator[T]](s *Server, svc service[T]) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		rec, err := decodeValid[T, I](r)
		if err != nil {
			return nil, err
		}
		h := s.runCheck(r.Context(), func(ctx context.Context) (string, error) { return svc.check(ctx, rec) })
		value, err := svc.section.Encode(rec)
		if err != nil {
			return nil, err
		}
		hv, err := svc.health.Encode(h)
		if err != nil {
			return nil, err
		}
		if err := s.store.PutSettings(r.Context(), map[string]string{svc.section.Key: value, svc.health.Key: hv}); err != nil {
			return nil, err
		}
		s.logSaved(r, svc.section.Key, slog.Int("health", h.Status))
		msg := "已保存，但连接失败：" + h.Message
		if h.Status == settings.HealthUp {
			msg = "保存成功，连接正常" + versionNote(h.Version)
		}
		return Result{Message: msg, Data: map[string]any{"next": svc.next, "health": h}}, nil
	}
}

// testService checks without saving (an addition to the original API).
// When the tested settings are exactly the saved ones, the result also
// becomes the saved health, so a service that came back turns 可用.
func testService[T any, I validator[T]](s *Server, svc service[T]) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		rec, err := decodeValid[T, I](r)
		if err != nil {
			return nil, err
		}
		h := s.runCheck(r.Context(), func(ctx context.Context) (string, error) { return svc.check(ctx, rec) })
		value, err := svc.section.Encode(rec)
		if err != nil {
			return nil, err
		}
		hv, err := svc.health.Encode(h)
		if err != nil {
			return nil, err
		}
		if _, err := s.store.PutSettingsIfUnchanged(r.Context(), svc.section.Key, value, map[string]string{svc.health.Key: hv}); err != nil {
			return nil, err
		}
		if h.Status != settings.HealthUp {
			return nil, Error{h.Message}
		}
		return Result{Message: "连接成功" + versionNote(h.Version), Data: map[string]any{"health": h}}, nil
	}
}

// decodeValid reads the body as I and validates it into a record.
func decodeValid[T any, I validator[T]](r *http.Request) (T, error) {
	var in I
	if err := decodeJSON(r, &in); err != nil {
		var zero T
		return zero, err
	}
	rec, err := in.Validate()
	return rec, asBusiness(err)
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
