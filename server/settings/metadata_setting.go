package settings

// DoubanInput is the body of setting/save_douban.
type DoubanInput struct {
	Cookie string `json:"cookie"`
}

// maxCookieLen is the form's limit (screens.md /setting/edit-douban).
const maxCookieLen = 2000

// Validate checks the form; the cookie is a secret and never quoted.
func (in DoubanInput) Validate() (string, error) {
	return checkText("Cookie", in.Cookie, true, maxCookieLen)
}

// APIKeyInput is the body of setting/save_tmdb and setting/save_fanart.
type APIKeyInput struct {
	APIKey  string `json:"api_key"`
	Proxies string `json:"proxies"`
}

// SiteKey is a validated API key and proxy of one metadata site.
type SiteKey struct {
	APIKey  string
	Proxies string
}

// TMDBInput and FanartInput name their key field in messages.
type (
	TMDBInput   APIKeyInput
	FanartInput APIKeyInput
)

// Validate checks the TMDB form.
func (in TMDBInput) Validate() (SiteKey, error) { return APIKeyInput(in).check("TMDB API密钥") }

// Validate checks the FanArt form.
func (in FanartInput) Validate() (SiteKey, error) { return APIKeyInput(in).check("FanArt API密钥") }

func (in APIKeyInput) check(label string) (SiteKey, error) {
	key, err := checkText(label, in.APIKey, true, maxSecretLen)
	if err != nil {
		return SiteKey{}, err
	}
	proxy, err := checkProxy(in.Proxies)
	if err != nil {
		return SiteKey{}, err
	}
	return SiteKey{APIKey: key, Proxies: proxy}, nil
}

// SetDouban, SetTMDB and SetFanart write one site's settings.
func (m *MetadataSetting) SetDouban(cookie string) { m.DoubanCookie = cookie }
func (m *MetadataSetting) SetTMDB(k SiteKey)       { m.TMDBAPIKey, m.Proxies = k.APIKey, k.Proxies }
func (m *MetadataSetting) SetFanart(k SiteKey)     { m.FanartAPIKey, m.FanartProxies = k.APIKey, k.Proxies }
