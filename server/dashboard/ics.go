package dashboard

import (
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// ICS writes episodes as an iCalendar feed (RFC 5545): one all-day VEVENT
// per episode, text escaped (§3.3.11) and lines folded at 75 octets
// (§3.1) without splitting a UTF-8 character.
func ICS(eps []Episode, name string, now time.Time) string {
	var b strings.Builder
	line := func(s string) { b.WriteString(fold(s)) }
	line("BEGIN:VCALENDAR")
	line("VERSION:2.0")
	line("PRODID:-//Movie Robot//Episode Calendar//ZH")
	line("CALSCALE:GREGORIAN")
	line("METHOD:PUBLISH")
	line("X-WR-CALNAME:" + escapeText(name))
	stamp := now.UTC().Format("20060102T150405Z")
	for _, e := range eps {
		day, err := time.Parse(time.DateOnly, e.AirDate)
		if err != nil {
			continue
		}
		line("BEGIN:VEVENT")
		if e.Type == "Movie" {
			line(fmt.Sprintf("UID:sub%d-movie@movie-robot", e.SubID))
		} else {
			line(fmt.Sprintf("UID:sub%d-s%de%d@movie-robot", e.SubID, e.Season, e.Episode))
		}
		line("DTSTAMP:" + stamp)
		line("DTSTART;VALUE=DATE:" + day.Format("20060102"))
		line("DTEND;VALUE=DATE:" + day.AddDate(0, 0, 1).Format("20060102"))
		line("SUMMARY:" + escapeText(summary(e)))
		if e.Name != "" {
			line("DESCRIPTION:" + escapeText(e.Name))
		}
		line("TRANSP:TRANSPARENT")
		line("END:VEVENT")
	}
	line("END:VCALENDAR")
	return b.String()
}

// seasonNamed: a Douban title that names its season ("绝命毒师 第一季").
var seasonNamed = regexp.MustCompile(`第[一二三四五六七八九十百\d]+季`)

// summary is "<title> 第S季 第E集", the season left out when the title
// names it; "<title> 上映" for a movie.
func summary(e Episode) string {
	if e.Type == "Movie" {
		return e.Title + " 上映"
	}
	if seasonNamed.MatchString(e.Title) {
		return fmt.Sprintf("%s 第%d集", e.Title, e.Episode)
	}
	return fmt.Sprintf("%s 第%d季 第%d集", e.Title, e.Season, e.Episode)
}

// escapeText escapes a TEXT value: backslash, semicolon, comma, newline.
func escapeText(s string) string {
	return strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\r\n", `\n`, "\n", `\n`, "\r", `\n`).Replace(s)
}

// fold ends a content line with CRLF, breaking it so no line exceeds 75
// octets; each continuation starts with one space.
func fold(s string) string {
	var b strings.Builder
	limit := 75
	for len(s) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		b.WriteString(s[:cut])
		b.WriteString("\r\n ")
		s = s[cut:]
		limit = 74 // the leading space counts
	}
	b.WriteString(s)
	b.WriteString("\r\n")
	return b.String()
}
