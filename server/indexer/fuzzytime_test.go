package indexer

import (
	"testing"
	"time"
)

// fuzzytime's other forms: Chinese days, a time with AM/PM, a bare day,
// milliseconds, and a date fuzzytime cannot read is an error.
func TestFuzzyTimeForms(t *testing.T) {
	now := time.Date(2026, 11, 27, 18, 0, 0, 0, time.Local)
	for in, want := range map[string]string{
		"昨天 08:00":          "2026-11-26 08:00:00",
		"前天":                "2026-11-25 00:00:00",
		"Today, 3:04 PM":    "2026-11-27 15:04:00",
		"today":             "2026-11-27 00:00:00",
		"1763600000000":     time.UnixMilli(1763600000000).In(time.Local).Format(timeLayout),
		"2 hours ago":       "2026-11-27 16:00:00",
		"2026-11-20 10:00":  "2026-11-20 10:00:00",
		"2026-11-20 10:0:0": "",
	} {
		got, err := fuzzyTime(in, now)
		if got != want || (want == "") != (err != nil) {
			t.Errorf("fuzzytime %q = %q, %v; want %q", in, got, err, want)
		}
	}
}
