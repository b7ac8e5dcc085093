package settings

// CookieCloud is the CookieCloud sync setting (an addition: the seed has
// the route but no screen). CookieCloud keeps the browser's cookies,
// end-to-end encrypted, on a small server; this app fetches and decrypts
// them to sign in to sites. Password is a secret.
type CookieCloud struct {
	ServerURL           string `json:"server_url"`
	UUID                string `json:"uuid"`
	Password            string `json:"password"`
	SyncIntervalMinutes int    `json:"sync_interval_minutes"`
	Enable              bool   `json:"enable"`
}

// CookieCloudSection is stored under "setting.cookie_cloud".
var CookieCloudSection = Section[CookieCloud]{Key: "setting.cookie_cloud", Default: func() CookieCloud {
	return CookieCloud{SyncIntervalMinutes: 60}
}}

// CookieCloudInput is the body of save_cookie_cloud and test_cookie_cloud.
type CookieCloudInput struct {
	ServerURL           string `json:"server_url"`
	UUID                string `json:"uuid"`
	Password            string `json:"password"`
	SyncIntervalMinutes Int    `json:"sync_interval_minutes"`
	Enable              bool   `json:"enable"`
}

// Validate checks the form. Address, UUID and password are needed only
// when sync is on, so the form can be saved switched off half-filled.
func (in CookieCloudInput) Validate() (CookieCloud, error) {
	out := CookieCloud{Enable: in.Enable, Password: in.Password}
	var err error
	if out.ServerURL, err = checkHTTPURL("服务器地址", in.ServerURL, in.Enable); err != nil {
		return out, err
	}
	if out.UUID, err = checkText("用户KEY（UUID）", in.UUID, in.Enable, maxShortLen); err != nil {
		return out, err
	}
	if in.Enable && in.Password == "" {
		return out, invalid("端对端加密密码不能为空")
	}
	if TextLen(in.Password) > maxSecretLen {
		return out, invalid("端对端加密密码不能超过%d个字符", maxSecretLen)
	}
	var ok bool
	if out.SyncIntervalMinutes, ok = in.SyncIntervalMinutes.In(10, 7*24*60); !ok {
		return out, invalid("同步间隔必须是10到10080之间的整数（分钟）")
	}
	return out, nil
}
