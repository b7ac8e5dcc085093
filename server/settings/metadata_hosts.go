package settings

// MetadataHosts are the base addresses of the metadata services. They are
// settings because self-hosters use mirrors (and tests use loopback
// stand-ins); the defaults are the real public hosts.
type MetadataHosts struct {
	TMDBAPIBase      string `json:"tmdb_api_base"`
	TMDBImageBase    string `json:"tmdb_image_base"`
	DoubanRexxarBase string `json:"douban_rexxar_base"`
	DoubanFrodoBase  string `json:"douban_frodo_base"`
}

// The public hosts, used when nothing else is set.
const (
	DefaultTMDBAPIBase      = "https://api.themoviedb.org/3"
	DefaultTMDBImageBase    = "https://image.tmdb.org/t/p"
	DefaultDoubanRexxarBase = "https://m.douban.com/rexxar/api/v2"
	DefaultDoubanFrodoBase  = "https://frodo.douban.com/api/v2"
)

// DefaultMetadataHosts are the public hosts.
func DefaultMetadataHosts() MetadataHosts {
	return MetadataHosts{DefaultTMDBAPIBase, DefaultTMDBImageBase, DefaultDoubanRexxarBase, DefaultDoubanFrodoBase}
}

// WithDefaults fills every empty address with its public default (a record
// saved before these fields existed decodes with them empty).
func (h MetadataHosts) WithDefaults() MetadataHosts {
	d := DefaultMetadataHosts()
	for _, p := range []struct {
		v   *string
		def string
	}{
		{&h.TMDBAPIBase, d.TMDBAPIBase}, {&h.TMDBImageBase, d.TMDBImageBase},
		{&h.DoubanRexxarBase, d.DoubanRexxarBase}, {&h.DoubanFrodoBase, d.DoubanFrodoBase},
	} {
		if *p.v == "" {
			*p.v = p.def
		}
	}
	return h
}

// Validate checks each address (an empty one means the public default).
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
	} {
		v, err := checkHTTPURL(f.label, f.in, false)
		if err != nil {
			return MetadataHosts{}, err
		}
		*f.out = v
	}
	return out.WithDefaults(), nil
}

// SetHosts writes the metadata base addresses.
func (m *MetadataSetting) SetHosts(h MetadataHosts) { m.Hosts = h }
