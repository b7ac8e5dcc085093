package subtitles

import (
	"context"
	"log/slog"
	"math"
	"net/url"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"
)

func TestFrameRateInTheScore(t *testing.T) {
	v := video{Path: "/m/沙丘 (2021)/Dune.2021.1080p.BluRay.x264-WiKi.mkv", Release: "Dune.2021.1080p.BluRay.x264-WiKi"}
	base := candidate{Title: "Dune.2021.1080p.WEB-DL.DDP5.1-FLUX", Lang: "chs"}
	for _, c := range []struct {
		name          string
		subFPS, vidFS float64
		want          int // the score's change against the same subtitle without a rate
	}{
		{"same rate", 23.976, 23.976, fpsFitBonus},
		{"24 against 23.976 fits (0.1 %)", 24, 23.976, fpsFitBonus},
		{"25 against 23.976 drifts (4.3 %)", 25, 23.976, fpsMisfit},
		{"PAL 25 video, 23.976 subtitle", 23.976, 25, fpsMisfit},
		{"29.97 against 30 fits", 29.97, 30, fpsFitBonus},
		{"subtitle states no rate", 0, 23.976, 0},
		{"video rate unknown (no ffprobe)", 25, 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			vv, cc := v, base
			vv.FPS, cc.FPS = c.vidFS, c.subFPS
			if got := score(cc, vv, nil) - score(base, v, nil); got != c.want {
				t.Errorf("score change %d, want %d", got, c.want)
			}
		})
	}
}

// TestFittingRateRanksFirst: of two subtitles alike but for the stated
// rate, the one timed for the video's rate is tried first; a release
// group match still counts for more than the rate.
func TestFittingRateRanksFirst(t *testing.T) {
	v := video{Path: "/m/Dune.2021.1080p.BluRay.x264-WiKi.mkv", Release: "Dune.2021.1080p.BluRay.x264-WiKi", FPS: 24000.0 / 1001}
	for _, c := range []struct {
		name  string
		found []candidate
		first string
	}{
		{"fitting rate first", []candidate{
			{Title: "Dune.2021.1080p.BluRay.x264-PAL", Lang: "chs", FPS: 25},
			{Title: "Dune.2021.1080p.BluRay.x264-NTSC", Lang: "chs", FPS: 23.976},
		}, "Dune.2021.1080p.BluRay.x264-NTSC"},
		{"a stated fit beats an unstated one", []candidate{
			{Title: "Dune.2021.1080p.BluRay.x264-ANY", Lang: "chs"},
			{Title: "Dune.2021.1080p.BluRay.x264-FIT", Lang: "chs", FPS: 23.976},
		}, "Dune.2021.1080p.BluRay.x264-FIT"},
		{"the release's own group despite a stated misfit", []candidate{
			{Title: "Dune.2021.1080p.BluRay.x264-FIT", Lang: "chs", FPS: 23.976},
			{Title: "Dune.2021.1080p.BluRay.x264-WiKi", Lang: "chs", FPS: 25},
		}, "Dune.2021.1080p.BluRay.x264-WiKi"},
	} {
		t.Run(c.name, func(t *testing.T) {
			sort.SliceStable(c.found, func(i, j int) bool { return score(c.found[i], v, nil) > score(c.found[j], v, nil) })
			if c.found[0].Title != c.first {
				t.Errorf("first %s, want %s", c.found[0].Title, c.first)
			}
		})
	}
}

func TestOpenSubtitlesStatesTheFrameRate(t *testing.T) {
	e := newEnv(t, fakeRecords{}, onCfg())
	e.useSource(t, "opensubtitles", url.Values{"key": {"k"}})
	cfg := onCfg()
	cfg.OpenSubtitlesAPIKey = "k"
	src, _ := e.s.source("opensubtitles", cfg)
	found, err := src.Search(context.Background(), query{TMDBID: 438631})
	if err != nil || len(found) == 0 {
		t.Fatalf("search: %v %v", found, err)
	}
	for _, c := range found {
		if c.FPS != 23.976 {
			t.Errorf("%s: fps %v, want the answer's 23.976", c.Title, c.FPS)
		}
	}
}

func TestVideoFrameRateFromFFprobe(t *testing.T) {
	ffmpegOrSkip(t)
	ffprobe, err := exec.LookPath("ffprobe")
	if err != nil {
		t.Skip("ffprobe is not installed (make go-check installs Debian's ffmpeg)")
	}
	s := &Service{o: Options{FFprobe: ffprobe, Log: slog.Default()}}
	for _, c := range []struct {
		rate string
		want float64
	}{{"25", 25}, {"24000/1001", 23.976}} {
		v := makeMedia(t, filepath.Join(t.TempDir(), "v.mkv"), "-f", "lavfi", "-i", blackVideo(c.rate), "-c:v", "ffv1")
		if got := s.videoFPS(context.Background(), v); math.Abs(got-c.want) > 0.001 {
			t.Errorf("rate %s: videoFPS %v, want %v", c.rate, got, c.want)
		}
	}
	// The ranking probes the video once a candidate states a rate: the
	// 25 fps subtitle goes first for this 25 fps video.
	v := video{Path: makeMedia(t, filepath.Join(t.TempDir(), "v.mkv"), "-f", "lavfi", "-i", blackVideo("25"), "-c:v", "ffv1")}
	found := []candidate{{Title: "NTSC", Lang: "chs", FPS: 23.976}, {Title: "PAL", Lang: "chs", FPS: 25}}
	if s.rank(context.Background(), found, &v, nil); found[0].Title != "PAL" || v.FPS != 25 {
		t.Errorf("ranked %v for a %v fps video", found, v.FPS)
	}
	if got := s.videoFPS(context.Background(), filepath.Join(t.TempDir(), "missing.mkv")); got != 0 {
		t.Errorf("unreadable video: %v, want 0", got)
	}
	if got := (&Service{}).videoFPS(context.Background(), "x.mkv"); got != 0 {
		t.Errorf("without ffprobe: %v, want 0", got)
	}
}
