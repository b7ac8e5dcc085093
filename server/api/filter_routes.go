package api

import (
	"net/http"
	"slices"
	"strings"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// filterRoutes are the smart-download filters and sort rules
// (api-contract §2.3, §3.3–3.4). Admins edit filters; every signed-in user
// reads the options, since the subscribe dialogs on cards offer them.
func (s *Server) filterRoutes() {
	admin := func(h func(r *http.Request) (any, error)) http.Handler {
		return s.handle(s.requireAdmin(func(_ http.ResponseWriter, r *http.Request) (any, error) {
			v, err := h(r)
			return v, err
		}))
	}
	s.mux.Handle("GET /api/config/get_filter_list", admin(func(r *http.Request) (any, error) {
		return s.Filters.List(r.Context())
	}))
	s.mux.Handle("GET /api/config/get_filter", admin(func(r *http.Request) (any, error) {
		name, err := filterName(r)
		if err != nil {
			return nil, err
		}
		return s.Filters.Get(r.Context(), name)
	}))
	s.mux.Handle("POST /api/config/save_filter", admin(func(r *http.Request) (any, error) {
		var in filters.Input
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		f, err := in.Validate()
		if err != nil {
			return nil, err
		}
		edit := ""
		if in.EditFilterName != nil {
			edit = strings.TrimSpace(*in.EditFilterName)
		}
		msg, err := s.Filters.Save(r.Context(), f, edit)
		return Result{Message: msg}, err
	}))
	// A GET that deletes, for compatibility (api-contract §5.3).
	s.mux.Handle("GET /api/config/delete_filter", admin(func(r *http.Request) (any, error) {
		name, err := filterName(r)
		if err != nil {
			return nil, err
		}
		msg, err := s.Filters.Delete(r.Context(), name)
		return Result{Message: msg}, err
	}))
	s.mux.Handle("GET /api/config/get_rule_list", admin(func(*http.Request) (any, error) {
		return filters.ScoreRules(), nil
	}))
	s.mux.Handle("GET /api/common/rules", s.handle(s.requireUser(func(http.ResponseWriter, *http.Request) (any, error) {
		return filters.ScoreRuleNames(), nil
	})))
	s.mux.Handle("GET /api/common/filter_options", s.signedIn(s.filterOptions))
}

func filterName(r *http.Request) (string, error) {
	name := strings.TrimSpace(r.URL.Query().Get("filter_name"))
	if name == "" {
		return "", Error{Message: "缺少过滤器名称"}
	}
	return name, nil
}

// nameValue is an option of FilterOptions' {name, value} lists.
type nameValue struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// cateLevel1 are the console's torrent categories (api-contract §3.2).
var cateLevel1 = []nameValue{{"电影", "Movie"}, {"剧集", "TV"}, {"纪录片", "Documentary"}, {"动漫", "Anime"},
	{"音乐", "Music"}, {"XX", "AV"}}

// filterOptions answers common/filter_options (api-contract §3.4). Media
// folders are server paths: only admins see them.
func (s *Server) filterOptions(_ http.ResponseWriter, r *http.Request) (any, error) {
	ctx := r.Context()
	list, err := s.Filters.List(ctx)
	if err != nil {
		return nil, err
	}
	names, teams := []string{}, slices.Clone(filters.ReleaseTeams)
	for _, f := range list {
		names = append(names, f.FilterName)
		for _, t := range f.ReleaseTeam {
			if !slices.Contains(teams, t) {
				teams = append(teams, t)
			}
		}
	}
	sites, err := settings.SitesSection.Load(ctx, s.Store)
	if err != nil {
		return nil, err
	}
	siteList := []nameValue{}
	for _, st := range sites {
		siteList = append(siteList, nameValue{Name: firstNonBlank(st.Alias, st.SiteName), Value: st.SiteName})
	}
	paths := []settings.MediaPath{}
	if u, _ := s.currentUser(r); u.Role == store.RoleAdmin {
		if paths, err = settings.MediaPathSection.Load(ctx, s.Store); err != nil {
			return nil, err
		}
	}
	rules := []nameValue{}
	for _, n := range filters.ScoreRuleNames() {
		rules = append(rules, nameValue{Name: n, Value: n})
	}
	tags := metadata.DoubanTags()
	return map[string]any{
		"cate": tags.Cate, "area": tags.Area,
		"media_source": release.Sources(), "resolution": release.Resolutions(), "media_codec": release.Codecs(),
		"release_team": teams, "filter_list": list, "filter_name_list": names,
		"cate_level1_list": cateLevel1, "site_list": siteList, "media_path": paths, "rule_list": rules,
	}, nil
}

func firstNonBlank(a, b string) string {
	if strings.TrimSpace(a) != "" {
		return a
	}
	return b
}
