package plugins

import (
	"context"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/movie-robot/web-console/server/plugins/bundled"
)

// Plugin is the API's plugin card (api-contract §2.13 Plugin).
type Plugin struct {
	ID           string        `json:"id"`
	PluginName   string        `json:"pluginName"`
	Title        string        `json:"title"`
	Description  string        `json:"description"`
	Author       string        `json:"author"`
	LogoURL      string        `json:"logoUrl"`
	LocalVersion string        `json:"localVersion,omitempty"`
	LastVersion  string        `json:"lastVersion"`
	GithubURL    string        `json:"githubUrl,omitempty"`
	HelpDocURL   string        `json:"helpDocUrl,omitempty"`
	PayImageURL  string        `json:"payImageUrl,omitempty"`
	Installed    bool          `json:"installed"`
	HasNew       bool          `json:"hasNew"`
	HasConfig    bool          `json:"hasConfig"`
	ConfigField  []ConfigField `json:"configField,omitempty"`
}

// PluginVersion is one version (api-contract §2.13 PluginVersion).
type PluginVersion struct {
	Version      string        `json:"version"`
	GmtCreate    string        `json:"gmtCreate"`
	Changelog    string        `json:"changelog"`
	ConfigField  []ConfigField `json:"configField,omitempty"`
	Dependencies string        `json:"dependencies,omitempty"`
}

func logoURL(name string) string { return "/plugins/" + name + "/logo.jpg" }

func fromListing(l Listing) Plugin {
	p := Plugin{ID: l.Name, PluginName: l.Name, Title: l.Title, Description: l.Description, Author: l.Author,
		LogoURL: l.LogoURL, LastVersion: l.Versions[0].Version, GithubURL: l.GithubURL, HelpDocURL: l.HelpDocURL,
		PayImageURL: l.PayImageURL, ConfigField: l.Versions[0].ConfigField}
	if p.LogoURL == "" && l.bundled {
		p.LogoURL = logoURL(l.Name)
	}
	p.HasConfig = len(p.ConfigField) > 0
	return p
}

// merge marks p with what is installed as i.
func (p *Plugin) merge(i Installed) {
	p.Installed, p.LocalVersion, p.LogoURL = true, i.Version, logoURL(i.Name)
	p.HasNew = p.LastVersion != "" && compareVersions(p.LastVersion, i.Version) > 0
	p.ConfigField, p.HasConfig = i.Config, len(i.Config) > 0
}

// Market lists every market plugin, marked when installed.
func (s *Service) Market(ctx context.Context) []Plugin {
	list, _ := s.market(ctx)
	inst := map[string]Installed{}
	for _, i := range s.Installed() {
		inst[i.Name] = i
	}
	out := []Plugin{}
	for _, l := range list {
		p := fromListing(l)
		if i, ok := inst[l.Name]; ok {
			p.merge(i)
		}
		out = append(out, p)
	}
	return out
}

// InstalledPlugins lists the installed plugins with market news.
func (s *Service) InstalledPlugins(ctx context.Context) []Plugin {
	list, _ := s.market(ctx)
	byName := map[string]Listing{}
	for _, l := range list {
		byName[l.Name] = l
	}
	out := []Plugin{}
	for _, i := range s.Installed() {
		p := Plugin{ID: i.Name, PluginName: i.Name, Title: i.Title, Description: i.Description, Author: i.Author,
			GithubURL: i.GithubURL, HelpDocURL: i.HelpDocURL}
		if l, ok := byName[i.Name]; ok {
			p = fromListing(l)
		}
		p.merge(i)
		out = append(out, p)
	}
	return out
}

// Detail is one plugin, installed or in a market.
func (s *Service) Detail(ctx context.Context, id string) (Plugin, error) {
	for _, p := range append(s.InstalledPlugins(ctx), s.Market(ctx)...) {
		if p.ID == id {
			return p, nil
		}
	}
	return Plugin{}, errorf("没有找到插件 %s", id)
}

// Versions lists a plugin's versions, newest first: the market's, or the
// installed one alone for a plugin installed from a file.
func (s *Service) Versions(ctx context.Context, id string) ([]PluginVersion, error) {
	if l, err := s.listing(ctx, id); err == nil {
		out := make([]PluginVersion, 0, len(l.Versions))
		for _, r := range l.Versions {
			out = append(out, PluginVersion{Version: r.Version, GmtCreate: r.GmtCreate, Changelog: r.Changelog,
				ConfigField: r.ConfigField, Dependencies: dependencyText(r.Dependencies)})
		}
		return out, nil
	}
	i, err := s.load(id)
	if err != nil {
		return nil, errorf("没有找到插件 %s", id)
	}
	return []PluginVersion{{Version: i.Version, Changelog: "- 从文件安装的版本", ConfigField: i.Config}}, nil
}

// Version is one version of a plugin.
func (s *Service) Version(ctx context.Context, id, version string) (PluginVersion, error) {
	all, err := s.Versions(ctx, id)
	if err != nil {
		return PluginVersion{}, err
	}
	for _, v := range all {
		if v.Version == version || version == "" {
			return v, nil
		}
	}
	return PluginVersion{}, errorf("插件 %s 没有版本 %s", id, version)
}

func dependencyText(d any) string {
	switch v := d.(type) {
	case nil:
		return ""
	case string:
		return v
	default:
		b, _ := jsonText(v)
		return b
	}
}

// Logo returns the plugin's logo image (installed folder first, then the
// bundled copy) and its type; ok is false when there is none.
func (s *Service) Logo(name string) (body []byte, contentType string, ok bool) {
	if !namePattern.MatchString(name) {
		return nil, "", false
	}
	if i, err := s.load(name); err == nil && i.Logo != "" {
		body, _ = os.ReadFile(filepath.Join(i.Dir, filepath.FromSlash(i.Logo)))
	} else if raw, err := fs.ReadFile(bundled.FS, name+"/manifest.json"); err == nil {
		if m, err := ParseManifest(raw); err == nil && m.Logo != "" {
			body, _ = fs.ReadFile(bundled.FS, name+"/"+m.Logo)
		}
	}
	ct := http.DetectContentType(body)
	if len(body) == 0 || !strings.HasPrefix(ct, "image/") {
		return nil, "", false // only real images: a plugin cannot serve HTML from our origin
	}
	return body, ct, true
}
