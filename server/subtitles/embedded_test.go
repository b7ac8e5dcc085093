package subtitles

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// mkvWithSubtitle makes a 1-second mkv with one subtitle stream tagged
// lang, with Debian's ffmpeg (the Makefile's go-check installs it).
func mkvWithSubtitle(t *testing.T, dir, name, lang string) string {
	return mkvWithSRT(t, dir, name, lang, "1\n00:00:00,000 --> 00:00:01,000\n字幕\n")
}

// mkvWithSRT makes a 1-second mkv whose subtitle stream holds the cues of
// an SRT text (they may run past the second).
func mkvWithSRT(t *testing.T, dir, name, lang, cues string) string {
	t.Helper()
	srt := filepath.Join(t.TempDir(), "s.srt")
	os.WriteFile(srt, []byte(cues), 0o644)
	os.MkdirAll(dir, 0o755)
	return makeMedia(t, filepath.Join(dir, name), "-f", "lavfi", "-i", blackVideo("5"), "-i", srt,
		"-map", "0:v", "-map", "1:s", "-c:v", "mpeg4", "-c:s", "srt", "-metadata:s:s:0", "language="+lang)
}

func TestEmbeddedChineseStreamCounts(t *testing.T) {
	ffprobe, err := exec.LookPath("ffprobe")
	if err != nil {
		t.Skip("ffprobe is not installed (make go-check installs Debian's ffmpeg)")
	}
	root := t.TempDir()
	chi := mkvWithSubtitle(t, filepath.Join(root, "沙丘 (2021)"), "Dune.2021.1080p.BluRay.x264-WiKi.mkv", "chi")
	eng := mkvWithSubtitle(t, filepath.Join(root, "无间道 (2002)"), "Infernal.Affairs.2002.1080p.BluRay.x264-CMCT.mkv", "eng")
	recs := fakeRecords{
		{ID: 7, MovieName: "沙丘", MovieYear: 2021, MovieType: "Movie", TMDBID: 438631, LinkPath: filepath.Dir(chi)},
		{ID: 9, MovieName: "无间道", MovieYear: 2002, MovieType: "Movie", TMDBID: 10775, LinkPath: filepath.Dir(eng)},
	}
	e := newEnv(t, recs, onCfg())
	e.s.o.FFprobe = ffprobe
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	if r := e.reason(t, chi); !strings.Contains(r, "视频内嵌中文字幕（chi subrip") {
		t.Fatalf("a chi subtitle stream did not count: %q", r)
	}
	for _, r := range e.zimuku.Requests() {
		if strings.Contains(r.Query, "%E6%B2%99%E4%B8%98") { // 沙丘
			t.Fatal("searched for a video that has a Chinese stream")
		}
	}
	if r := e.reason(t, eng); !strings.HasPrefix(r, "已下载字幕") {
		t.Fatalf("an English-only stream counted as Chinese: %s", r)
	}
	st, _ := e.s.RecordStates(context.Background(), []int64{7, 9})
	if st[7].State != StateHave || st[9].State != StateHave {
		t.Fatalf("states %+v", st)
	}
}
