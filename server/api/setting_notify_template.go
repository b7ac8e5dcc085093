package api

import (
	"encoding/json"
	"net/http"

	"github.com/movie-robot/web-console/server/notify"
)

// getNotifyTemplate: GET /api/setting/get_notify_template, one tab per
// channel type with every message type's texts.
func (s *Server) getNotifyTemplate(w http.ResponseWriter, r *http.Request) (any, error) {
	t, err := notify.TemplatesSection.Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	return t.Tabs(), nil
}

// saveNotifyTemplate: the body is the whole JSON array (api-contract §5.2).
func (s *Server) saveNotifyTemplate(w http.ResponseWriter, r *http.Request) (any, error) {
	var tabs []map[string]json.RawMessage
	if err := decodeJSON(r, &tabs); err != nil {
		return nil, err
	}
	return s.applyTemplateTabs(r, tabs)
}

// applyTemplateTabs saves the texts of tabs over the stored templates.
func (s *Server) applyTemplateTabs(r *http.Request, tabs []map[string]json.RawMessage) (any, error) {
	ctx, sec := r.Context(), notify.TemplatesSection
	if err := sec.Edit(ctx, s.Store, func(cur notify.Templates) (notify.Templates, error) { return cur.ApplyTabs(tabs) }); err != nil {
		return nil, err
	}
	s.logSaved(r, sec.Key)
	return Result{Message: msgSaved}, nil
}
