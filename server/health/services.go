// Package health watches the services a user configured — media servers,
// download clients and the metadata sites — with a background checker,
// stores each one's health, keeps hourly success counts for the health
// dialog, and sums it all up for the settings hub's banner.
package health

import (
	"context"
	"net/url"
	"reflect"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/settings"
)

// Prober checks media servers and download clients; clients.Checker is
// the real one. Its errors are *clients.Error, safe to show and store.
type Prober interface {
	CheckMediaServer(ctx context.Context, m clients.MediaServer) (string, error)
	CheckDownloadClient(ctx context.Context, d clients.DownloadClient) (string, error)
}

// Probes is everything a round of checks talks to.
type Probes struct {
	Clients  Prober
	Metadata MetadataProber
}

// Service is one configured service.
type Service struct {
	Kind    string // settings.Kind*
	Name    string // entry name, or douban / tmdb / fanart
	Display string // e.g. Emby(默认), TMDB
	Health  settings.Health
	// Href is the UI route that edits this service (an addition the hub,
	// the banner and the health dialog link to).
	Href  string
	probe func(ctx context.Context, p Probes) (string, error)
	// same reports whether the stored configuration is still the one
	// probed: a result for settings changed meanwhile is dropped.
	same func(ctx context.Context, g settings.Getter) (bool, error)
}

// Key names the service in the hourly history.
func (s Service) Key() string { return s.Kind + "." + s.Name }

// typeLabels are the product names shown for service types.
var typeLabels = map[string]string{
	"emby": "Emby", "jellyfin": "Jellyfin", "plex": "Plex",
	"qbittorrent": "qBittorrent", "transmission": "Transmission", "aria2": "Aria2",
}

func display(typ, name string) string {
	label := typeLabels[typ]
	if label == "" {
		label = typ
	}
	return label + "(" + name + ")"
}

// editHref is the settings screen of one list entry, e.g.
// /setting/edit-media-server?name=默认&type=emby.
func editHref(path, typ, name string) string {
	return path + "?" + url.Values{"type": {typ}, "name": {name}}.Encode()
}

// Configured lists every configured service with its stored health: media
// servers, download clients, then the metadata sites that have a key (a
// cookie for Douban).
func Configured(ctx context.Context, g settings.Getter) ([]Service, error) {
	media, err := listed(ctx, g, settings.MediaServersSection, settings.KindMediaServer, "/setting/edit-media-server",
		func(e settings.MediaServerEntry) string { return e.Type },
		func(ctx context.Context, p Probes, e settings.MediaServerEntry) (string, error) {
			return CheckMediaServer(ctx, p.Clients, e.Legacy())
		})
	if err != nil {
		return nil, err
	}
	downloads, err := listed(ctx, g, settings.DownloadClientsSection, settings.KindDownloadClient, "/setting/edit-download-client",
		func(e settings.DownloadClientEntry) string { return e.Type },
		func(ctx context.Context, p Probes, e settings.DownloadClientEntry) (string, error) {
			return CheckDownloadClient(ctx, p.Clients, e.Legacy())
		})
	if err != nil {
		return nil, err
	}
	out := append(media, downloads...)
	meta, err := settings.MovieMetadataSection.Load(ctx, g)
	if err != nil {
		return nil, err
	}
	out = append(out, metadataServices(meta)...)
	for i := range out {
		if out[i].Health, err = settings.HealthSection(out[i].Kind, out[i].Name).Load(ctx, g); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// listed is one service per entry of a list section (media servers,
// download clients): typ names its product, probe checks it.
func listed[E named](ctx context.Context, g settings.Getter, sec settings.Section[[]E], kind, editPath string,
	typ func(E) string, probe func(context.Context, Probes, E) (string, error)) ([]Service, error) {
	list, err := sec.Load(ctx, g)
	if err != nil {
		return nil, err
	}
	var out []Service
	for _, e := range list {
		name := e.EntryName()
		out = append(out, Service{Kind: kind, Name: name, Display: display(typ(e), name),
			Href:  editHref(editPath, typ(e), name),
			probe: func(ctx context.Context, p Probes) (string, error) { return probe(ctx, p, e) },
			same:  sameEntry(sec, e)})
	}
	return out, nil
}

// CheckMediaServer and CheckDownloadClient check one configured service
// with p (the background checker here, the settings screens in api).
func CheckMediaServer(ctx context.Context, p Prober, m settings.MediaServer) (string, error) {
	return p.CheckMediaServer(ctx, clients.MediaServer{Type: m.Type, URL: m.URL, Token: m.Token})
}

func CheckDownloadClient(ctx context.Context, p Prober, d settings.DownloadClient) (string, error) {
	return p.CheckDownloadClient(ctx, clients.DownloadClient{
		Type: d.Type, URL: d.URL, Username: d.Username, Password: d.Password, NeedLogin: d.NeedLogin})
}

// named is a list entry with a name.
type named interface{ EntryName() string }

// sameEntry reports whether the list still holds e unchanged.
func sameEntry[E named](sec settings.Section[[]E], e E) func(context.Context, settings.Getter) (bool, error) {
	return func(ctx context.Context, g settings.Getter) (bool, error) {
		list, err := sec.Load(ctx, g)
		if err != nil {
			return false, err
		}
		for _, x := range list {
			if x.EntryName() == e.EntryName() {
				return reflect.DeepEqual(x, e), nil
			}
		}
		return false, nil
	}
}
