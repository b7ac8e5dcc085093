package ptsites

import (
	"context"
	"fmt"
	"math"
	"time"
)

// Overview is site/overview (note the contract's spelling "yestday").
type Overview struct {
	TodayUp        float64 `json:"today_up"`
	TodayDl        float64 `json:"today_dl"`
	YestdayUp      float64 `json:"yestday_up"`
	YestdayDl      float64 `json:"yestday_dl"`
	TotalUp        float64 `json:"total_up"`
	TotalDl        float64 `json:"total_dl"`
	UpChange7      float64 `json:"up_change_7"`
	DlChange7      float64 `json:"dl_change_7"`
	TodayUpRate    string  `json:"today_up_rate"`
	TodayDlRate    string  `json:"today_dl_rate"`
	DataUpdateTime string  `json:"data_update_time"`
	SiteCount      int     `json:"site_count"`
	SiteVIPCount   int     `json:"site_vip_count"`
}

// snapshots answers each site's readings by day ("2006-01-02").
func (s *Service) snapshots(ctx context.Context, since string) (map[string]map[string][2]float64, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT site_name, day, upload_mb, download_mb FROM site_snapshot WHERE day >= ?`, since)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]map[string][2]float64{}
	for rows.Next() {
		var name, day string
		var up, dl float64
		if err := rows.Scan(&name, &day, &up, &dl); err != nil {
			return nil, err
		}
		if out[name] == nil {
			out[name] = map[string][2]float64{}
		}
		out[name][day] = [2]float64{up, dl}
	}
	return out, rows.Err()
}

// gain is a site's traffic on day: its reading that day minus the last
// reading before it (none before: no gain known, 0). Readings only grow;
// a site that reset its counters gives 0, not a negative day.
func gain(days map[string][2]float64, day time.Time, back int) [2]float64 {
	cur, ok := days[day.Format("2006-01-02")]
	if !ok {
		return [2]float64{}
	}
	for i := 1; i <= back; i++ {
		if prev, ok := days[day.AddDate(0, 0, -i).Format("2006-01-02")]; ok {
			return [2]float64{math.Max(cur[0]-prev[0], 0), math.Max(cur[1]-prev[1], 0)}
		}
	}
	return [2]float64{}
}

// Overview answers site/overview from the snapshots.
func (s *Service) Overview(ctx context.Context) (Overview, error) {
	list, err := s.configured(ctx)
	if err != nil {
		return Overview{}, err
	}
	all, err := s.allStats(ctx)
	if err != nil {
		return Overview{}, err
	}
	today := s.now()
	snaps, err := s.snapshots(ctx, today.AddDate(0, 0, -40).Format("2006-01-02"))
	if err != nil {
		return Overview{}, err
	}
	o := Overview{SiteCount: len(list)}
	for _, st := range list {
		x := all[st.SiteName]
		o.TotalUp += x.Upload
		o.TotalDl += x.Download
		if x.VIP {
			o.SiteVIPCount++
		}
		if x.UpdatedAt > o.DataUpdateTime {
			o.DataUpdateTime = x.UpdatedAt
		}
		days := snaps[st.SiteName]
		t, y := gain(days, today, 30), gain(days, today.AddDate(0, 0, -1), 30)
		o.TodayUp += t[0]
		o.TodayDl += t[1]
		o.YestdayUp += y[0]
		o.YestdayDl += y[1]
		for i := range 7 {
			g := gain(days, today.AddDate(0, 0, -i), 30)
			o.UpChange7 += g[0]
			o.DlChange7 += g[1]
		}
	}
	o.TodayUpRate, o.TodayDlRate = rate(o.TodayUp, o.YestdayUp), rate(o.TodayDl, o.YestdayDl)
	return o, nil
}

// rate is today against yesterday as "+12.5%" / "-3%".
func rate(today, yesterday float64) string {
	switch {
	case yesterday == 0 && today == 0:
		return "+0%"
	case yesterday == 0:
		return "+100%"
	}
	r := round((today-yesterday)/yesterday*100, 1)
	if r >= 0 {
		return fmt.Sprintf("+%g%%", r)
	}
	return fmt.Sprintf("%g%%", r)
}

// NameValue is one slice of a pie.
type NameValue struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
}

// WeekRow is one site's bar of 近7天流量变化.
type WeekRow struct {
	Name     string  `json:"name"`
	Upload   float64 `json:"upload"`
	Download float64 `json:"download"`
}

// Shares is site/get_site_shares_data.
type Shares struct {
	Week          []WeekRow   `json:"week"`
	TodayUpload   []NameValue `json:"today_upload"`
	TodayDownload []NameValue `json:"today_download"`
}

// Shares answers each site's traffic of today and of the last 7 days.
func (s *Service) Shares(ctx context.Context) (Shares, error) {
	list, err := s.configured(ctx)
	if err != nil {
		return Shares{}, err
	}
	today := s.now()
	snaps, err := s.snapshots(ctx, today.AddDate(0, 0, -40).Format("2006-01-02"))
	if err != nil {
		return Shares{}, err
	}
	out := Shares{Week: []WeekRow{}, TodayUpload: []NameValue{}, TodayDownload: []NameValue{}}
	for _, st := range list {
		name := st.Alias
		if name == "" {
			name = st.SiteName
		}
		days := snaps[st.SiteName]
		t := gain(days, today, 30)
		out.TodayUpload = append(out.TodayUpload, NameValue{name, round(t[0], 2)})
		out.TodayDownload = append(out.TodayDownload, NameValue{name, round(t[1], 2)})
		var w WeekRow
		for i := range 7 {
			g := gain(days, today.AddDate(0, 0, -i), 30)
			w.Upload += g[0]
			w.Download += g[1]
		}
		w.Name, w.Upload, w.Download = name, round(w.Upload, 2), round(w.Download, 2)
		out.Week = append(out.Week, w)
	}
	return out, nil
}
