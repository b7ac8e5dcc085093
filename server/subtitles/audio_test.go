package subtitles

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The audio alignment against real media: ffmpeg makes a 150-second track
// of speech-like bursts (audio_helpers_test.go), and subtitles timed
// against it are placed through fitTiming (the video has no subtitle
// stream, so the audio is the reference).

const trackSecs = 150

// cuesWithin fails unless every cue of got starts within 100 ms of want's.
func cuesWithin(t *testing.T, got []byte, want []cueSpan) {
	t.Helper()
	starts := cueStarts(".srt", got)
	if len(starts) != len(want) {
		t.Fatalf("%d cues, want %d", len(starts), len(want))
	}
	for i, s := range starts {
		if d := abs(s - want[i].start); d > 100 {
			t.Fatalf("cue %d starts at %d ms, want %d (±100)", i+1, s, want[i].start)
		}
	}
}

// TestAudioAlignment: the cases share one track (making it is the slow part).
func TestAudioAlignment(t *testing.T) {
	spans := speechLike(7, trackSecs)
	p := audioWith(t, spans, trackSecs)
	s := ffmpegService(t)
	fit := func(at func(int64) int64) ([]byte, []byte, string) {
		body := []byte(srtOfSpans(spans, at))
		got, note := s.fitTiming(context.Background(), p, ".srt", body)
		t.Log(note)
		return body, got, note
	}
	t.Run("3.2 s late: shifted back", func(t *testing.T) {
		_, got, note := fit(func(ms int64) int64 { return ms + 3200 })
		cuesWithin(t, got, spans)
		if !strings.Contains(note, "时间轴已按音频平移 -3.") {
			t.Fatalf("note: %s", note)
		}
	})
	// Timed for a 25 fps release (its audio runs 4 % fast), played on
	// this 23.976 fps one: no constant shift fits, the stretch does.
	t.Run("25 fps subtitle on 23.976: stretched", func(t *testing.T) {
		_, got, note := fit(func(ms int64) int64 { return int64(float64(ms) * ntsc / 25) })
		cuesWithin(t, got, spans)
		if !strings.Contains(note, "时间轴已按帧率 25→23.976 拉伸") {
			t.Fatalf("note: %s", note)
		}
	})
	t.Run("fitting: left as it is", func(t *testing.T) {
		body, got, note := fit(func(ms int64) int64 { return ms })
		if !bytes.Equal(got, body) || !strings.Contains(note, "时间轴与音频吻合") {
			t.Fatalf("changed, or note: %s", note)
		}
	})
	// The text stream is exact: with one in the file the audio is not read.
	t.Run("a text stream comes first", func(t *testing.T) {
		withStream := filepath.Join(t.TempDir(), "v.mkv")
		srt := filepath.Join(t.TempDir(), "s.srt")
		os.WriteFile(srt, []byte(srtOfSpans(spans, func(ms int64) int64 { return ms })), 0o644)
		makeMedia(t, withStream, "-i", p, "-i", srt, "-map", "0", "-map", "1", "-c:a", "copy", "-c:s", "srt")
		got, note := s.fitTiming(context.Background(), withStream, ".srt", []byte(srtOfSpans(spans, func(ms int64) int64 { return ms + 3200 })))
		cuesWithin(t, got, spans)
		if !strings.Contains(note, "条对上视频内字幕流") {
			t.Fatalf("note: %s", note)
		}
	})
	t.Run("unrelated: left as it is", func(t *testing.T) {
		for _, seed := range []uint32{99, 12345} {
			body := []byte(srtOfSpans(speechLike(seed, trackSecs), func(ms int64) int64 { return ms }))
			got, note := s.fitTiming(context.Background(), p, ".srt", body)
			if !bytes.Equal(got, body) || !strings.Contains(note, "音频里找不到明确的对齐") {
				t.Fatalf("seed %d changed, or note: %s", seed, note)
			}
		}
	})
}

func TestSilentTrackIsNoReference(t *testing.T) {
	s := ffmpegService(t)
	p := makeMedia(t, filepath.Join(t.TempDir(), "v.mkv"), "-f", "lavfi", "-i", "anullsrc=r=8000:cl=mono:d=20", "-c:a", "flac")
	body := []byte(srtOf(refStarts))
	got, note := s.fitTiming(context.Background(), p, ".srt", body)
	if !bytes.Equal(got, body) || !strings.Contains(note, "分辨不出人声起止") {
		t.Fatalf("changed, or note: %s", note)
	}
}

// TestASSDialogueIsTheSubtitleSide: the audio is matched against Dialogue
// lines only (a Comment is never shown), each as its start and end.
func TestASSDialogueIsTheSubtitleSide(t *testing.T) {
	ass := "[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n" +
		"Comment: 0,0:00:00.50,0:00:09.00,Default,,0,0,0,,字幕组出品\n" +
		"Dialogue: 0,0:00:01.20,0:00:02.35,Default,,0,0,0,,台词, 一句\n"
	got := cueSpans(".ass", []byte(ass))
	if len(got) != 1 || got[0] != (cueSpan{1200, 2350}) {
		t.Fatalf("spans %v", got)
	}
	if f := spanFrames(got, 1, 1000); len(f) != 236 || f[119] || !f[120] || !f[234] || f[235] {
		t.Fatalf("frames: %d long", len(f))
	}
}
