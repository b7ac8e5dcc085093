package subtitles

import "strings"

// cueSpan is one cue's start and end (ms).
type cueSpan struct{ start, end int64 }

// cueSpans reads when each cue is on screen: the subtitle's side of the
// audio alignment. ASS Comment lines are never shown, so they are left out.
func cueSpans(ext string, data []byte) []cueSpan {
	var out []cueSpan
	if ext == ".srt" {
		for _, line := range srtArrow.FindAll(data, -1) {
			ts := srtTime.FindAll(line, 2)
			a, ok1 := srtMillis(ts[0])
			b, ok2 := srtMillis(ts[1])
			if ok1 && ok2 && b > a {
				out = append(out, cueSpan{a, b})
			}
		}
		return out
	}
	for _, m := range assEvent.FindAllSubmatch(data, -1) {
		if string(m[1]) != "Dialogue" {
			continue
		}
		if f := strings.SplitN(string(m[2]), ",", 4); len(f) >= 3 {
			a, ok1 := assMillis(f[1])
			b, ok2 := assMillis(f[2])
			if ok1 && ok2 && b > a {
				out = append(out, cueSpan{a, b})
			}
		}
	}
	return out
}

// spanFrames turns cues into 10 ms frames, true while a cue is shown,
// each time first mapped by a frame-rate ratio; frames stop at limit.
func spanFrames(spans []cueSpan, ratio float64, limit int) []bool {
	var n int
	for _, c := range spans {
		n = max(n, int(float64(c.end)*ratio)/frameMS+1)
	}
	out := make([]bool, min(n, limit))
	for _, c := range spans {
		a, b := int(float64(c.start)*ratio)/frameMS, int(float64(c.end)*ratio)/frameMS
		for i := max(a, 0); i < min(b, len(out)); i++ {
			out[i] = true
		}
	}
	return out
}
