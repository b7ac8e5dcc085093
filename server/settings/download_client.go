package settings

// DownloadClient is the /setup/download-client and /config/download-client
// form. Password is a secret (for aria2 it is the RPC secret).
type DownloadClient struct {
	Type               string `json:"type"` // qbittorrent, transmission or aria2 (api-contract §3.8)
	URL                string `json:"url"`
	Username           string `json:"username"`
	Password           string `json:"password"`
	NeedLogin          bool   `json:"need_login"`
	MonitorAllTorrents bool   `json:"monitor_all_torrents"`
}

// DefaultDownloadClientForm is what the wizard's form shows before any
// download client exists.
func DefaultDownloadClientForm() DownloadClient {
	return DownloadClient{Type: "qbittorrent", URL: "http://", NeedLogin: true}
}

// DownloadClientInput is the body of save_download_client and
// test_download_client.
type DownloadClientInput DownloadClient

// Validate checks the form and returns the record to store. need_login is
// the qBittorrent form's switch: only there does it make the account
// required. Transmission sends basic auth when a user name is set; aria2
// has no account, only the optional RPC secret in Password.
func (in DownloadClientInput) Validate() (DownloadClient, error) {
	switch in.Type {
	case "qbittorrent", "transmission", "aria2":
	default:
		return DownloadClient{}, invalid("不支持的下载工具类型：%s", quote(in.Type))
	}
	u, err := checkHTTPURL("访问地址", in.URL, true)
	if err != nil {
		return DownloadClient{}, err
	}
	required := in.Type == "qbittorrent" && in.NeedLogin
	user, err := checkText("登陆账号", in.Username, required, maxSecretLen)
	if err != nil {
		return DownloadClient{}, err
	}
	// Passwords are kept exactly as typed: spaces may be part of them.
	pass := in.Password
	if required && pass == "" {
		return DownloadClient{}, invalid("登陆密码不能为空")
	}
	if TextLen(pass) > maxSecretLen {
		return DownloadClient{}, invalid("登陆密码不能超过%d个字符", maxSecretLen)
	}
	out := DownloadClient(in)
	out.URL, out.Username, out.Password = u, user, pass
	if in.Type == "aria2" {
		out.Username, out.NeedLogin = "", false
	}
	return out, nil
}
