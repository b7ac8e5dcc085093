package subtitles

import (
	"context"
	"fmt"
	"os/exec"
	"sort"
	"time"
)

// Timeline sync: a downloaded subtitle made for another release (an intro
// cut, a studio logo) starts its cues a constant time early or late. The
// reference is the video's own text subtitle stream, any language, read
// with Debian's ffmpeg; cue onsets match across languages well enough to
// find that offset. Audio-based alignment is not done (no aligner that
// Debian packages), and neither is a drift (25 vs 23.976 fps).

const (
	matchWindow = 300  // ms: a cue matches a reference onset this close
	minShift    = 500  // ms: smaller offsets are left alone
	maxStreams  = 4    // reference streams tried
	maxCues     = 2000 // cues per side compared (pairs grow as the product)
	binWidth    = 50   // ms: onset differences are counted in bins this wide
	binsScored  = 30   // the fullest bins tried as offsets
)

// fitTiming answers the subtitle shifted onto the video's own subtitle
// stream when a clear constant offset aligns them, else unchanged; the
// note says which (for the log line).
func (s *Service) fitTiming(ctx context.Context, video, ext string, data []byte) ([]byte, string) {
	if !isTextTimed(ext) {
		return data, "时间轴未校验：" + ext + " 不是文本字幕"
	}
	if s.o.FFmpeg == "" {
		return data, "时间轴未校验：没有安装 ffmpeg"
	}
	sub := cueStarts(ext, data)
	if len(sub) < 3 {
		return data, "时间轴未校验：字幕的对白少于 3 条"
	}
	best, found := offsetFit{}, false
	for n := 0; n < maxStreams; n++ {
		ref, ok := s.streamStarts(ctx, video, n)
		if !ok {
			continue // no stream n (fails at once), or a bitmap one ffmpeg cannot turn into SRT
		}
		if f := bestOffset(ref, sub); f.clear() { // the first clear fit: each stream read is a pass over the file
			best, found = f, true
			break
		}
	}
	switch {
	case !found:
		return data, "时间轴未校验：视频没有可对照的文本字幕流，或找不到明确的偏移，原样放置"
	case abs(best.offset) < minShift:
		return data, fmt.Sprintf("时间轴吻合（偏移 %.2f 秒，%d/%d 条对上）", float64(best.offset)/1000, best.matched, best.of)
	}
	return shiftCues(ext, data, best.offset), fmt.Sprintf("时间轴已平移 %+.2f 秒（%d/%d 条对上视频内字幕流）",
		float64(best.offset)/1000, best.matched, best.of)
}

// streamStarts reads the cue onsets of the video's n-th subtitle stream.
func (s *Service) streamStarts(ctx context.Context, video string, n int) ([]int64, bool) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, s.o.FFmpeg, "-v", "error", "-nostdin", "-i", video,
		"-map", fmt.Sprintf("0:s:%d", n), "-f", "srt", "-").Output()
	if err != nil {
		return nil, false
	}
	return cueStarts(".srt", out), true
}

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
