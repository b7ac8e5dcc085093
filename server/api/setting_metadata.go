package api

import (
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

type siteKeyJSON struct {
	APIKey  string `json:"api_key"`
	Proxies string `json:"proxies"`
}

type movieMetadataJSON struct {
	DoubanStatus int               `json:"douban_status"`
	TMDBStatus   int               `json:"tmdb_status"`
	FanartStatus int               `json:"fanart_status"`
	Douban       map[string]string `json:"douban"`
	TMDB         siteKeyJSON       `json:"tmdb"`
	Fanart       siteKeyJSON       `json:"fanart"`
	// Health is an addition: each site's last check, to say why it is 异常.
	Health map[string]settings.Health `json:"health"`
	// Hosts is an addition: the services' base addresses the user set
	// ("" = the default, which DefaultHosts names: the public host, or
	// --metadata-hosts').
	Hosts        settings.MetadataHosts `json:"hosts"`
	DefaultHosts settings.MetadataHosts `json:"default_hosts"`
}

// getMovieMetadata: GET /api/setting/get_movie_metadata. A site without a
// key (or cookie) is 未设置 whatever an older check said.
func (s *Server) getMovieMetadata(w http.ResponseWriter, r *http.Request) (any, error) {
	ctx := r.Context()
	m, err := settings.MovieMetadataSection.Load(ctx, s.Store)
	if err != nil {
		return nil, err
	}
	out := movieMetadataJSON{
		Douban:       map[string]string{"cookie": m.DoubanCookie},
		TMDB:         siteKeyJSON{m.TMDBAPIKey, m.Proxies},
		Fanart:       siteKeyJSON{m.FanartAPIKey, m.FanartProxies},
		Health:       map[string]settings.Health{},
		Hosts:        m.Hosts.Explicit(),
		DefaultHosts: settings.DefaultMetadataHosts(),
	}
	for _, site := range []struct {
		name       string
		configured bool
		status     *int
	}{
		{"douban", m.DoubanCookie != "", &out.DoubanStatus},
		{"tmdb", m.TMDBAPIKey != "", &out.TMDBStatus},
		{"fanart", m.FanartAPIKey != "", &out.FanartStatus},
	} {
		h := settings.Health{}
		if site.configured {
			if h, err = settings.HealthSection(settings.KindMetadata, site.name).Load(ctx, s.Store); err != nil {
				return nil, err
			}
		}
		*site.status, out.Health[site.name] = h.Status, h
	}
	return out, nil
}

// kicked runs h and, when it succeeded, asks the health checker for an
// early round, so a newly saved key shows its status within seconds.
func (s *Server) kicked(h HandlerFunc) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		data, err := h(w, r)
		if err == nil && s.HealthKick != nil {
			s.HealthKick()
		}
		return data, err
	}
}

// testMetadataHosts: POST /api/setting/test_metadata_hosts (an addition)
// with the form's addresses, saved or not ("" = the default): each is
// asked what the clients ask it. Every address answering is a success;
// otherwise the refusal names each that did not, and why.
func (s *Server) testMetadataHosts(w http.ResponseWriter, r *http.Request) (any, error) {
	var in settings.MetadataHosts
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	h, err := in.Validate()
	if err != nil {
		return nil, err
	}
	checks, err := s.Metadata.CheckHosts(r.Context(), h)
	if err != nil {
		return nil, err
	}
	var failed []string
	for _, c := range checks {
		if !c.OK {
			failed = append(failed, c.Label+"（"+c.URL+"）"+c.Message)
		}
	}
	if len(failed) > 0 {
		return nil, Error{Message: "无法使用：" + strings.Join(failed, "；")}
	}
	return Result{Message: "全部地址可以访问", Data: checks}, nil
}
