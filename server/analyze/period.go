package analyze

import (
	"errors"
	"fmt"
	"time"
)

// ErrRange is the answer to a range the screen does not offer.
var ErrRange = errors.New("range 只能是 30d、12w 或 12m")

// period is a range cut into buckets: the first bucket's start (stored
// times are local 'YYYY-MM-DD HH:MM:SS', so text comparison orders them),
// the bucket keys oldest first, and the SQL expression that gives a stored
// time's bucket key.
type period struct {
	unit  string // day | week | month
	start string // 'YYYY-MM-DD'
	keys  []string
}

// bucketOf is the SQL that turns the time column col into its bucket key:
// the day, the Monday of its week, or the month ('YYYY-MM').
func (p period) bucketOf(col string) string {
	switch p.unit {
	case "week":
		// 'weekday 0' moves forward to the Sunday ending the week (itself on a Sunday).
		return fmt.Sprintf("date(%s, 'weekday 0', '-6 days')", col)
	case "month":
		return fmt.Sprintf("substr(%s, 1, 7)", col)
	}
	return fmt.Sprintf("substr(%s, 1, 10)", col)
}

func periodOf(key string, now time.Time) (period, error) {
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	var p period
	switch key {
	case "30d":
		p.unit = "day"
		for i := 29; i >= 0; i-- {
			p.keys = append(p.keys, day.AddDate(0, 0, -i).Format(time.DateOnly))
		}
		p.start = p.keys[0]
	case "12w":
		p.unit = "week"
		monday := day.AddDate(0, 0, -((int(day.Weekday()) + 6) % 7))
		for i := 11; i >= 0; i-- {
			p.keys = append(p.keys, monday.AddDate(0, 0, -7*i).Format(time.DateOnly))
		}
		p.start = p.keys[0]
	case "12m":
		p.unit = "month"
		first := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, now.Location())
		for i := 11; i >= 0; i-- {
			p.keys = append(p.keys, first.AddDate(0, -i, 0).Format("2006-01"))
		}
		p.start = p.keys[0] + "-01"
	default:
		return period{}, ErrRange
	}
	return p, nil
}

// index maps each bucket key to its position.
func (p period) index() map[string]int {
	m := make(map[string]int, len(p.keys))
	for i, k := range p.keys {
		m[k] = i
	}
	return m
}
