package ptsites

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
)

// SaveInput is the body of site/save_site (api-contract §2.8) with our
// additions site_url, api_key and search_limit.
type SaveInput struct {
	SiteName                string `json:"site_name"`
	AuthType                string `json:"auth_type"` // user | cookies
	Cookie                  string `json:"cookie"`
	UserAgent               string `json:"user_agent"`
	AuthUsername            string `json:"auth_username"`
	AuthPassword            string `json:"auth_password"` // absent on edit unless retyped
	Proxies                 string `json:"proxies"`
	TrafficManagementStatus int    `json:"traffic_management_status"`
	UploadKPI               int    `json:"upload_kpi"`
	WebSearch               Flag   `json:"web_search"`
	SmartDownload           Flag   `json:"smart_download"`
	// Additions. Absent (null) keeps the stored value on edit, as the
	// original form does not know them; "" / 0 resets them.
	SiteURL     *string `json:"site_url"`
	APIKey      string  `json:"api_key"` // "" keeps the stored key
	SearchLimit *int    `json:"search_limit"`
	// Captcha is the text of the image site/captcha answered (sites whose
	// sign-in has one).
	Captcha string `json:"captcha"`
	// Settings are the definition's own settings by name (an addition);
	// a name not sent keeps its stored value, a blank password-type one
	// too (usersettings.go).
	Settings SettingValues `json:"settings"`
}

// Invalid is a refusal the form shows as is.
type Invalid = fault.Invalid

// SaveResult says whether the site was added or updated.
type SaveResult struct {
	Site  settings.Site
	Added bool
}

// verifyTimeout bounds the sign-in check of the save form.
const verifyTimeout = 30 * time.Second

