package subtitles

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// speechLike answers irregular bursts over about secs seconds, the way
// dialogue comes: lines of 0.6–3.5 s with pauses of 0.3–2.8 s, drawn
// from a small deterministic generator seeded by seed.
func speechLike(seed uint32, secs int64) []cueSpan {
	next := func(lo, hi int64) int64 { // xorshift: no math/rand, the same spans on every Go version
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		return lo + int64(seed)%(hi-lo)
	}
	var out []cueSpan
	for t := next(500, 2000); t < secs*1000; {
		d := next(600, 3500)
		out = append(out, cueSpan{t, t + d})
		t += d + next(300, 2800)
	}
	return out
}

// audioWith makes an mkv whose one audio stream is loud noise during the
// spans and quiet noise between them (a room is never silent), with
// Debian's ffmpeg from lavfi sources; none when ffmpeg is absent.
func audioWith(t *testing.T, spans []cueSpan, secs int64) string {
	t.Helper()
	var gate []string
	for _, s := range spans {
		gate = append(gate, fmt.Sprintf("between(t,%.3f,%.3f)", float64(s.start)/1000, float64(s.end)/1000))
	}
	src := fmt.Sprintf("anoisesrc=a=0.5:c=pink:r=16000:nb_samples=160:d=%d,volume='0.04+0.96*gt(%s,0)':eval=frame",
		secs, strings.Join(gate, "+"))
	return makeMedia(t, filepath.Join(t.TempDir(), "Heat.1995.1080p.BluRay.x264-CtrlHD.mkv"), "-f", "lavfi", "-i", src, "-c:a", "flac")
}

// srtOfSpans writes the spans as an SRT, each time mapped by at.
func srtOfSpans(spans []cueSpan, at func(int64) int64) string {
	var b strings.Builder
	for i, s := range spans {
		fmt.Fprintf(&b, "%d\r\n%s --> %s\r\n第%d句\r\n\r\n", i+1, formatSRT(at(s.start)), formatSRT(at(s.end)), i+1)
	}
	return b.String()
}
