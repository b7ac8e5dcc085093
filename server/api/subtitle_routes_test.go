package api

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/subtitles"
)

// 下载字幕 on a media-server card: the engine runs now for the chosen
// season's listed episodes, and the record then shows 已有字幕.
func TestSubmitDownloadSubtitleForSeasonEpisodes(t *testing.T) {
	zmk, err := standin.Start("zimuku", url.Values{})
	if err != nil {
		t.Fatal(err)
	}
	defer zmk.Close()
	e := newTestEnvDeps(t, func(d *Deps) {
		ctx := context.Background()
		dl, err := downloads.New(ctx, d.Store)
		if err != nil {
			t.Fatal(err)
		}
		d.Downloads = dl
		d.Subtitles, err = subtitles.New(ctx, subtitles.Options{Store: d.Store, Records: dl,
			Bases: map[string]string{"zimuku": zmk.URL}})
		if err != nil {
			t.Fatal(err)
		}
	})
	dir := filepath.Join(t.TempDir(), "繁花 (2023)", "Season 1")
	for _, ep := range []string{"01", "02", "03"} {
		p := filepath.Join(dir, "繁花.S01E"+ep+".2023.1080p.WEB-DL.H264-HHWEB.mkv")
		os.MkdirAll(dir, 0o755)
		if err := os.WriteFile(p, []byte("v"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	e.addRecord(t, map[string]any{"site_name": "mteam", "torrent_name": "Blossoms.Shanghai.S01.2023.1080p.WEB-DL.H264-HHWEB",
		"torrent_hash": "h", "created_at": "2026-01-01 00:00:00", "movie_name": "繁花", "movie_type": "TV", "season_index": 1,
		"tmdb_id": 95396, "link_path": dir})
	admin := bearer(e.tokenFor(t, e.withAdmin(t).ID, time.Now()))
	r := call(t, e.srv, "POST", "/api/task/submit_download_subtitle",
		`{"tmdb_id":"95396","media_type":"TV","season_index":1,"episode_index":"1,3"}`, admin)
	if r.env.Code != 0 || !strings.Contains(r.env.Message, "新下载 2 个") {
		t.Fatalf("submit: %s", r.raw)
	}
	for ep, want := range map[string]bool{"01": true, "02": false, "03": true} {
		_, err := os.Stat(filepath.Join(dir, "繁花.S01E"+ep+".2023.1080p.WEB-DL.H264-HHWEB.zh-cn.ass"))
		if (err == nil) != want {
			t.Fatalf("E%s subtitle present %v, want %v", ep, err == nil, want)
		}
	}
	var list struct {
		Result []struct {
			SubtitleState struct {
				State, Label string
			} `json:"subtitle_state"`
		} `json:"result"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/download/record_list?start=0", "", admin), &list)
	if len(list.Result) != 1 || list.Result[0].SubtitleState.Label != "已有字幕" {
		t.Fatalf("record list %+v", list)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/task/submit_download_subtitle", `{"tmdb_id":0,"media_type":"TV"}`, admin),
		"tmdb_id 必须是正整数")
	wantFail(t, call(t, e.srv, "POST", "/api/task/submit_download_subtitle", `{"tmdb_id":5,"media_type":"Show"}`, admin),
		"media_type 必须是 Movie 或 TV")
	wantFail(t, call(t, e.srv, "POST", "/api/task/submit_download_subtitle", `{"tmdb_id":1,"media_type":"Movie"}`, admin),
		"媒体库里没有这部影视已整理的视频文件，无法下载字幕")
}

// Switching 字幕自动下载 on asks the scheduler for an early run of the job.
func TestSubtitleSwitchKicksTheJob(t *testing.T) {
	var kicked []string
	e := newTestEnvDeps(t, func(d *Deps) { d.Tasks = kickFunc(func(j string) { kicked = append(kicked, j) }) })
	admin := bearer(e.tokenFor(t, e.withAdmin(t).ID, time.Now()))
	wantOK(t, call(t, e.srv, "POST", "/api/setting/set_subtitle_enable", `{"enable":true}`, admin), nil)
	if len(kicked) != 1 || kicked[0] != subtitles.JobName {
		t.Fatalf("kicked %v", kicked)
	}
}
