package settings

import (
	"fmt"
	"strings"
	"sync/atomic"
)

// MetadataHosts are the base addresses of the metadata services. They are
// settings because self-hosters use mirrors (and tests use loopback
// stand-ins); the defaults are the real public hosts.
type MetadataHosts struct {
	TMDBAPIBase      string `json:"tmdb_api_base"`
	TMDBImageBase    string `json:"tmdb_image_base"`
	DoubanRexxarBase string `json:"douban_rexxar_base"`
	DoubanFrodoBase  string `json:"douban_frodo_base"`
	FanartAPIBase    string `json:"fanart_api_base"`
}

// The public hosts, used when nothing else is set.
const (
	DefaultTMDBAPIBase      = "https://api.themoviedb.org/3"
	DefaultTMDBImageBase    = "https://image.tmdb.org/t/p"
	DefaultDoubanRexxarBase = "https://m.douban.com/rexxar/api/v2"
	DefaultDoubanFrodoBase  = "https://frodo.douban.com/api/v2"
	DefaultFanartAPIBase    = "https://webservice.fanart.tv/v3"
)

// defaultHosts stand in for every address the 元数据 settings leave empty:
// the public hosts, unless the binary was started with --metadata-hosts.
var defaultHosts atomic.Pointer[MetadataHosts]

// DefaultMetadataHosts are the addresses used when nothing else is set.
func DefaultMetadataHosts() MetadataHosts {
	if h := defaultHosts.Load(); h != nil {
		return *h
	}
	return MetadataHosts{DefaultTMDBAPIBase, DefaultTMDBImageBase, DefaultDoubanRexxarBase, DefaultDoubanFrodoBase,
		DefaultFanartAPIBase}
}

// UseDefaultMetadataHosts replaces the public hosts as the defaults (a LAN
// mirror for a whole install; tests point them at a closed loopback port so
// no screen reaches the internet). Empty fields keep the public host.
func UseDefaultMetadataHosts(h MetadataHosts) {
	defaultHosts.Store(nil)
	h = h.WithDefaults()
	defaultHosts.Store(&h)
}

// ParseMetadataHosts reads "tmdb_api_base=URL,douban_frodo_base=URL,…"
// (the JSON names of MetadataHosts), checking every address given.
func ParseMetadataHosts(list string) (MetadataHosts, error) {
	var h MetadataHosts
	fields := map[string]*string{"tmdb_api_base": &h.TMDBAPIBase, "tmdb_image_base": &h.TMDBImageBase,
		"douban_rexxar_base": &h.DoubanRexxarBase, "douban_frodo_base": &h.DoubanFrodoBase, "fanart_api_base": &h.FanartAPIBase}
	for _, part := range strings.Split(list, ",") {
		if part = strings.TrimSpace(part); part == "" {
			continue
		}
		name, value, _ := strings.Cut(part, "=")
		f, ok := fields[strings.TrimSpace(name)]
		if !ok {
			return h, fmt.Errorf("unknown metadata host %q (tmdb_api_base, tmdb_image_base, douban_rexxar_base, douban_frodo_base, fanart_api_base)", name)
		}
		v, err := checkHTTPURL(name, strings.TrimSpace(value), true)
		if err != nil {
			return h, err
		}
		*f = v
	}
	return h, nil
}

// WithDefaults fills every address the user did not set with the default
// (the public host, or --metadata-hosts').
func (h MetadataHosts) WithDefaults() MetadataHosts {
	h, d := h.Explicit(), DefaultMetadataHosts()
	for _, p := range []struct {
		v   *string
		def string
	}{
		{&h.TMDBAPIBase, d.TMDBAPIBase}, {&h.TMDBImageBase, d.TMDBImageBase},
		{&h.DoubanRexxarBase, d.DoubanRexxarBase}, {&h.DoubanFrodoBase, d.DoubanFrodoBase},
		{&h.FanartAPIBase, d.FanartAPIBase},
	} {
		if *p.v == "" {
			*p.v = p.def
		}
	}
	return h
}

// Explicit are the addresses the user set: a public host stored by an
// older version (its wizard wrote them all) counts as not set, so the
// binary's own defaults apply to it.
func (h MetadataHosts) Explicit() MetadataHosts {
	for _, p := range []struct {
		v      *string
		public string
	}{
		{&h.TMDBAPIBase, DefaultTMDBAPIBase}, {&h.TMDBImageBase, DefaultTMDBImageBase},
		{&h.DoubanRexxarBase, DefaultDoubanRexxarBase}, {&h.DoubanFrodoBase, DefaultDoubanFrodoBase},
		{&h.FanartAPIBase, DefaultFanartAPIBase},
	} {
		if strings.TrimRight(*p.v, "/") == p.public {
			*p.v = ""
		}
	}
	return h
}

// Validate checks each address (an empty one means the default).
func (h MetadataHosts) Validate() (MetadataHosts, error) {
	var out MetadataHosts
	for _, f := range []struct {
		label string
		in    string
		out   *string
	}{
		{"TMDB API地址", h.TMDBAPIBase, &out.TMDBAPIBase},
		{"TMDB图片地址", h.TMDBImageBase, &out.TMDBImageBase},
		{"豆瓣移动版API地址", h.DoubanRexxarBase, &out.DoubanRexxarBase},
		{"豆瓣Frodo API地址", h.DoubanFrodoBase, &out.DoubanFrodoBase},
		{"FanArt API地址", h.FanartAPIBase, &out.FanartAPIBase},
	} {
		v, err := checkHTTPURL(f.label, f.in, false)
		if err != nil {
			return MetadataHosts{}, err
		}
		*f.out = strings.TrimRight(v, "/")
	}
	return out.Explicit(), nil // empty: the default, whatever it is when used
}

// SetHosts writes the metadata base addresses.
func (m *MetadataSetting) SetHosts(h MetadataHosts) { m.Hosts = h }
