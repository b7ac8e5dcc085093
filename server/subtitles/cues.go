package subtitles

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// srtTime is one SRT timestamp (HH:MM:SS,mmm; some writers use a dot).
var srtTime = regexp.MustCompile(`(\d+):(\d{1,2}):(\d{1,2})[,.](\d{1,3})`)

// srtArrow is a cue's timing line; only its two timestamps are touched.
var srtArrow = regexp.MustCompile(`(?m)^[ \t]*\d+:\d{1,2}:\d{1,2}[,.]\d{1,3}[ \t]*-->[ \t]*\d+:\d{1,2}:\d{1,2}[,.]\d{1,3}`)

// assEvent is an ASS/SSA event line whose times are shifted.
var assEvent = regexp.MustCompile(`(?m)^(Dialogue|Comment):[ \t]*([^\r\n]*)`)

// isTextTimed tells the formats whose times this file can read and shift.
func isTextTimed(ext string) bool { return ext == ".srt" || ext == ".ass" || ext == ".ssa" }

// cueStarts reads the start times (milliseconds) of a subtitle's cues.
func cueStarts(ext string, data []byte) []int64 {
	var out []int64
	if ext == ".srt" {
		for _, line := range srtArrow.FindAll(data, -1) {
			if ms, ok := srtMillis(srtTime.Find(line)); ok {
				out = append(out, ms)
			}
		}
		return out
	}
	for _, m := range assEvent.FindAllSubmatch(data, -1) {
		if f := strings.SplitN(string(m[2]), ",", 3); len(f) >= 2 {
			if ms, ok := assMillis(f[1]); ok {
				out = append(out, ms)
			}
		}
	}
	return out
}

// shiftCues moves every cue by delta ms (clamped at 0), leaving every other
// byte as it was (encoding, BOM, line ends, styling).
func shiftCues(ext string, data []byte, delta int64) []byte {
	return retimeCues(ext, data, func(ms int64) int64 { return ms + delta })
}

// retimeCues maps every cue time through at (clamped at 0), leaving every
// other byte as it was.
func retimeCues(ext string, data []byte, at func(int64) int64) []byte {
	if ext == ".srt" {
		return srtArrow.ReplaceAllFunc(data, func(line []byte) []byte {
			return srtTime.ReplaceAllFunc(line, func(ts []byte) []byte {
				ms, _ := srtMillis(ts)
				return []byte(formatSRT(max(at(ms), 0)))
			})
		})
	}
	return assEvent.ReplaceAllFunc(data, func(line []byte) []byte {
		i := bytes.IndexByte(line, ':')
		f := strings.SplitN(string(line[i+1:]), ",", 4) // Layer/Marked, Start, End, rest
		if len(f) < 3 {
			return line
		}
		for k := 1; k <= 2; k++ {
			if ms, ok := assMillis(f[k]); ok {
				f[k] = formatASS(max(at(ms), 0))
			}
		}
		return append(line[:i+1:i+1], strings.Join(f, ",")...)
	})
}

func srtMillis(ts []byte) (int64, bool) {
	m := srtTime.FindSubmatch(ts)
	if m == nil {
		return 0, false
	}
	h, _ := strconv.ParseInt(string(m[1]), 10, 64)
	mi, _ := strconv.ParseInt(string(m[2]), 10, 64)
	s, _ := strconv.ParseInt(string(m[3]), 10, 64)
	frac := string(m[4]) + strings.Repeat("0", 3-len(m[4])) // ",5" is 500 ms
	ms, _ := strconv.ParseInt(frac, 10, 64)
	return ((h*60+mi)*60+s)*1000 + ms, true
}

// assMillis reads H:MM:SS.cc (centiseconds).
func assMillis(s string) (int64, bool) {
	var h, m, sec, cs int64
	if n, _ := fmt.Sscanf(strings.TrimSpace(s), "%d:%d:%d.%d", &h, &m, &sec, &cs); n != 4 {
		return 0, false
	}
	return ((h*60+m)*60+sec)*1000 + cs*10, true
}

func formatSRT(ms int64) string {
	return fmt.Sprintf("%02d:%02d:%02d,%03d", ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}

func formatASS(ms int64) string {
	cs := (ms + 5) / 10 // ASS counts centiseconds
	return fmt.Sprintf("%d:%02d:%02d.%02d", cs/360000, cs/6000%60, cs/100%60, cs%100)
}
