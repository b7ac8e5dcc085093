package settings

import "slices"

// DownloadClientEntry is one download client of the settings hub's list
// (api-contract §2.4 get_download_client). Exactly one entry of a non-empty
// list is the default: the one the setup wizard's single form edits.
type DownloadClientEntry struct {
	Type               string   `json:"type"` // qbittorrent, transmission, aria2
	Name               string   `json:"name"` // unique
	URL                string   `json:"url"`
	Username           string   `json:"username"`
	Password           string   `json:"password"` // secret
	Secret             string   `json:"secret"`   // aria2 RPC secret
	NeedLogin          bool     `json:"need_login"`
	MonitorAllTorrents bool     `json:"monitor_all_torrents"`
	IsDefault          bool     `json:"is_default"`
	SiteID             []string `json:"site_id"` // null = every site
}

// DownloadClientsSection is stored under "config.download_clients" (the
// wizard's old single record was migrated into it, see store migration 3).
var DownloadClientsSection = Section[[]DownloadClientEntry]{Key: "config.download_clients", Default: func() []DownloadClientEntry {
	return []DownloadClientEntry{}
}}

// DownloadClientEntryInput is the body of setting/save_download_client.
type DownloadClientEntryInput struct {
	DownloadClientEntry
	EditName *string `json:"edit_name"` // original name; null when new
}

// Site lists are bounded like everything else; there are a few hundred
// supported sites at most.
const (
	maxSites  = 500
	maxSiteID = 64
)

// Validate checks the form and returns the entry to store. The account
// rules are the wizard's (see DownloadClientInput.Validate); aria2 instead
// needs its RPC secret.
func (in DownloadClientEntryInput) Validate() (DownloadClientEntry, error) {
	pass := in.Password
	if in.Type == "aria2" {
		pass = in.Secret
	}
	core, err := DownloadClientInput{Type: in.Type, URL: in.URL, Username: in.Username, Password: pass,
		NeedLogin: in.NeedLogin, MonitorAllTorrents: in.MonitorAllTorrents}.Validate()
	if err != nil {
		return DownloadClientEntry{}, err
	}
	out := DownloadClientEntry{Type: core.Type, URL: core.URL, Username: core.Username, Password: core.Password,
		NeedLogin: core.NeedLogin, MonitorAllTorrents: core.MonitorAllTorrents, IsDefault: in.IsDefault}
	if out.Name, err = checkName("名称", in.Name); err != nil {
		return DownloadClientEntry{}, err
	}
	if core.Type == "aria2" {
		if core.Password == "" {
			return DownloadClientEntry{}, invalid("RPC密钥不能为空")
		}
		out.Secret, out.Password = core.Password, ""
	}
	if out.SiteID, err = checkSites(in.SiteID); err != nil {
		return DownloadClientEntry{}, err
	}
	return out, nil
}

// checkSites trims and de-duplicates site codes; none means every site.
func checkSites(in []string) ([]string, error) {
	if len(in) > maxSites {
		return nil, invalid("站点最多只能选择%d个", maxSites)
	}
	var out []string
	for _, s := range in {
		s, err := checkText("站点", s, false, maxSiteID)
		if err != nil {
			return nil, err
		}
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out, nil
}

// Legacy is the entry as the wizard's single form shows it (aria2's
// secret travels in the password field there).
func (e DownloadClientEntry) Legacy() DownloadClient {
	pass := e.Password
	if e.Type == "aria2" {
		pass = e.Secret
	}
	return DownloadClient{Type: e.Type, URL: e.URL, Username: e.Username, Password: pass,
		NeedLogin: e.NeedLogin, MonitorAllTorrents: e.MonitorAllTorrents}
}

// Original is the name of the entry being edited ("" when new).
func (in DownloadClientEntryInput) Original() string {
	if in.EditName == nil {
		return ""
	}
	return *in.EditName
}

// EntryName is the entry's name (its key in the list and in health).
func (e DownloadClientEntry) EntryName() string { return e.Name }
