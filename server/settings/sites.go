package settings

// Site is one configured PT site (api-contract §2.8 site/get_sites), saved
// by site/save_site (package ptsites) after its sign-in was verified. The
// password and API key are kept apart (ptsites' own table), never here, so
// no answer can carry them.
type Site struct {
	ID                      int64   `json:"id"`
	SiteName                string  `json:"site_name"` // catalogue id (sites.Meta.ID)
	Alias                   string  `json:"alias"`
	Username                string  `json:"username"`
	ShareRate               float64 `json:"share_rate"`
	UploadSize              float64 `json:"upload_size"`   // MB
	DownloadSize            float64 `json:"download_size"` // MB
	Status                  int     `json:"status"`
	WebSearch               int     `json:"web_search"`
	SmartDownload           int     `json:"smart_download"`
	TrafficManagementStatus int     `json:"traffic_management_status"`
	UploadKPI               int     `json:"upload_kpi"` // GB
	Cookie                  string  `json:"cookie"`
	Proxies                 string  `json:"proxies"`
	UserAgent               string  `json:"user_agent"`
	AuthUsername            string  `json:"auth_username"`
	// Additions: the site's address when it is not the definition's
	// (a mirror, or a loopback stand-in in tests), and its own search limit
	// per hour (0 = the definition's default, 20).
	SiteURL     string `json:"site_url"`
	SearchLimit int    `json:"search_limit"`
	// CookieSource says where the cookie came from: "" typed in the site
	// dialog, or "CookieCloud 2006-01-02 15:04" when a sync stored it.
	CookieSource string `json:"cookie_source"`
	// Settings are the user's values of the site definition's own
	// settings (checkbox "true"/"false", a select's key, text) by name;
	// password-type ones are kept with the site's secrets instead.
	Settings map[string]string `json:"settings,omitempty"`
}

// SitesSection is the list of configured sites.
var SitesSection = Section[[]Site]{Key: "site.sites", Default: func() []Site { return []Site{} }}
