package settings

import (
	"net/url"
	"strings"
)

// MovieMetadata is the /setup/movie-metadata form. Both keys are secrets.
type MovieMetadata struct {
	TMDBAPIKey   string `json:"tmdb_api_key"`
	FanartAPIKey string `json:"fanart_api_key"`
	Proxies      string `json:"proxies"` // http(s) or socks5 proxy for the metadata sites; may be empty
}

// MetadataSetting is the stored record, shared by the wizard's form
// (MovieMetadata: TMDB key, FanArt key, one proxy) and the settings pages
// for Douban, TMDB and FanArt, which keep a proxy per site. Every field but
// the proxies is a secret.
type MetadataSetting struct {
	TMDBAPIKey    string `json:"tmdb_api_key"`
	FanartAPIKey  string `json:"fanart_api_key"`
	Proxies       string `json:"proxies"` // TMDB's proxy (the wizard's only one)
	FanartProxies string `json:"fanart_proxies"`
	DoubanCookie  string `json:"douban_cookie"`
	// Hosts are the services' base addresses (not secrets).
	Hosts MetadataHosts `json:"hosts"`
}

// MovieMetadataSection is stored under "config.movie_metadata".
// Its Hosts stay empty until the user sets one, so --metadata-hosts (or
// MR_METADATA_HOSTS) applies to every address the user left alone.
var MovieMetadataSection = Section[MetadataSetting]{Key: "config.movie_metadata", Default: func() MetadataSetting {
	return MetadataSetting{}
}}

// Legacy is the record as the wizard's form shows it.
func (m MetadataSetting) Legacy() MovieMetadata {
	return MovieMetadata{TMDBAPIKey: m.TMDBAPIKey, FanartAPIKey: m.FanartAPIKey, Proxies: m.Proxies}
}

// Apply writes the wizard's form into the record: its one proxy serves
// both TMDB and FanArt, as it did there; the Douban cookie stays.
func (m *MetadataSetting) Apply(v MovieMetadata) {
	m.TMDBAPIKey, m.FanartAPIKey, m.Proxies, m.FanartProxies = v.TMDBAPIKey, v.FanartAPIKey, v.Proxies, v.Proxies
}

// Validate checks the form and returns the record to store.
func (in MovieMetadata) Validate() (MovieMetadata, error) {
	var out MovieMetadata
	var err error
	if out.TMDBAPIKey, err = checkText("TMDB API密钥", in.TMDBAPIKey, true, maxSecretLen); err != nil {
		return out, err
	}
	if out.FanartAPIKey, err = checkText("FanArt API密钥", in.FanartAPIKey, false, maxSecretLen); err != nil {
		return out, err
	}
	if out.Proxies, err = checkProxy(in.Proxies); err != nil {
		return out, err
	}
	return out, nil
}

// checkProxy accepts an empty value or a proxy URL with a host. A proxy may
// carry its own user and password, so the message never quotes the value.
func checkProxy(raw string) (string, error) {
	s, err := checkText("代理设置", raw, false, maxURLLen)
	if err != nil || s == "" {
		return s, err
	}
	u, perr := url.Parse(s)
	if perr != nil || u.Hostname() == "" {
		return "", invalid("代理设置必须是以http://、https://或socks5://开头的地址")
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https", "socks5", "socks5h":
		return s, nil
	}
	return "", invalid("代理设置必须是以http://、https://或socks5://开头的地址")
}
