package api

import (
	"net/http"
	"slices"

	"github.com/movie-robot/web-console/server/settings"
)

type searchTemplatesJSON struct {
	Template []settings.SearchTemplate `json:"template"`
	// PermissionCategory is what the user may search: their profile's
	// categories (every one for an admin).
	PermissionCategory []string `json:"permission_category"`
}

// getSearchTemplates: GET /api/setting/get_search_template, the signed-in
// user's templates, 默认 first.
func (s *Server) getSearchTemplates(w http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	list, err := settings.SearchTemplateSection(u.ID).Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	// Only the categories the user may use, in the list and in each template.
	may, err := s.mayUseCategory(r)
	if err != nil {
		return nil, err
	}
	keep := func(cats []string) []string {
		return slices.DeleteFunc(slices.Clone(cats), func(c string) bool { return !may(c) })
	}
	list = settings.WithDefaultFirst(list)
	for i := range list {
		list[i].Option.Category = keep(list[i].Option.Category)
	}
	return searchTemplatesJSON{Template: list, PermissionCategory: keep(settings.PermissionCategories)}, nil
}

// editSearchTemplates answers add_ and update_search_template.
func (s *Server) editSearchTemplates(op func([]settings.SearchTemplate, settings.SearchTemplate) ([]settings.SearchTemplate, error), message string) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		t, err := decodeValid[settings.SearchTemplate, settings.SearchTemplateInput](r)
		if err != nil {
			return nil, err
		}
		return s.changeSearchTemplates(r, message, func(list []settings.SearchTemplate) ([]settings.SearchTemplate, error) {
			return op(list, t)
		})
	}
}

// deleteSearchTemplate: GET /api/setting/delete_search_template?name=.
func (s *Server) deleteSearchTemplate(w http.ResponseWriter, r *http.Request) (any, error) {
	name := r.URL.Query().Get("name")
	return s.changeSearchTemplates(r, "模版已删除", func(list []settings.SearchTemplate) ([]settings.SearchTemplate, error) {
		return settings.DeleteSearchTemplate(list, name)
	})
}

// changeSearchTemplates applies change to the user's list in one transaction.
func (s *Server) changeSearchTemplates(r *http.Request, message string, change func([]settings.SearchTemplate) ([]settings.SearchTemplate, error)) (any, error) {
	u, _ := s.currentUser(r)
	sec, ctx := settings.SearchTemplateSection(u.ID), r.Context()
	if err := sec.Edit(ctx, s.Store, change); err != nil {
		return nil, err
	}
	return Result{Message: message}, nil
}
