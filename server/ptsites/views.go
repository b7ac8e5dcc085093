package ptsites

import (
	"context"
	"maps"
	"math"
	"slices"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
)

// SiteView is one row of site/get_sites: the saved site with its latest
// statistics (the contract's fields) and our additions.
type SiteView struct {
	settings.Site
	Bonus        float64 `json:"bonus"`
	Seeding      int     `json:"seeding"`
	SeedingSize  float64 `json:"seeding_size"` // MB
	VIP          bool    `json:"vip"`
	StatusReason string  `json:"status_reason"` // why status is 2 (异常)
	UpdatedAt    string  `json:"stats_update_time"`
	CheckedAt    string  `json:"checked_time"`
	HasPassword  bool    `json:"has_password"`
	HasAPIKey    bool    `json:"has_api_key"`
	// SecretSettings names the definition's password-type settings that
	// have a stored value (their values are never answered).
	SecretSettings []string `json:"secret_settings"`
	SiteType       string   `json:"site_type"` // cardigann | torznab | mteam
	DefaultDomain  string   `json:"domain"`
	// CloudflareAt is when the site last needed FlareSolverr ("" never).
	CloudflareAt string `json:"cloudflare_at"`
	// Budget is the site's request budget use: this minute, hour and day,
	// and what spent this hour's.
	Budget sitebudget.Usage `json:"budget"`
}

type stats struct {
	Username                                      string
	Upload, Download, Ratio, Bonus, SeedingSizeMB float64
	Seeding, Status                               int
	VIP                                           bool
	Reason, UpdatedAt, CheckedAt                  string
}

func (s *Service) allStats(ctx context.Context) (map[string]stats, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT site_name, username, upload_mb, download_mb, ratio, bonus, seeding,
		seeding_size_mb, vip, status, reason, updated_at, checked_at FROM site_stats`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]stats{}
	for rows.Next() {
		var name string
		var st stats
		var vip int
		if err := rows.Scan(&name, &st.Username, &st.Upload, &st.Download, &st.Ratio, &st.Bonus, &st.Seeding,
			&st.SeedingSizeMB, &vip, &st.Status, &st.Reason, &st.UpdatedAt, &st.CheckedAt); err != nil {
			return nil, err
		}
		st.VIP = vip == 1
		out[name] = st
	}
	return out, rows.Err()
}

// Sites answers site/get_sites.
func (s *Service) Sites(ctx context.Context) ([]SiteView, error) {
	list, err := s.configured(ctx)
	if err != nil {
		return nil, err
	}
	all, err := s.allStats(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]SiteView, 0, len(list))
	for _, st := range list {
		v := SiteView{Site: st}
		v.CloudflareAt = s.cloudflareAt(st, s.defs[st.SiteName])
		v.Budget = s.Budget(st.SiteName)
		if def := s.defs[st.SiteName]; def != nil {
			v.SiteType = def.Engine() // what the form asks for: cardigann, mteam, torznab
			if len(def.Links) > 0 {
				v.DefaultDomain = def.Links[0]
			}
		}
		if x, ok := all[st.SiteName]; ok {
			v.Username, v.ShareRate, v.UploadSize, v.DownloadSize = x.Username, round(x.Ratio, 3), x.Upload, x.Download
			v.Status, v.Bonus, v.Seeding, v.SeedingSize, v.VIP = x.Status, x.Bonus, x.Seeding, x.SeedingSizeMB, x.VIP
			v.StatusReason, v.UpdatedAt, v.CheckedAt = x.Reason, x.UpdatedAt, x.CheckedAt
		}
		if d := s.broken[st.SiteName]; d != nil && s.defs[st.SiteName] == nil {
			v.Status, v.StatusReason = statusFailed, unusable(d).Error()
		}
		sec, err := s.secret(ctx, st.SiteName)
		if err != nil {
			return nil, err
		}
		v.HasPassword, v.HasAPIKey = sec.Password != "", sec.APIKey != ""
		v.SecretSettings = slices.Sorted(maps.Keys(sec.Settings))
		out = append(out, v)
	}
	return out, nil
}

func round(x float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(x*p) / p
}