// Save verifies the sign-in and stores the site. Nothing is stored when the
// site refuses: the message names why (Cookie 已失效, 登录失败 …).
func (s *Service) Save(ctx context.Context, in SaveInput) (SaveResult, error) {
	ctx = purpose(ctx, sitebudget.Login)
	def := s.defs[in.SiteName]
	if def == nil {
		if d := s.broken[in.SiteName]; d != nil {
			return SaveResult{}, unusable(d)
		}
		return SaveResult{}, Invalid{Message: "不支持的站点：" + in.SiteName}
	}
	list, err := s.configured(ctx)
	if err != nil {
		return SaveResult{}, err
	}
	at := slices.IndexFunc(list, func(x settings.Site) bool { return x.SiteName == in.SiteName })
	old, oldSec := settings.Site{}, secret{}
	if at >= 0 {
		old = list[at]
		if oldSec, err = s.secret(ctx, in.SiteName); err != nil {
			return SaveResult{}, err
		}
	}
	st, sec, err := in.record(def, old, oldSec)
	if err != nil {
		return SaveResult{}, err
	}
	cfg := config(st, sec)
	cfg.FlareSolverr, cfg.Gate = s.flaresolverr(ctx), s.budgetFor(st.SiteName)
	site, err := s.openForSave(def, cfg, in)
	if _, ok := indexer.AsDefError(err); ok {
		s.log.Warn("site definition cannot be used", "site", in.SiteName, "reason", err.Error())
		return SaveResult{}, unusable(err)
	}
	if err != nil {
		return SaveResult{}, Invalid{Message: "站点设置不正确：" + err.Error()}
	}
	vctx, cancel := context.WithTimeout(ctx, verifyTimeout)
	defer cancel()
	if err := site.Login(vctx); err != nil {
		return SaveResult{}, Invalid{Message: "站点验证失败：" + err.Error()}
	}
	// The statistics are a bonus of saving: a failure here is recorded as
	// the site's health, not refused.
	info, infoErr := site.UserInfo(vctx)
	if at >= 0 {
		st.ID = old.ID
		list[at] = st
	} else {
		st.ID = nextID(list)
		list = append(list, st)
	}
	if err := s.saveList(ctx, list); err != nil {
		return SaveResult{}, err
	}
	secretSettings, err := json.Marshal(sec.Settings)
	if err != nil {
		return SaveResult{}, err
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO site_secret(site_name, password, api_key, settings) VALUES (?, ?, ?, ?)
		ON CONFLICT(site_name) DO UPDATE SET password = excluded.password, api_key = excluded.api_key, settings = excluded.settings`,
		st.SiteName, sec.Password, sec.APIKey, string(secretSettings)); err != nil {
		return SaveResult{}, err
	}
	s.forget(st.SiteName)
	if infoErr == nil || indexer.Unsupported(infoErr) {
		infoErr = nil
		if err := s.recordStats(ctx, st.SiteName, info, site); err != nil {
			return SaveResult{}, err
		}
	} else if err := s.recordFailure(ctx, st.SiteName, infoErr); err != nil {
		return SaveResult{}, err
	}
	return SaveResult{Site: st, Added: at < 0}, nil
}

// record builds the stored site from the form: a blank password on edit
// keeps the stored one; the cookie form clears the account.
func (in SaveInput) record(def *indexer.Definition, old settings.Site, oldSec secret) (settings.Site, secret, error) {
	st := old
	st.SiteName, st.Alias = in.SiteName, def.Name
	st.Proxies, st.UserAgent = strings.TrimSpace(in.Proxies), strings.TrimSpace(in.UserAgent)
	st.TrafficManagementStatus, st.UploadKPI = in.TrafficManagementStatus, in.UploadKPI
	st.WebSearch, st.SmartDownload = b2i(bool(in.WebSearch)), b2i(bool(in.SmartDownload))
	if in.SiteURL != nil {
		st.SiteURL = strings.TrimRight(strings.TrimSpace(*in.SiteURL), "/")
	}
	if in.SearchLimit != nil {
		st.SearchLimit = *in.SearchLimit
	}
	sec := oldSec
	if in.TrafficManagementStatus < 0 || in.TrafficManagementStatus > 2 {
		return st, sec, Invalid{Message: "流量管理方式不正确"}
	}
	if st.SearchLimit < 0 || st.SearchLimit > 3600 {
		return st, sec, Invalid{Message: "每小时搜索次数必须是0到3600之间的整数"}
	}
	if st.SiteURL != "" && !strings.HasPrefix(st.SiteURL, "http://") && !strings.HasPrefix(st.SiteURL, "https://") {
		return st, sec, Invalid{Message: "站点地址必须以http://或https://开头"}
	}
	if err := in.Settings.apply(def, &st, &sec); err != nil {
		return st, sec, err
	}
	if k := strings.TrimSpace(in.APIKey); k != "" {
		sec.APIKey = k
	}
	switch {
	case def.Engine() != "cardigann":
		// API sites sign in with their key; the cookie field may carry it.
		if sec.APIKey == "" {
			sec.APIKey = strings.TrimSpace(in.Cookie)
		}
		if sec.APIKey == "" {
			return st, sec, Invalid{Message: "请填写站点的API Key"}
		}
		st.Cookie, st.AuthUsername, sec.Password = "", "", ""
	case in.AuthType == "user":
		st.AuthUsername = strings.TrimSpace(in.AuthUsername)
		if st.AuthUsername == "" {
			return st, sec, Invalid{Message: "请填写登录用户名"}
		}
		if in.AuthPassword != "" {
			sec.Password = in.AuthPassword
		} else if old.AuthUsername != st.AuthUsername {
			sec.Password = ""
		}
		if sec.Password == "" {
			return st, sec, Invalid{Message: "请填写登录密码"}
		}
		st.Cookie = ""
	default:
		st.Cookie = strings.TrimSpace(in.Cookie)
		if st.Cookie != old.Cookie {
			st.CookieSource = "" // typed in the dialog, not synced
		}
		if st.Cookie == "" {
			return st, sec, Invalid{Message: "请填写Cookie"}
		}
		st.AuthUsername, sec.Password = "", ""
	}
	return st, sec, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func nextID(list []settings.Site) int64 {
	var id int64
	for _, s := range list {
		id = max(id, s.ID)
	}
	return id + 1
}

func (s *Service) saveList(ctx context.Context, list []settings.Site) error {
	v, err := settings.SitesSection.Encode(list)
	if err != nil {
		return err
	}
	return s.store.PutSetting(ctx, settings.SitesSection.Key, v)
}

// Delete removes a site with its secrets, statistics and snapshots.
func (s *Service) Delete(ctx context.Context, id int64) (settings.Site, error) {
	list, err := s.configured(ctx)
	if err != nil {
		return settings.Site{}, err
	}
	at := slices.IndexFunc(list, func(x settings.Site) bool { return x.ID == id })
	if at < 0 {
		return settings.Site{}, Invalid{Message: "站点不存在或已经删除"}
	}
	gone := list[at]
	if err := s.saveList(ctx, slices.Delete(list, at, at+1)); err != nil {
		return gone, err
	}
	for _, t := range []string{"site_secret", "site_stats", "site_snapshot"} {
		if _, err := s.db.ExecContext(ctx, fmt.Sprintf(`DELETE FROM %s WHERE site_name = ?`, t), gone.SiteName); err != nil {
			return gone, err
		}
	}
	s.forget(gone.SiteName)
	return gone, nil
}

// Flag is a switch sent as true/false (the form) or 1/0 (get_sites' own
// values sent back).
type Flag bool

// UnmarshalJSON accepts true, false, 1, 0, "true", "1" and null.
func (f *Flag) UnmarshalJSON(b []byte) error {
	switch strings.Trim(string(b), `"`) {
	case "true", "1":
		*f = true
	case "false", "0", "", "null":
		*f = false
	default:
		return fmt.Errorf("not a switch: %s", b)
	}
	return nil
}
