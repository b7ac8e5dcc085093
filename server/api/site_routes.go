package api

import (
	"encoding/base64"
	"net/http"
	"strconv"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/store"
)

// siteRoutes: the PT sites (api-contract §2.8) through package ptsites.
func (s *Server) siteRoutes() {
	user := s.signedIn
	admin := s.adminOnly
	s.mux.Handle("GET /api/common/sites", user(s.siteCatalogue)) // the sites one can add
	s.mux.Handle("GET /api/site/get_sites", user(s.configuredSites))
	s.mux.Handle("GET /api/site/overview", user(s.siteOverview))
	s.mux.Handle("GET /api/site/get_site_shares_data", user(s.siteShares))
	s.mux.Handle("POST /api/site/save_site", admin(s.saveSite))
	s.mux.Handle("POST /api/site/captcha", admin(s.siteCaptcha))
	s.mux.Handle("POST /api/site/delete", admin(s.deleteSite))
	s.mux.Handle("GET /api/site/update_sites", admin(s.updateSites))
	s.mux.Handle("GET /api/site/get_detail", user(s.siteDetail))
}

func (s *Server) siteCatalogue(w http.ResponseWriter, r *http.Request) (any, error) {
	return s.Sites.Catalogue(), nil
}

// configuredSites answers the saved sites with their statistics. Only
// admins see the sign-in material (cookie, proxies, user agent, auth user,
// address): every signed-in user opens the search dialog, which needs
// only names and flags. Passwords and API keys are never answered.
func (s *Server) configuredSites(w http.ResponseWriter, r *http.Request) (any, error) {
	list, err := s.Sites.Sites(r.Context())
	if err != nil {
		return nil, err
	}
	if u, ok := s.currentUser(r); !ok || u.Role != store.RoleAdmin {
		for i := range list {
			x := &list[i]
			x.Cookie, x.Proxies, x.UserAgent, x.AuthUsername, x.SiteURL = "", "", "", "", ""
			x.Settings, x.SecretSettings = nil, nil // a text setting may be a key
		}
	}
	return list, nil
}

func (s *Server) siteOverview(w http.ResponseWriter, r *http.Request) (any, error) {
	return s.Sites.Overview(r.Context())
}

func (s *Server) siteShares(w http.ResponseWriter, r *http.Request) (any, error) {
	return s.Sites.Shares(r.Context())
}

func (s *Server) saveSite(w http.ResponseWriter, r *http.Request) (any, error) {
	var in ptsites.SaveInput
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	res, err := s.Sites.Save(r.Context(), in)
	if err != nil {
		return nil, err
	}
	msg := res.Site.Alias + "更新成功！"
	if res.Added {
		msg = res.Site.Alias + "添加成功！"
		s.Events.Publish(r.Context(), events.Event{Kind: events.SiteAdded, Title: res.Site.Alias,
			Reason: res.Site.SiteName, Link: "/site/dashboard", Refs: events.Refs{SiteID: res.Site.SiteName}})
	}
	return Result{Message: msg}, nil
}

func (s *Server) deleteSite(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		ID flexInt `json:"id"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	gone, err := s.Sites.Delete(r.Context(), int64(in.ID))
	if err != nil {
		return nil, err
	}
	return Result{Message: gone.Alias + "已经删除！"}, nil
}

func (s *Server) updateSites(w http.ResponseWriter, r *http.Request) (any, error) {
	if err := s.Sites.RefreshAll(r.Context()); err != nil {
		return nil, err
	}
	return Result{Message: "站点数据已更新"}, nil
}

func (s *Server) siteDetail(w http.ResponseWriter, r *http.Request) (any, error) {
	q := r.URL.Query()
	d, err := s.Sites.Detail(r.Context(), q.Get("site_id"), q.Get("url"))
	if err != nil {
		return nil, err
	}
	return d, nil
}

// flexInt accepts an id sent as a number or a numeric string.
type flexInt int64

func (f *flexInt) UnmarshalJSON(b []byte) error {
	n, err := strconv.ParseInt(string(trimQuotes(b)), 10, 64)
	if err != nil {
		return errBadJSON
	}
	*f = flexInt(n)
	return nil
}

func trimQuotes(b []byte) []byte {
	if len(b) >= 2 && b[0] == '"' && b[len(b)-1] == '"' {
		return b[1 : len(b)-1]
	}
	return b
}

// siteCaptcha (an addition) answers the captcha image of a site's sign-in
// as a data: URL, for the site dialog; the body is the dialog's fields, as
// for site/save_site, whose `captcha` then carries the answer.
func (s *Server) siteCaptcha(w http.ResponseWriter, r *http.Request) (any, error) {
	var in ptsites.SaveInput
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	img, err := s.Sites.Captcha(r.Context(), in)
	if err != nil {
		return nil, err
	}
	return map[string]string{"image": "data:" + img.ContentType + ";base64," + base64.StdEncoding.EncodeToString(img.Image)}, nil
}
