package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/sites"
)

// catalogueRoutes: the lists other screens pick from — supported sites
// (common/sites; configured sites are site/get_sites in site_routes.go).
func (s *Server) catalogueRoutes() {
	s.mux.Handle("GET /api/common/sites", s.signedIn(s.siteCatalogue))
}

// catalogueSite is a common/sites entry; site_type (an addition) tells the
// add-site form what to ask for: cardigann (cookie or account), mteam and
// torznab (an API key); "" = no definition (the site cannot be added).
type catalogueSite struct {
	sites.Meta
	SiteType string `json:"site_type"`
	// Captcha (an addition): the sign-in asks for a captcha (site/captcha).
	Captcha bool `json:"captcha,omitempty"`
	// Settings (an addition): the definition's own settings the site
	// dialog shows under its fields (info ones read-only).
	Settings []siteSetting `json:"settings,omitempty"`
}

// siteSetting is one of a definition's settings as the dialog draws it.
type siteSetting struct {
	Name    string          `json:"name"`
	Type    string          `json:"type"` // checkbox | select | text | password | info
	Label   string          `json:"label"`
	Default string          `json:"default"`
	Options []settingOption `json:"options,omitempty"` // a select's, in order
}

type settingOption struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// settingsOf lists what the dialog shows of def's settings; a password
// setting's default is not answered.
func settingsOf(def *indexer.Definition) []siteSetting {
	var out []siteSetting
	for _, f := range def.Settings {
		if !indexer.ShownSetting(f) {
			continue
		}
		x := siteSetting{Name: f.Name, Type: f.Type, Label: f.Label, Default: f.Default}
		if !indexer.UserSetting(f) {
			x.Type = "info"
		}
		switch f.Type {
		case "checkbox":
			x.Default, _ = indexer.CheckSetting(f, f.Default)
		case "password":
			x.Default = ""
		}
		for _, o := range f.Options {
			x.Options = append(x.Options, settingOption{o.Key, o.Value})
		}
		out = append(out, x)
	}
	return out
}

// siteCatalogue answers the built-in catalogue plus the sites of the
// user's own definitions (<data>/indexers/*.yml).
func (s *Server) siteCatalogue(w http.ResponseWriter, r *http.Request) (any, error) {
	var list []catalogueSite
	for _, m := range sites.Catalogue() {
		list = append(list, catalogueSite{Meta: m, SiteType: s.siteType(m.ID), Captcha: s.hasCaptcha(m.ID), Settings: s.siteSettings(m.ID)})
	}
	if s.sites == nil {
		return list, nil
	}
	for _, id := range s.sites.Definitions().IDs() {
		if d := s.sites.Definition(id); !sites.Known(id) && len(d.Links) > 0 {
			list = append(list, catalogueSite{Meta: sites.Meta{ID: id, Name: d.Name, Domain: d.Links[0]}, SiteType: d.Engine(), Captcha: d.Login.Captcha != nil,
				Settings: settingsOf(d)})
		}
	}
	return list, nil
}

func (s *Server) siteType(id string) string {
	if s.sites == nil {
		return ""
	}
	if d := s.sites.Definition(id); d != nil {
		return d.Engine()
	}
	return ""
}

func (s *Server) siteSettings(id string) []siteSetting {
	if s.sites == nil || s.sites.Definition(id) == nil {
		return nil
	}
	return settingsOf(s.sites.Definition(id))
}

func (s *Server) hasCaptcha(id string) bool {
	if s.sites == nil {
		return false
	}
	d := s.sites.Definition(id)
	return d != nil && d.Login.Captcha != nil
}
