package subtitles

import "sort"

// The text-stream offset: the subtitle's cue onsets against those of the
// video's own subtitle stream (timing.go), one constant offset.

// offsetFit is a candidate offset (ms, added to the subtitle) and how many
// of the of compared cues it aligns.
type offsetFit struct {
	offset      int64
	matched, of int
}

// clear: at least 3 cues and more than half of the smaller side align.
func (f offsetFit) clear() bool { return f.matched >= 3 && 2*f.matched > f.of }

// bestOffset bins every pairwise onset difference (50 ms bins), scores the
// fullest bins as offsets and keeps the one that aligns the most cues
// (ties: the smaller shift).
func bestOffset(ref, sub []int64) offsetFit {
	ref, sub = sorted(ref), sorted(sub)
	best := offsetFit{of: min(len(ref), len(sub))}
	if best.of == 0 {
		return best
	}
	bins := map[int64]int{}
	for _, r := range ref {
		for _, c := range sub {
			bins[floorDiv(r-c, binWidth)]++
		}
	}
	keys := make([]int64, 0, len(bins))
	for k := range bins {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return bins[keys[i]] > bins[keys[j]] || (bins[keys[i]] == bins[keys[j]] && keys[i] < keys[j])
	})
	for _, k := range keys[:min(len(keys), binsScored)] {
		d := k*binWidth + binWidth/2
		if m := len(aligned(ref, sub, d)); m > best.matched || (m == best.matched && abs(d) < abs(best.offset)) {
			best.offset, best.matched = d, m
		}
	}
	best.offset = refine(ref, sub, best.offset)
	return best
}

// refine answers the median difference of the pairs offset d aligns, to
// 10 ms (the bin's middle can be 25 ms off).
func refine(ref, sub []int64, d int64) int64 {
	diffs := aligned(ref, sub, d)
	if len(diffs) == 0 {
		return d
	}
	sort.Slice(diffs, func(a, b int) bool { return diffs[a] < diffs[b] })
	return floorDiv(diffs[len(diffs)/2]+5, 10) * 10
}

// aligned answers, for each subtitle cue that lands within the window of a
// reference onset once shifted by d, that pair's difference (each
// reference onset used once).
func aligned(ref, sub []int64, d int64) []int64 {
	var diffs []int64
	i := 0
	for _, c := range sub {
		t := c + d
		for i < len(ref) && ref[i] < t-matchWindow {
			i++
		}
		if i < len(ref) && ref[i] <= t+matchWindow {
			diffs = append(diffs, ref[i]-c)
			i++
		}
	}
	return diffs
}

func sorted(v []int64) []int64 {
	if len(v) > maxCues {
		v = v[:maxCues]
	}
	v = append([]int64(nil), v...)
	sort.Slice(v, func(i, j int) bool { return v[i] < v[j] })
	return v
}

func abs(v int64) int64 { return max(v, -v) }

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}
