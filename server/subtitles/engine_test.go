package subtitles

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
)

func duneRecord(t *testing.T, root string) (downloads.Record, string) {
	v := touch(t, filepath.Join(root, "沙丘 (2021)", "Dune.2021.1080p.BluRay.x264-WiKi.mkv"))
	return downloads.Record{ID: 7, MovieName: "沙丘", MovieYear: 2021, MovieType: "Movie", TMDBID: 438631,
		Name: "Dune.2021.1080p.BluRay.x264-WiKi", LinkPath: filepath.Dir(v)}, v
}

// duneSubtitle is where the default template files the Chinese subtitle
// of duneRecord's video v.
func duneSubtitle(v string) string {
	return filepath.Join(filepath.Dir(v), "Dune.2021.1080p.BluRay.x264-WiKi.zh-cn.srt")
}

func TestFiledMovieGetsGBKSubtitleUnderTemplateName(t *testing.T) {
	root := t.TempDir()
	rec, v := duneRecord(t, root)
	e := newEnv(t, fakeRecords{rec}, onCfg())
	ctx := context.Background()
	if err := e.s.RunDue(ctx); err != nil {
		t.Fatal(err)
	}
	want := duneSubtitle(v)
	b, err := os.ReadFile(want)
	if err != nil {
		t.Fatalf("subtitle not placed under the template's name: %v", err)
	}
	if !strings.Contains(string(b), "沙丘：第一句中文台词") {
		t.Fatalf("subtitle not converted from GBK to UTF-8: %q", b)
	}
	if _, err := os.Stat(filepath.Join(root, "escape.srt")); err == nil {
		t.Fatal("an archive entry escaped the video's folder")
	}
	if len(e.refreshed) != 1 || e.refreshed[0] != filepath.Dir(v) || len(e.arrived) != 1 {
		t.Fatalf("media servers refreshed %v, notices %v", e.refreshed, e.arrived)
	}
	st, _ := e.s.RecordStates(ctx, []int64{7})
	if st[7].State != StateHave || st[7].Label != "已有字幕" {
		t.Fatalf("record state %+v", st[7])
	}
	// The history says what the timing check did (here: nothing, no ffmpeg).
	if r := e.reason(t, v); !strings.HasSuffix(r, "；时间轴未校验：没有安装 ffmpeg") {
		t.Fatalf("reason %q", r)
	}
	n := len(e.zimuku.Requests())
	e.now = e.now.Add(24 * time.Hour)
	if err := e.s.RunDue(ctx); err != nil || len(e.zimuku.Requests()) != n {
		t.Fatalf("searched again for a video that has its subtitle (err %v)", err)
	}
}

func TestCustomTemplateAndAssrtSource(t *testing.T) {
	rec, v := duneRecord(t, t.TempDir())
	cfg := onCfg()
	cfg.FinderType = []string{"assrt"}
	cfg.FileNameTemplate = "{{ title }}.{{ year }}.{{ language }}.{{ ext }}"
	e := newEnv(t, fakeRecords{rec}, cfg)
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(filepath.Dir(v), "沙丘.2021.zh-cn.srt"))
	if err != nil || !strings.Contains(string(b), "第一句中文台词") {
		t.Fatalf("assrt subtitle under the custom name: %v %q", err, b)
	}
	if len(e.zimuku.Requests()) != 0 {
		t.Fatal("zimuku asked though only assrt is chosen")
	}
}

