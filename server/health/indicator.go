package health

import (
	"context"
	"math"
	"time"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// Indicator is one service's row of the health dialog
// (api-contract §2.6 get_health_indicator).
type Indicator struct {
	ServiceName string  `json:"service_name"`
	Rate        float64 `json:"rate"` // % of successful checks over the last 24 hours
	Hours       []Hour  `json:"hours"`
	// Additions: why the last check failed ("" when it passed or none ran
	// yet) and the UI route that edits the service.
	LastError   string `json:"last_error"`
	SettingHref string `json:"setting_href"`
}

// Hour is one hourly bar.
type Hour struct {
	Hour   int        `json:"hour"` // 0–23, local time
	Time   string     `json:"time"` // "2006-01-02 15:00", sortable
	Rate   float64    `json:"rate"` // 100 only when every check passed
	Status HourStatus `json:"status"`
}

// HourStatus counts the hour's checks.
type HourStatus struct {
	Up   int `json:"UP"`
	Down int `json:"DOWN"`
}

// maxSlots is what the dialog draws.
const maxSlots = 23

// Indicators are the dialog's rows for the configured services, from the
// hourly counts of the 24 hours up to now (shown in loc).
func Indicators(ctx context.Context, st *store.Store, now time.Time, loc *time.Location) ([]Indicator, error) {
	services, err := Configured(ctx, st)
	if err != nil {
		return nil, err
	}
	counts, err := st.HealthHistory(ctx, now.Truncate(time.Hour).Add(-23*time.Hour))
	if err != nil {
		return nil, err
	}
	byService := map[string][]store.HealthCount{}
	for _, c := range counts {
		byService[c.Service] = append(byService[c.Service], c)
	}
	out := []Indicator{}
	for _, s := range services {
		rows := byService[s.Key()]
		ind := Indicator{ServiceName: s.Display, Hours: []Hour{}, LastError: lastError(s), SettingHref: s.Href}
		up, total := 0, 0
		for _, c := range rows {
			up, total = up+c.Up, total+c.Up+c.Down
		}
		ind.Rate = rate(up, total)
		if total == 0 && s.Health.Status == settings.HealthUp {
			ind.Rate = 100 // checked on save, not yet by the schedule
		}
		if len(rows) > maxSlots {
			rows = rows[len(rows)-maxSlots:]
		}
		for _, c := range rows {
			t := c.Hour.In(loc)
			ind.Hours = append(ind.Hours, Hour{Hour: t.Hour(), Time: t.Format("2006-01-02 15:04"),
				Rate: rate(c.Up, c.Up+c.Down), Status: HourStatus{Up: c.Up, Down: c.Down}})
		}
		out = append(out, ind)
	}
	return out, nil
}

// rate is up/total in percent, rounded down to one decimal, so that 100
// means every check passed.
func rate(up, total int) float64 {
	if total == 0 {
		return 0
	}
	return math.Floor(float64(up)*1000/float64(total)) / 10
}
