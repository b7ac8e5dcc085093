package customsub

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
)

func candidate(t ptsites.Torrent) Candidate {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.Local)
	return Candidate{Torrent: t, Release: release.ParseWithSubject(t.Name, t.Subject), Now: now}
}

func verdict(t *testing.T, typ, args string, tor ptsites.Torrent) string {
	t.Helper()
	_, c, err := compileFilter(Rule{Type: typ, Args: json.RawMessage(args)})
	if err != nil {
		t.Fatalf("%s %s: %v", typ, args, err)
	}
	return c(candidate(tor))
}

// Each torrent filter type of §3.5 passes what it should and says why it
// rejects the rest.
func TestTorrentFilters(t *testing.T) {
	matrix := ptsites.Torrent{SiteID: "hdsky", Name: "The.Matrix.1999.1080p.BluRay.x264.DTS-CMCT", Subject: "黑客帝国 中英字幕",
		SizeMB: 12748, UploadCount: 120, DownloadVolumeFactor: 0, CateLevel1: "Movie", PublishDate: "2026-11-24 11:30:00"}
	hr := matrix
	hr.MinimumRatio, hr.DownloadVolumeFactor, hr.PublishDate = 1, 0.5, "2026-11-20 10:00:00"
	for _, c := range []struct {
		typ, args string
		tor       ptsites.Torrent
		want      string // "" passes; else a part of the reason
	}{
		{"torrentName", `{"mode":"include","logic":"and","torrent_name":"matrix,黑客"}`, matrix, ""},
		{"torrentName", `{"mode":"include","logic":"and","torrent_name":"matrix,2160p"}`, matrix, "没有同时包含关键字"},
		{"torrentName", `{"mode":"include","logic":"or","torrent_name":"dune,2160p"}`, matrix, "不包含任何关键字"},
		{"torrentName", `{"mode":"exclude","logic":"or","torrent_name":"dune,cmct"}`, matrix, "包含排除的关键字"},
		{"torrentName", `{"mode":"exclude","logic":"and","torrent_name":"dune,cmct"}`, matrix, ""},
		{"fileSize", `{"min_size":1000,"max_size":20000}`, matrix, ""},
		{"fileSize", `{"min_size":0,"max_size":10000}`, matrix, "超过最大尺寸"},
		{"mediaStream", `{"media_source":["BluRay"],"resolution":["1080p"],"media_codec":["全部编码"]}`, matrix, ""},
		{"mediaStream", `{"resolution":["2160p"]}`, matrix, "分辨率 1080p 不符合要求"},
		{"torrentSeeders", `{"min_seeders":200}`, matrix, "做种人数 120 少于 200"},
		{"subtitle", `{"has_cn":true}`, matrix, ""},
		{"subtitle", `{"has_special":true}`, matrix, "不是特效字幕"},
		{"freeDownload", `{"free_type":[0]}`, matrix, ""},
		{"freeDownload", `{"free_type":[0,0.3]}`, hr, "下载量按 50% 计算"},
		{"torrentHR", `{"hr_days":0}`, hr, "需要H&R考核"},
		{"torrentHR", `{"hr_days":7}`, hr, ""},
		{"torrentHR", `{"hr_days":0}`, matrix, ""},
		{"releaseTeam", `{"release_team":["cmct"]}`, matrix, ""},
		{"releaseTeam", `{"release_team":["FRDS"]}`, matrix, "制作组 CMCT 不符合要求"},
		{"siteId", `{"site_id":["hdsky"]}`, matrix, ""},
		{"siteId", `{"site_id":["chdbits"]}`, matrix, "不在过滤器的站点范围内"},
		{"cateLevel1", `{"cate_level1":["Movie","TV"]}`, matrix, ""},
		{"cateLevel1", `{"cate_level1":["TV"]}`, matrix, "分类 Movie 不在 TV 之中"},
		{"publishDate", `{"last_minutes":60}`, matrix, ""},
		{"publishDate", `{"last_minutes":60}`, hr, "早于最近60分钟"},
		{"publishDate", `{"last_minutes":0}`, hr, ""},
	} {
		got := verdict(t, c.typ, c.args, c.tor)
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("%s %s on %s: got %q, want %q", c.typ, c.args, c.tor.Name, got, c.want)
		}
	}
}