func TestExistingChineseSideFileCounts(t *testing.T) {
	rec, v := duneRecord(t, t.TempDir())
	touch(t, strings.TrimSuffix(v, ".mkv")+".chs.srt")
	e := newEnv(t, fakeRecords{rec}, onCfg())
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(e.zimuku.Requests()) != 0 {
		t.Fatal("searched although a Chinese subtitle sits next to the video")
	}
	if st, _ := e.s.RecordStates(context.Background(), []int64{7}); st[7].State != StateHave {
		t.Fatalf("state %+v", st[7])
	}
	// Later rounds leave a video that has its subtitle alone: its history
	// does not grow by a line a round.
	before, _, _ := e.s.load(context.Background(), v)
	for range 2 {
		if err := e.s.RunDue(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if after, _, _ := e.s.load(context.Background(), v); after.History != before.History {
		t.Fatalf("history grew: %q → %q", before.History, after.History)
	}
}

func TestRetriesThenGivesUpAfterTheLimit(t *testing.T) {
	v := touch(t, filepath.Join(t.TempDir(), "无名之辈 (2018)", "A.Cool.Fish.2018.1080p.WEB-DL.mkv"))
	rec := downloads.Record{ID: 9, MovieName: "无名之辈", MovieType: "Movie", TMDBID: 1, LinkPath: v}
	cfg := onCfg()
	cfg.NotFoundStopMinutes = 60
	e := newEnv(t, fakeRecords{rec}, cfg)
	ctx := context.Background()
	searches := func() int {
		n := 0
		for _, r := range e.zimuku.Requests() {
			if r.Path == "/search" {
				n++
			}
		}
		return n
	}
	t0 := e.now
	for _, step := range []struct {
		at       time.Duration
		searches int
		state    string
	}{{0, 1, StateWaiting}, {10 * time.Minute, 1, StateWaiting}, {31 * time.Minute, 2, StateWaiting},
		{80 * time.Minute, 2, StateWaiting}, {92 * time.Minute, 3, StateGaveUp}, {48 * time.Hour, 3, StateGaveUp}} {
		e.now = t0.Add(step.at)
		if err := e.s.RunDue(ctx); err != nil {
			t.Fatal(err)
		}
		it, _, _ := e.s.load(ctx, v)
		if searches() != step.searches || it.State != step.state {
			t.Fatalf("at +%v: %d searches, state %s; want %d, %s", step.at, searches(), it.State, step.searches, step.state)
		}
	}
	it, _, _ := e.s.load(ctx, v)
	if !strings.Contains(it.History, "等待 60 分钟仍未找到中文字幕，已放弃") || it.Attempts != 3 {
		t.Fatalf("history %q attempts %d", it.History, it.Attempts)
	}
	// Giving up is told once (the runs after it do not search it again).
	if len(e.gaveUp) != 1 || !strings.HasPrefix(e.gaveUp[0], "无名之辈: 等待 60 分钟仍未找到中文字幕，已放弃（") {
		t.Fatalf("told %q", e.gaveUp)
	}
	// Asked by hand once given up, the wait starts again: it searches now,
	// waits (not given up at once) and the timer tries it again later.
	if _, _, err := e.s.handle(ctx, cfg, videosOf(rec)[0], true); err != nil {
		t.Fatal(err)
	}
	if it, _, _ = e.s.load(ctx, v); searches() != 4 || it.State != StateWaiting || it.Attempts != 1 {
		t.Fatalf("asked by hand: %d searches, state %s, attempts %d", searches(), it.State, it.Attempts)
	}
	e.now = e.now.Add(31 * time.Minute)
	if err := e.s.RunDue(ctx); err != nil || searches() != 5 {
		t.Fatalf("the timer after a manual request: %d searches, %v", searches(), err)
	}
}

func TestEngineOffWhenSwitchOff(t *testing.T) {
	rec, v := duneRecord(t, t.TempDir())
	cfg := onCfg()
	cfg.Enable = false
	e := newEnv(t, fakeRecords{rec}, cfg)
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(e.zimuku.Requests()) != 0 {
		t.Fatal("the engine searched with the switch off")
	}
	if m, _ := filepath.Glob(strings.TrimSuffix(v, ".mkv") + ".*.srt"); len(m) != 0 {
		t.Fatalf("subtitle placed with the switch off: %v", m)
	}
}

func TestSubmitForListedEpisodesOfASeason(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "繁花 (2023)", "Season 1")
	for _, ep := range []string{"01", "02", "03"} {
		touch(t, filepath.Join(dir, "繁花.S01E"+ep+".2023.1080p.WEB-DL.H264-HHWEB.mkv"))
	}
	rec := downloads.Record{ID: 11, MovieName: "繁花", MovieType: "TV", Season: 1, TMDBID: 95396, LinkPath: dir,
		Name: "Blossoms.Shanghai.S01.2023.1080p.WEB-DL.H264-HHWEB"}
	cfg := onCfg()
	cfg.Enable = false // a manual request runs whatever the timer's switch says
	e := newEnv(t, fakeRecords{rec}, cfg)
	eps, err := ParseEpisodes("1,2")
	if err != nil {
		t.Fatal(err)
	}
	msg, err := e.s.Submit(context.Background(), Request{TMDBID: 95396, MediaType: "TV", Season: 1, Episodes: eps})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(msg, "新下载 2 个") {
		t.Fatalf("message %q", msg)
	}
	for ep, want := range map[string]bool{"01": true, "02": true, "03": false} {
		p := filepath.Join(dir, "繁花.S01E"+ep+".2023.1080p.WEB-DL.H264-HHWEB.zh-cn.ass")
		b, err := os.ReadFile(p)
		if (err == nil) != want {
			t.Fatalf("E%s: subtitle present %v, want %v", ep, err == nil, want)
		}
		if want && !strings.Contains(string(b), "繁花：第一句中文台词") {
			t.Fatalf("E%s: %q", ep, b)
		}
	}
	if _, err := e.s.Submit(context.Background(), Request{TMDBID: 1, MediaType: "Movie"}); err == nil {
		t.Fatal("a title with no filed video answered success")
	}
	if _, err := ParseEpisodes("1,x"); err == nil || !strings.Contains(err.Error(), "episode_index") {
		t.Fatalf("bad episode_index: %v", err)
	}
}

func TestTitleFromExcludedAreaNeedsNoSubtitle(t *testing.T) {
	v := touch(t, filepath.Join(t.TempDir(), "流浪地球 (2019)", "The.Wandering.Earth.2019.1080p.WEB-DL.mkv"))
	rec := downloads.Record{ID: 12, MovieName: "沙丘", MovieType: "Movie", TMDBID: 535167, LinkPath: v}
	e := newEnv(t, fakeRecords{rec}, onCfg()) // default exclude_area: 中国大陆, 中国台湾
	e.countries = map[int][]string{535167: {"CN"}}
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(e.zimuku.Requests()) != 0 {
		t.Fatal("searched for a title produced in an excluded area")
	}
	it, _, _ := e.s.load(context.Background(), v)
	if it.State != StateSkipped || !strings.Contains(it.History, "产地为中国大陆") {
		t.Fatalf("state %s history %q", it.State, it.History)
	}
	e.countries[535167] = []string{"US"} // not excluded: the same title is searched
	if _, _, err := e.s.handle(context.Background(), onCfg(), videosOf(rec)[0], true); err != nil || len(e.zimuku.Requests()) == 0 {
		t.Fatalf("a title from a searched area was not searched (err %v)", err)
	}
}

func TestOneRoundSearchesAtMostMaxSearches(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "无名 (2020)")
	for i := range maxSearches + 5 {
		touch(t, filepath.Join(dir, fmt.Sprintf("Nobody.S01E%02d.mkv", i+1)))
	}
	rec := downloads.Record{ID: 5, MovieName: "无名", MovieType: "TV", Season: 1, TMDBID: 3, LinkPath: dir}
	e := newEnv(t, fakeRecords{rec}, onCfg())
	if err := e.s.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n := len(e.zimuku.Requests()); n != maxSearches {
		t.Fatalf("%d searches in one round, want %d", n, maxSearches)
	}
}

