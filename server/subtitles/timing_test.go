package subtitles

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

// refStarts are the onsets (ms) of the video's own English subtitle stream:
// irregular, as dialogue is.
var refStarts = []int64{1000, 2700, 5100, 6400, 9800, 12300}

// srtOf writes cues at the given onsets, 800 ms long each.
func srtOf(starts []int64) string {
	var b strings.Builder
	for i, s := range starts {
		fmt.Fprintf(&b, "%d\r\n%s --> %s\r\n第%d句\r\n\r\n", i+1, formatSRT(s), formatSRT(s+800), i+1)
	}
	return b.String()
}

func shifted(starts []int64, d int64) []int64 {
	out := make([]int64, len(starts))
	for i, s := range starts {
		out[i] = s + d
	}
	return out
}

// timingEnv is a video with an English SRT stream, and an engine that
// logs into a buffer; it places the given subtitle through fetchOne.
func timingEnv(t *testing.T) (*Service, video, *bytes.Buffer) {
	t.Helper()
	s := ffmpegService(t)
	p := mkvWithSRT(t, t.TempDir(), "Heat.1995.1080p.BluRay.x264-CtrlHD.mkv", "eng", srtOf(refStarts))
	var logs bytes.Buffer
	s.o.Log = slog.New(slog.NewTextHandler(&logs, nil))
	return s, video{Path: p, Title: "盗火线", Year: 1995}, &logs
}

func placeVia(t *testing.T, s *Service, v video, name, body string) string {
	t.Helper()
	c := candidate{Lang: "chs", fetch: func(context.Context) (string, []byte, error) { return name, []byte(body), nil }}
	p, _, err := s.fetchOne(context.Background(), settings.SubtitleSection.Default(), v, c)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	return string(b)
}

func TestLateSRTIsShiftedOntoTheVideoStream(t *testing.T) {
	s, v, logs := timingEnv(t)
	credit := "0\r\n00:00:00,500 --> 00:00:01,500\r\n字幕组出品\r\n\r\n" // 2.5 s early once shifted: clamps at 0
	got := placeVia(t, s, v, "Heat.chs.srt", credit+srtOf(shifted(refStarts, 2500)))
	want := "0\r\n00:00:00,000 --> 00:00:00,000\r\n字幕组出品\r\n\r\n" + srtOf(refStarts)
	if got != want {
		t.Fatalf("placed:\n%q\nwant:\n%q", got, want)
	}
	if !strings.Contains(logs.String(), "时间轴已平移 -2.50 秒（6/6 条") {
		t.Fatalf("log: %s", logs)
	}
}

func TestUnrelatedSubtitleIsPlacedUnchanged(t *testing.T) {
	s, v, logs := timingEnv(t)
	// Half its cues sit 4 s after the video's (chance): no clear majority.
	body := srtOf([]int64{300, 5000, 6700, 9100, 15100, 19000})
	if got := placeVia(t, s, v, "Heat.chs.srt", body); got != body {
		t.Fatalf("an unrelated subtitle was changed:\n%s", got)
	}
	if l := logs.String(); !strings.Contains(l, "找不到明确的偏移") || !strings.Contains(l, "原样放置") {
		t.Fatalf("log: %s", logs)
	}
}

func TestLateASSIsShifted(t *testing.T) {
	s, v, _ := timingEnv(t)
	head := "[Script Info]\nTitle: 盗火线\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n"
	var in, want strings.Builder
	in.WriteString(head + "Comment: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,字幕组, 出品\n")
	want.WriteString(head + "Comment: 0,0:00:00.00,0:00:00.00,Default,,0,0,0,,字幕组, 出品\n")
	for _, st := range refStarts {
		fmt.Fprintf(&in, "Dialogue: 0,%s,%s,Default,,0,0,0,,{\\an8}台词, 一句\n", formatASS(st+2500), formatASS(st+3300))
		fmt.Fprintf(&want, "Dialogue: 0,%s,%s,Default,,0,0,0,,{\\an8}台词, 一句\n", formatASS(st), formatASS(st+800))
	}
	if got := placeVia(t, s, v, "Heat.chs.ass", in.String()); got != want.String() {
		t.Fatalf("placed:\n%s\nwant:\n%s", got, want.String())
	}
}

func TestWithoutFFmpegTimingIsNotChecked(t *testing.T) {
	s := &Service{o: Options{Log: slog.Default()}}
	body := []byte(srtOf(refStarts))
	got, note := s.fitTiming(context.Background(), filepath.Join(t.TempDir(), "x.mkv"), ".srt", body)
	if !bytes.Equal(got, body) || !strings.Contains(note, "没有安装 ffmpeg") {
		t.Fatalf("%q %s", got, note)
	}
}

func TestCueTimesReadAndWritten(t *testing.T) {
	if ms, ok := assMillis("1:02:08.09"); !ok || ms != 3728090 {
		t.Fatalf("ass %d %v", ms, ok)
	}
	if got := formatSRT(3728090); got != "01:02:08,090" {
		t.Fatal(got)
	}
	if got := cueStarts(".srt", []byte("1\n00:00:01.5 --> 00:00:02,000\nx\n")); len(got) != 1 || got[0] != 1500 {
		t.Fatal(got)
	}
}

func TestVideoWithoutSubtitleStreamKeepsTheSubtitle(t *testing.T) {
	s := ffmpegService(t)
	p := makeMedia(t, filepath.Join(t.TempDir(), "Heat.1995.mkv"), "-f", "lavfi", "-i", blackVideo("5"), "-c:v", "mpeg4")
	body := []byte(srtOf(shifted(refStarts, 2500)))
	got, note := s.fitTiming(context.Background(), p, ".srt", body)
	if !bytes.Equal(got, body) || !strings.Contains(note, "视频没有可对照的文本字幕流") || !strings.Contains(note, "视频没有音频流") {
		t.Fatalf("%q %s", got, note)
	}
}