// The subscription's own kind comes before its filters: a TV rule skips
// movies and other seasons, a movie rule skips shows.
func TestSubscriptionKindRejects(t *testing.T) {
	show := candidate(ptsites.Torrent{Name: "Three-Body.S01E01-E05.2023.1080p.WEB-DL.H264.AAC-HHWEB", MovieType: "TV"})
	movie := candidate(ptsites.Torrent{Name: "Oppenheimer.2023.1080p.BluRay.x264-WiKi"})
	tv := row{Sub: Sub{MediaType: "TV", SeasonNumber: 1, SkipUnknown: true}}
	if why := rejects(tv, nil, show); why != "" {
		t.Errorf("season 1 rejected: %s", why)
	}
	if why := rejects(tv, nil, movie); why != "不是剧集，订阅的是剧集" {
		t.Errorf("movie on a TV rule: %q", why)
	}
	tv.EpisodeCount = 5 // E01–E05 is within it; E06 alone is not
	if why := rejects(tv, nil, show); why != "" {
		t.Errorf("episodes 1–5 of 5 rejected: %s", why)
	}
	later := candidate(ptsites.Torrent{Name: "Three-Body.S01E06.2023.1080p.WEB-DL.H264.AAC-HHWEB", MovieType: "TV"})
	if why := rejects(tv, nil, later); why != "第6集超出总集数5" {
		t.Errorf("episode 6 of 5: %q", why)
	}
	tv.SeasonNumber = 2
	if why := rejects(tv, nil, show); why != "季号不是第2季" {
		t.Errorf("season 2: %q", why)
	}
	if why := rejects(row{Sub: Sub{MediaType: "Movie"}}, nil, show); why != "是剧集，订阅的是电影" {
		t.Errorf("show on a movie rule: %q", why)
	}
	if why := rejects(row{Sub: Sub{MediaType: "Other"}}, nil, show); why != "" {
		t.Errorf("other: %q", why)
	}
}

func TestShareCodeRoundTrip(t *testing.T) {
	sub, err := input(t, `{"name":"三体 4K","desc":"只要 HHWEB","media_type":"TV","save_path":"/mnt/tv","douban_id":"26647087",
		"season_number":1,"episode_count":30,"skip_unknown":false,"score_rule_name":"collection",
		"torrent_filter":[{"type":"releaseTeam","args":{"release_team":["HHWEB"]}},{"type":"torrentHR","args":{"hr_days":0}}],
		"rename_rule":[{"type":"replaceTorrentName","args":{"repl_expression":"Three-Body","string":"三体"}}]}`).Validate()
	if err != nil {
		t.Fatal(err)
	}
	code := ShareCode(sub)
	if !strings.HasPrefix(code, "MRSUB1.") || strings.ContainsAny(code, "+/=") {
		t.Fatalf("code %q", code)
	}
	text, err := ParseShareCode(" " + code[:20] + "\n" + code[20:] + " ")
	if err != nil {
		t.Fatal(err)
	}
	// What the editor pre-fills, saved as sub_custom would, is the same rule.
	var back map[string]any
	json.Unmarshal([]byte(text), &back)
	if back["save_path"] != AutoSavePath || back["name"] != "三体 4K" {
		t.Fatalf("parsed %s", text)
	}
	var in Input
	json.Unmarshal([]byte(text), &in)
	json.Unmarshal([]byte(back["torrent_filter"].(string)), &in.TorrentFilter)
	json.Unmarshal([]byte(back["rename_rule"].(string)), &in.RenameRule)
	again, err := in.Validate()
	if err != nil {
		t.Fatal(err)
	}
	sub.SavePath = AutoSavePath
	a, _ := json.Marshal(sub)
	b, _ := json.Marshal(again)
	if string(a) != string(b) {
		t.Fatalf("round trip\n%s\n%s", a, b)
	}
	for _, bad := range []string{"", "hello", "MRSUB1.!!!", "MRSUB1." + "e30", code[:len(code)-9]} {
		if _, err := ParseShareCode(bad); err == nil || !strings.Contains(err.Error(), "无法识别这段私密规则") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
