package indexer

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// fuzzyDay is a date said relative to today, with an optional time after
// it: "Today 10:30", "Yesterday at 13:45", "昨天 08:00".
var fuzzyDay = regexp.MustCompile(`(?i)^(today|yesterday|tomorrow|今天|昨天|前天|明天)[\s,]*(?:at\s+)?(.*)$`)

var fuzzyDayOffset = map[string]int{"today": 0, "今天": 0, "yesterday": -1, "昨天": -1, "前天": -2, "tomorrow": 1, "明天": 1}

// clockLayouts are the times of day sites print after "Today".
var clockLayouts = []string{"15:04", "15:04:05", "3:04 PM", "3:04PM", "3:04 pm", "3:04pm", "3:04:05 PM", "3 PM", "3PM"}

// unixStamp: seconds (10 digits) or milliseconds (13) since 1970.
var unixStamp = regexp.MustCompile(`^\d{10}$|^\d{13}$`)

// fuzzyTime is the fuzzytime filter: whatever way the site dates a row
// (today/yesterday with a time, a Unix time stamp, "3 days ago", a plain
// date), the time in timeLayout.
func fuzzyTime(value string, now time.Time) (string, error) {
	v := strings.Join(strings.Fields(value), " ")
	if m := fuzzyDay.FindStringSubmatch(v); m != nil {
		y, mo, d := now.In(time.Local).Date()
		day := time.Date(y, mo, d+fuzzyDayOffset[strings.ToLower(m[1])], 0, 0, 0, 0, time.Local)
		if m[2] == "" {
			return day.Format(timeLayout), nil
		}
		for _, l := range clockLayouts {
			if c, err := time.Parse(l, m[2]); err == nil {
				return day.Add(time.Duration(c.Hour())*time.Hour + time.Duration(c.Minute())*time.Minute +
					time.Duration(c.Second())*time.Second).Format(timeLayout), nil
			}
		}
	}
	if unixStamp.MatchString(v) {
		n, _ := strconv.ParseInt(v, 10, 64)
		t := time.Unix(n, 0)
		if len(v) == 13 {
			t = time.UnixMilli(n)
		}
		return t.In(time.Local).Format(timeLayout), nil
	}
	if t, ok := timeAgo(v, now); ok {
		return t.Format(timeLayout), nil
	}
	return dateParse(v, "")
}
