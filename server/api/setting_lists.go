package api

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// namedEntry is an entry of a checked list (media servers, download clients).
type namedEntry interface{ EntryName() string }

// listInput is a list form's body: it validates into the entry and names
// the entry it replaces ("" when new).
type listInput[E any] interface {
	validator[E]
	Original() string
}

// listService is the settings page's list of one kind of checked service.
type listService[E namedEntry] struct {
	kind    string // settings.Kind*
	section settings.Section[[]E]
	put     func(list []E, oldName string, e E) ([]E, error)
	remove  func(list []E, name string) ([]E, error)
	check   func(context.Context, E) (string, error)
}

func getList[E namedEntry](s *Server, svc listService[E]) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		list, err := svc.section.Load(r.Context(), s.Store)
		if err != nil {
			return nil, err
		}
		// Each entry is answered with its fields, the HealthStatus the hub
		// shows, and (an addition) the whole health, to say why it is 异常.
		out := make([]map[string]json.RawMessage, 0, len(list))
		for _, e := range list {
			h, err := settings.HealthSection(svc.kind, e.EntryName()).Load(r.Context(), s.Store)
			if err != nil {
				return nil, err
			}
			obj, err := withHealth(e, h)
			if err != nil {
				return nil, err
			}
			obj["status"] = json.RawMessage(strconv.Itoa(h.Status))
			out = append(out, obj)
		}
		return out, nil
	}
}

// saveList checks the connection first (outside the transaction), then
// writes the entry and its health together; a rename moves the health.
func saveList[E namedEntry, I listInput[E]](s *Server, svc listService[E]) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		var in I
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		e, err := in.Validate()
		if err != nil {
			return nil, err
		}
		ctx, old := r.Context(), in.Original()
		h := s.runCheck(ctx, func(ctx context.Context) (string, error) { return svc.check(ctx, e) })
		err = s.Store.EditSettings(ctx, func(tx *store.SettingsTx) error {
			list, err := svc.section.Load(ctx, tx)
			if err != nil {
				return err
			}
			if list, err = svc.put(list, old, e); err != nil {
				return err
			}
			if err := svc.section.Put(ctx, tx, list); err != nil {
				return err
			}
			if old != "" && old != e.EntryName() {
				if err := tx.Delete(ctx, settings.HealthKey(svc.kind, old)); err != nil {
					return err
				}
			}
			return settings.HealthSection(svc.kind, e.EntryName()).Put(ctx, tx, h)
		})
		if err != nil {
			return nil, err
		}
		s.logSaved(r, svc.section.Key, slog.Int("health", h.Status))
		return Result{Message: savedMessage(h), Data: map[string]any{"health": h}}, nil
	}
}

// deleteList removes the entry named by the name query parameter.
func deleteList[E namedEntry](s *Server, svc listService[E]) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		ctx, name := r.Context(), r.URL.Query().Get("name")
		err := s.Store.EditSettings(ctx, func(tx *store.SettingsTx) error {
			list, err := svc.section.Load(ctx, tx)
			if err != nil {
				return err
			}
			if list, err = svc.remove(list, name); err != nil {
				return err
			}
			if err := svc.section.Put(ctx, tx, list); err != nil {
				return err
			}
			return tx.Delete(ctx, settings.HealthKey(svc.kind, name))
		})
		if err != nil {
			return nil, err
		}
		s.logSaved(r, svc.section.Key)
		return Result{Message: "删除成功"}, nil
	}
}

func (s *Server) mediaServerList() listService[settings.MediaServerEntry] {
	return listService[settings.MediaServerEntry]{
		kind: settings.KindMediaServer, section: settings.MediaServersSection,
		put: settings.PutMediaServer, remove: settings.DeleteMediaServer,
		check: func(ctx context.Context, e settings.MediaServerEntry) (string, error) {
			return s.checkMediaServer(ctx, e.Legacy())
		},
	}
}

func (s *Server) downloadClientList() listService[settings.DownloadClientEntry] {
	return listService[settings.DownloadClientEntry]{
		kind: settings.KindDownloadClient, section: settings.DownloadClientsSection,
		put: settings.PutDownloadClient, remove: settings.DeleteDownloadClient,
		check: func(ctx context.Context, e settings.DownloadClientEntry) (string, error) {
			return s.checkDownloadClient(ctx, e.Legacy())
		},
	}
}
