package subtitles

import (
	"context"
	"fmt"
	"os/exec"
	"time"
)

// Timeline sync: a downloaded subtitle made for another release (an intro
// cut, a studio logo, another frame rate) starts its cues early or late.
// The first reference is the video's own text subtitle stream, any
// language, read with Debian's ffmpeg: cue onsets match across languages
// well enough to find a constant offset exactly. Without such a stream, or
// without a clear fit to it, the video's audio is the reference
// (audiofit.go): a constant offset, and the frame-rate stretches between
// 23.976, 24 and 25 fps. A drift that is not one of those (a cut scene, an
// edit in the middle) is not repaired.

const (
	matchWindow = 300  // ms: a cue matches a reference onset this close
	minShift    = 500  // ms: smaller offsets are left alone
	maxStreams  = 4    // reference streams tried
	maxCues     = 2000 // cues per side compared (pairs grow as the product)
	binWidth    = 50   // ms: onset differences are counted in bins this wide
	binsScored  = 30   // the fullest bins tried as offsets
)

// fitTiming answers the subtitle shifted onto the video's own subtitle
// stream when a clear constant offset aligns them, else aligned to the
// audio when that fits clearly, else unchanged; the note says which (the
// item's log line).
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
		return s.fitToAudio(ctx, video, ext, data)
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
