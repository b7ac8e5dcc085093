package subtitles

import (
	"context"
	"fmt"
)

// The decision on the audio alignment's fits (align.go). The thresholds
// were read off synthetic speech (audio_test.go): a true fit stands ~10
// robust deviations above the other offsets, an unrelated subtitle's best
// at most ~4, and the longer the film the lower chance peaks stand.

const (
	minZ        = 6.0  // a fit standing less far out is chance
	clearMargin = 0.02 // agreement (−1…1) a stretch must add over 1:1, and a shift over none
)

// noStream starts every audio note: the text-stream method came first and
// gave nothing.
const noStream = "视频没有可对照的文本字幕流（或与之找不到明确的偏移）；"

// fitToAudio aligns the subtitle to the video's speech: a constant offset,
// or a frame-rate stretch and offset, applied only when it clearly beats
// the subtitle as it is.
func (s *Service) fitToAudio(ctx context.Context, video, ext string, data []byte) ([]byte, string) {
	spans := cueSpans(ext, data)
	if len(spans) < 3 {
		return data, "时间轴未校验：" + noStream + "字幕的对白少于 3 条，不能按音频对齐，原样放置"
	}
	speech, err := s.speechFrames(ctx, video)
	if err != nil {
		return data, "时间轴未校验：" + noStream + "不能按音频对齐（" + err.Error() + "），原样放置"
	}
	fit, ok := chooseFit(alignToSpeech(speech, spans))
	agree := func(f audioFit) string { return fmt.Sprintf("吻合 %.0f%%，显著性 %.1f", (f.score+1)*50, f.z) }
	switch {
	case !ok:
		return data, fmt.Sprintf("时间轴未校验：%s音频里找不到明确的对齐（最佳 %s），字幕与视频可能不相干，原样放置", noStream, agree(fit))
	case fit.fix.factor != 1:
		at := func(ms int64) int64 { return int64(float64(ms)*fit.fix.factor) + fit.offset }
		return retimeCues(ext, data, at), fmt.Sprintf("时间轴已按帧率 %s→%s 拉伸，并按音频平移 %+.2f 秒（%s）",
			fit.fix.from, fit.fix.to, float64(fit.offset)/1000, agree(fit))
	case abs(fit.offset) < minShift:
		return data, fmt.Sprintf("时间轴与音频吻合（偏移 %.2f 秒，%s）", float64(fit.offset)/1000, agree(fit))
	case fit.score-fit.unshifted < clearMargin:
		return data, fmt.Sprintf("时间轴未改：按音频平移 %+.2f 秒并不明显好于原样（%s），原样放置", float64(fit.offset)/1000, agree(fit))
	}
	return shiftCues(ext, data, fit.offset), fmt.Sprintf("时间轴已按音频平移 %+.2f 秒（%s）", float64(fit.offset)/1000, agree(fit))
}

// chooseFit keeps the subtitle's own rate unless a stretch fits clearly
// better (24 against 23.976 differs by 0.1 % and nearly ties); ok is false
// when even the best does not stand out from chance.
func chooseFit(fits []audioFit) (audioFit, bool) {
	best := fits[0]
	for _, f := range fits[1:] {
		if f.z >= minZ && f.score >= fits[0].score+clearMargin && f.score > best.score {
			best = f
		}
	}
	return best, best.z >= minZ
}
