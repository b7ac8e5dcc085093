package subtitles

import (
	"math"
	"sort"
)

// Audio alignment, as ffsubsync does it: the subtitle's on-screen frames
// against the audio's speech frames, both as ±1 per 10 ms, cross-correlated
// by FFT for every offset within ten minutes, for the subtitle as it is and
// stretched by the frame-rate ratios a release can differ by (a 25 fps PAL
// subtitle on a 23.976 fps video drifts 4 %, minutes by the end). Scores
// are the share of overlapping frames that agree, so a short overlap at a
// far offset neither wins nor loses by its length.

const maxOffsetFrames = 10 * 60 * 1000 / frameMS

// rateFix stretches subtitle times by from/to: timed for a from-fps
// release, played on a to-fps video.
type rateFix struct {
	from, to string
	factor   float64
}

var rateFixes = []rateFix{
	{"", "", 1}, // first: as it is
	{"25", "23.976", 25 / ntsc}, {"23.976", "25", ntsc / 25},
	{"24", "25", 24.0 / 25}, {"25", "24", 25.0 / 24},
	{"24", "23.976", 24 / ntsc}, {"23.976", "24", ntsc / 24},
}

const ntsc = 24000.0 / 1001

// audioFit is the best alignment under one rate fix: the offset (ms,
// added after stretching), its agreement and how far it stands out from
// every other offset's (z, in robust standard deviations).
type audioFit struct {
	fix       rateFix
	offset    int64
	score, z  float64
	unshifted float64 // agreement at offset 0 (meaningful under the 1:1 fix)
}

// alignToSpeech answers the best fit under each rate fix, in rateFixes'
// order.
func alignToSpeech(speech []bool, spans []cueSpan) []audioFit {
	n := len(speech)
	reach := min(maxOffsetFrames, n) // no lag beyond the track itself can overlap half of it
	size := nextPow2(n + 2*reach)    // no wrap-around within the searched offsets
	ref := signs(speech, size)
	fft(ref, false)
	fits := make([]audioFit, 0, len(rateFixes))
	buf := make([]complex128, size)
	for _, fix := range rateFixes {
		sub := spanFrames(spans, fix.factor, n+reach)
		fillSigns(buf, sub)
		fft(buf, false)
		for i := range buf { // correlation: conj(sub) · ref, so lag k moves the subtitle k frames later
			buf[i] = ref[i] * complex(real(buf[i]), -imag(buf[i]))
		}
		fft(buf, true)
		fits = append(fits, bestLag(buf, n, len(sub), reach, fix))
	}
	return fits
}

// bestLag reads the correlation at every lag whose overlap covers at least
// half of the shorter side. The peak is the largest raw sum, as ffsubsync
// takes it (of two equal agreements the one overlapping more frames is the
// better evidence, and a repeating pattern does not pull the subtitle to a
// far edge); its agreement share and how far that stands out from the
// other lags' shares are what the decision reads.
func bestLag(corr []complex128, n, m, reach int, fix rateFix) audioFit {
	need := max(min(n, m)/2, 1)
	var shares []float64
	fit, peak := audioFit{fix: fix}, math.Inf(-1)
	for k := -reach; k <= reach; k++ {
		overlap := min(m, n-k) - max(0, -k)
		if overlap < need {
			continue
		}
		raw := real(corr[(k+len(corr))%len(corr)])
		share := raw / float64(overlap)
		shares = append(shares, share)
		if raw > peak+0.5 || (raw > peak-0.5 && abs(int64(k)) < abs(fit.offset/frameMS)) { // sums of ±1: ties within rounding
			peak, fit.score, fit.offset = raw, share, int64(k)*frameMS
		}
		if k == 0 {
			fit.unshifted = share
		}
	}
	if len(shares) == 0 {
		return fit
	}
	med, sigma := robustSpread(shares)
	fit.z = (fit.score - med) / sigma
	return fit
}

// robustSpread answers the median and the MAD scaled to a standard
// deviation: the one true peak does not widen it.
func robustSpread(v []float64) (float64, float64) {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	med := s[len(s)/2]
	for i := range s {
		s[i] = math.Abs(s[i] - med)
	}
	sort.Float64s(s)
	return med, max(1.4826*s[len(s)/2], 1e-9)
}

func signs(on []bool, size int) []complex128 {
	out := make([]complex128, size)
	fillSigns(out, on)
	return out
}

// fillSigns writes +1 for on, −1 for off, 0 past the end (padding agrees
// with nothing).
func fillSigns(out []complex128, on []bool) {
	for i := range out {
		switch {
		case i >= len(on):
			out[i] = 0
		case on[i]:
			out[i] = 1
		default:
			out[i] = -1
		}
	}
}
