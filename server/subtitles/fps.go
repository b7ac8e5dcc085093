package subtitles

import (
	"context"
	"math"
	"strconv"
	"strings"
)

// Frame rate in the match score: of the sources only OpenSubtitles states
// what a subtitle was timed for (its answer's fps); 字幕库, SubHD and assrt
// say nothing of a runtime or rate. A subtitle timed for 25 fps drifts
// against a 23.976 fps video by 4 % (minutes by the end); the audio
// alignment can stretch it back (audiofit.go), but only when the video has
// a usable audio track and the fit is clear, so it still ranks below one
// that fits.

const (
	fpsTolerance = 0.02 // 23.976 and 24 fit; 25 against 23.976 (4.3 %) does not
	fpsFitBonus  = 10
	fpsMisfit    = -8 // a fit outranks a misfit by more than resolution or source, less than the release group
)

// fpsScore rates a candidate's stated frame rate against the video's; 0
// when either is unknown.
func fpsScore(sub, vid float64) int {
	if sub <= 0 || vid <= 0 {
		return 0
	}
	if math.Abs(sub-vid)/vid <= fpsTolerance {
		return fpsFitBonus
	}
	return fpsMisfit
}

// anyFPS says whether some candidate states a frame rate (only then is
// the video probed).
func anyFPS(cs []candidate) bool {
	for _, c := range cs {
		if c.FPS > 0 {
			return true
		}
	}
	return false
}

// videoFPS asks ffprobe for the first video stream's frame rate; 0 when
// ffprobe is missing or cannot tell.
func (s *Service) videoFPS(ctx context.Context, video string) float64 {
	var ans struct {
		Streams []struct {
			Avg string `json:"avg_frame_rate"`
			R   string `json:"r_frame_rate"`
		} `json:"streams"`
	}
	if !s.probe(ctx, video, "v:0", "stream=avg_frame_rate,r_frame_rate", &ans) || len(ans.Streams) == 0 {
		return 0
	}
	if f := ratio(ans.Streams[0].Avg); f > 0 {
		return f
	}
	return ratio(ans.Streams[0].R)
}

// ratio reads ffprobe's "24000/1001"; "0/0" (unknown) is 0.
func ratio(s string) float64 {
	n, d, ok := strings.Cut(s, "/")
	num, err1 := strconv.ParseFloat(n, 64)
	den, err2 := strconv.ParseFloat(d, 64)
	if !ok || err1 != nil || err2 != nil || den == 0 {
		return 0
	}
	return num / den
}
