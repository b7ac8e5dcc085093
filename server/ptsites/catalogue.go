package ptsites

import (
	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/sites"
)

// CatalogueSite is a site the user can add (common/sites); SiteType, an
// addition, tells the add-site form what to ask for: cardigann (cookie or
// account), mteam and torznab (an API key); "" = no definition (the site
// cannot be added).
type CatalogueSite struct {
	sites.Meta
	SiteType string `json:"site_type"`
	// Captcha (an addition): the sign-in asks for a captcha (site/captcha).
	Captcha bool `json:"captcha,omitempty"`
	// Settings (an addition): the definition's own settings the site
	// dialog shows under its fields (info ones read-only).
	Settings []DefinitionSetting `json:"settings,omitempty"`
}

// DefinitionSetting is one of a definition's settings as the dialog draws it.
type DefinitionSetting struct {
	Name    string          `json:"name"`
	Type    string          `json:"type"` // checkbox | select | text | password | info
	Label   string          `json:"label"`
	Default string          `json:"default"`
	Options []SettingOption `json:"options,omitempty"` // a select's, in order
}

// SettingOption is one choice of a select setting.
type SettingOption struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// Catalogue is the built-in catalogue plus the sites of the user's own
// definitions (<data>/indexers/*.yml).
func (s *Service) Catalogue() []CatalogueSite {
	var list []CatalogueSite
	for _, m := range sites.Catalogue() {
		c := CatalogueSite{Meta: m}
		if d := s.Definition(m.ID); d != nil {
			c.SiteType, c.Captcha, c.Settings = d.Engine(), d.Login.Captcha != nil, settingsOf(d)
		}
		list = append(list, c)
	}
	for _, id := range s.Definitions().IDs() {
		if d := s.Definition(id); !sites.Known(id) && len(d.Links) > 0 {
			list = append(list, CatalogueSite{Meta: sites.Meta{ID: id, Name: d.Name, Domain: d.Links[0]}, SiteType: d.Engine(),
				Captcha: d.Login.Captcha != nil, Settings: settingsOf(d)})
		}
	}
	return list
}

// settingsOf lists what the dialog shows of def's settings; a password
// setting's default is not answered.
func settingsOf(def *indexer.Definition) []DefinitionSetting {
	var out []DefinitionSetting
	for _, f := range def.Settings {
		if !indexer.ShownSetting(f) {
			continue
		}
		x := DefinitionSetting{Name: f.Name, Type: f.Type, Label: f.Label, Default: f.Default}
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
			x.Options = append(x.Options, SettingOption{o.Key, o.Value})
		}
		out = append(out, x)
	}
	return out
}
