package indexer

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

var agoPart = regexp.MustCompile(`(?i)(\d+(?:\.\d+)?)\s*(年|个?月|周|星期|天|日|小?时|分钟?|秒|years?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?|[ymwdhs])`)

// timeAgo reads an age such as "4天2时", "2 days 3 hours ago", "3小时前"
// and answers now minus it.
func timeAgo(s string, now time.Time) (time.Time, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, false
	}
	if strings.Contains(s, "刚") || strings.EqualFold(s, "now") || strings.EqualFold(s, "just now") {
		return now, true
	}
	ms := agoPart.FindAllStringSubmatch(s, -1)
	if ms == nil {
		return time.Time{}, false
	}
	t := now
	for _, m := range ms {
		n, _ := strconv.ParseFloat(m[1], 64)
		unit := strings.ToLower(m[2])
		var d time.Duration
		switch {
		case unit == "年" || strings.HasPrefix(unit, "y"):
			d = time.Duration(n * 365 * 24 * float64(time.Hour))
		case strings.HasSuffix(unit, "月") || strings.HasPrefix(unit, "mo"):
			d = time.Duration(n * 30 * 24 * float64(time.Hour))
		case unit == "周" || unit == "星期" || strings.HasPrefix(unit, "w"):
			d = time.Duration(n * 7 * 24 * float64(time.Hour))
		case unit == "天" || unit == "日" || strings.HasPrefix(unit, "d"):
			d = time.Duration(n * 24 * float64(time.Hour))
		case strings.HasSuffix(unit, "时") || strings.HasPrefix(unit, "h"):
			d = time.Duration(n * float64(time.Hour))
		case strings.HasPrefix(unit, "分") || strings.HasPrefix(unit, "mi") || unit == "m":
			d = time.Duration(n * float64(time.Minute))
		default:
			d = time.Duration(n * float64(time.Second))
		}
		t = t.Add(-d)
	}
	return t, true
}

var sizeRe = regexp.MustCompile(`(?i)([\d.,]+)\s*([KMGTP]i?B|B|字节)`)

// ParseSizeMB reads "1.46 GB", "1.46<br>GB" (as text "1.46GB"),
// "700 MiB", "1,234.5 KB" and answers megabytes; 0 when unreadable.
// NexusPHP counts in 1024s whatever unit it prints.
func ParseSizeMB(s string) float64 {
	m := sizeRe.FindStringSubmatch(s)
	if m == nil {
		n, err := strconv.ParseFloat(strings.ReplaceAll(strings.TrimSpace(s), ",", ""), 64)
		if err != nil {
			return 0
		}
		return n / 1024 / 1024 // a bare number is bytes (Torznab, APIs)
	}
	n, err := strconv.ParseFloat(strings.ReplaceAll(m[1], ",", ""), 64)
	if err != nil {
		return 0
	}
	switch strings.ToUpper(m[2][:1]) {
	case "K":
		return n / 1024
	case "M":
		return n
	case "G":
		return n * 1024
	case "T":
		return n * 1024 * 1024
	case "P":
		return n * 1024 * 1024 * 1024
	}
	return n / 1024 / 1024
}

var numRe = regexp.MustCompile(`-?[\d,]*\.?\d+`)

// parseNumber reads the first number in s ("1,234", "12.5", "∞" → 0).
func parseNumber(s string) float64 {
	m := numRe.FindString(s)
	n, _ := strconv.ParseFloat(strings.ReplaceAll(m, ",", ""), 64)
	return n
}
