package dashboard

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// parseICS unfolds a feed (RFC 5545 §3.1) into its content lines after
// checking every physical line ends in CRLF and holds at most 75 octets.
func parseICS(t *testing.T, feed string) []string {
	t.Helper()
	if !strings.HasSuffix(feed, "\r\n") {
		t.Fatalf("the feed does not end with CRLF")
	}
	var out []string
	for _, phys := range strings.Split(strings.TrimSuffix(feed, "\r\n"), "\r\n") {
		if strings.Contains(phys, "\n") || strings.Contains(phys, "\r") {
			t.Fatalf("a bare line break in %q", phys)
		}
		if len(phys) > 75 {
			t.Errorf("line of %d octets: %q", len(phys), phys)
		}
		if !utf8.ValidString(phys) {
			t.Errorf("a fold splits a character: %q", phys)
		}
		if strings.HasPrefix(phys, " ") {
			out[len(out)-1] += phys[1:]
			continue
		}
		out = append(out, phys)
	}
	return out
}

func unescape(s string) string {
	return strings.NewReplacer(`\\`, `\`, `\;`, ";", `\,`, ",", `\n`, "\n", `\N`, "\n").Replace(s)
}

func TestICSFoldsEscapesAndDates(t *testing.T) {
	long := strings.Repeat("很长的剧名", 12) + "; 第二部, 续\\篇"
	feed := ICS([]Episode{
		{SubID: 7, Title: long, Season: 2, Episode: 5, Name: "第一行\n第二行", AirDate: "2026-11-27"},
		{SubID: 8, Title: "坏日期", Season: 1, Episode: 1, AirDate: "soon"},
	}, "Movie Robot 剧集日历", time.Date(2026, 11, 26, 8, 0, 0, 0, time.UTC))
	lines := parseICS(t, feed)
	if lines[0] != "BEGIN:VCALENDAR" || lines[len(lines)-1] != "END:VCALENDAR" {
		t.Fatalf("not a calendar: %v", lines)
	}
	props := map[string]string{}
	events := 0
	for _, l := range lines {
		if l == "BEGIN:VEVENT" {
			events++
		}
		name, value, _ := strings.Cut(l, ":")
		props[name] = value
	}
	if events != 1 {
		t.Errorf("%d events, want 1 (a bad date is left out)", events)
	}
	if props["DTSTART;VALUE=DATE"] != "20261127" || props["DTEND;VALUE=DATE"] != "20261128" {
		t.Errorf("dates: %v", props)
	}
	if props["DTSTAMP"] != "20261126T080000Z" || props["UID"] != "sub7-s2e5@movie-robot" {
		t.Errorf("stamp/uid: %v", props)
	}
	if got := unescape(props["SUMMARY"]); got != long+" 第2季 第5集" {
		t.Errorf("summary = %q", got)
	}
	if got := summary(Episode{Title: "绝命毒师 第一季", Season: 1, Episode: 4}); got != "绝命毒师 第一季 第4集" {
		t.Errorf("a title naming its season: %q", got)
	}
	if !strings.Contains(props["SUMMARY"], `\;`) || !strings.Contains(props["SUMMARY"], `\,`) || !strings.Contains(props["SUMMARY"], `\\`) {
		t.Errorf("summary not escaped: %q", props["SUMMARY"])
	}
	if got := unescape(props["DESCRIPTION"]); got != "第一行\n第二行" {
		t.Errorf("description = %q", got)
	}
	// An episode without a name has no empty DESCRIPTION.
	if feed := ICS([]Episode{{SubID: 1, Title: "x", Season: 1, Episode: 1, AirDate: "2026-11-27"}}, "c", time.Now()); strings.Contains(feed, "DESCRIPTION") {
		t.Errorf("an empty description: %q", feed)
	}
}
