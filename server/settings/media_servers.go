package settings

// MediaServerEntry is one media server of the settings hub's list
// (api-contract §2.4 get_media_server). Exactly one entry of a non-empty
// list is the master: the one the setup wizard's single form edits.
type MediaServerEntry struct {
	Type               string `json:"type"` // emby, jellyfin, plex
	Name               string `json:"name"` // unique alias
	URL                string `json:"url"`
	InternetURL        string `json:"internet_url"` // optional address for links opened from outside
	Token              string `json:"token"`        // secret
	MasterServer       bool   `json:"master_server"`
	RefreshMediaServer bool   `json:"refresh_media_server"`
}

// MediaServersSection is stored under "config.media_servers" (the wizard's
// old single record was migrated into it, see store migration 3).
var MediaServersSection = Section[[]MediaServerEntry]{Key: "config.media_servers", Default: func() []MediaServerEntry {
	return []MediaServerEntry{}
}}

// MediaServerEntryInput is the body of setting/save_media_server.
type MediaServerEntryInput struct {
	MediaServerEntry
	OldName string `json:"old_name"` // "" when new
}

// Validate checks the form and returns the entry to store.
func (in MediaServerEntryInput) Validate() (MediaServerEntry, error) {
	core, err := MediaServerInput{Type: in.Type, URL: in.URL, Token: in.Token}.Validate()
	if err != nil {
		return MediaServerEntry{}, err
	}
	name, err := checkName("别名", in.Name)
	if err != nil {
		return MediaServerEntry{}, err
	}
	internet, err := checkHTTPURL("外网访问地址", in.InternetURL, false)
	if err != nil {
		return MediaServerEntry{}, err
	}
	out := in.MediaServerEntry
	out.Type, out.Name, out.URL, out.InternetURL, out.Token = core.Type, name, core.URL, internet, core.Token
	return out, nil
}

// Legacy is the entry as the wizard's single form shows it.
func (e MediaServerEntry) Legacy() MediaServer {
	return MediaServer{Type: e.Type, URL: e.URL, Token: e.Token}
}

// Original is the name of the entry being edited ("" when new).
func (in MediaServerEntryInput) Original() string { return in.OldName }

// EntryName is the entry's name (its key in the list and in health).
func (e MediaServerEntry) EntryName() string { return e.Name }