func TestSubmitWithinGoesOnInTheBackground(t *testing.T) {
	rec, v := duneRecord(t, t.TempDir())
	e := newEnv(t, fakeRecords{rec}, onCfg())
	e.s.paces["zimuku"].gap = 50 * time.Millisecond // slower than the wait
	msg, err := e.s.SubmitWithin(context.Background(), Request{TMDBID: 438631, MediaType: "Movie"}, 10*time.Millisecond)
	if err != nil || !strings.Contains(msg, "正在后台为 1 个视频查找字幕") {
		t.Fatalf("answer %q %v", msg, err)
	}
	want := duneSubtitle(v)
	for range 100 {
		e.mu.Lock()
		arrived := len(e.arrived) // the last step of the run
		e.mu.Unlock()
		if _, err := os.Stat(want); err == nil && arrived == 1 {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("the background run placed no subtitle")
}

// A subtitle deleted after it was placed is looked for again: by the
// timer, and at once by 下载字幕.
func TestADeletedSubtitleIsFetchedAgain(t *testing.T) {
	rec, v := duneRecord(t, t.TempDir())
	e := newEnv(t, fakeRecords{rec}, onCfg())
	ctx := context.Background()
	if err := e.s.RunDue(ctx); err != nil {
		t.Fatal(err)
	}
	placed := duneSubtitle(v)
	if err := os.Remove(placed); err != nil {
		t.Fatal(err)
	}
	msg, err := e.s.Submit(ctx, Request{TMDBID: 438631, MediaType: "Movie"})
	if err != nil || !strings.Contains(msg, "新下载 1 个") {
		t.Fatalf("answer %q %v", msg, err)
	}
	if _, err := os.Stat(placed); err != nil {
		t.Fatal("not placed again")
	}
}
