package settings

// Site is one configured PT site (api-contract §2.8 site/get_sites). The
// site screens of a later issue add, edit and refresh them; until then the
// list a fresh install answers is empty, and the search dialog and filters
// show no site to pick.
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
}

// SitesSection is the list of configured sites.
var SitesSection = Section[[]Site]{Key: "site.sites", Default: func() []Site { return []Site{} }}
