package filters

import (
	"testing"

	"github.com/movie-robot/web-console/server/release"
)

func TestMatchTable(t *testing.T) {
	base := Candidate{
		Site: "mteam", Name: "Dune.Part.Two.2024.1080p.BluRay.x265.10bit-CMCT", Subject: "沙丘2 中英字幕",
		SizeMB: 8000, Seeders: 20, DownloadFactor: 1,
		Release: release.Info{Resolution: "1080p", Source: "BluRay", Codec: "H.265", Group: "CMCT", ChineseSubs: true},
	}
	with := func(edit func(*Candidate)) Candidate { c := base; edit(&c); return c }
	cases := []struct {
		name   string
		filter Filter
		c      Candidate
		want   Rule // "" = passes
	}{
		{"empty filter passes all", Filter{}, base, ""},
		{"site in list", Filter{SiteID: []string{"MTeam", "hdsky"}}, base, ""},
		{"site not in list", Filter{SiteID: []string{"hdsky"}}, base, RuleSite},
		{"too small", Filter{MinSize: 10000}, base, RuleMinSize},
		{"too big", Filter{MaxSize: 4000}, base, RuleMaxSize},
		{"size within", Filter{MinSize: 1000, MaxSize: 9000}, base, ""},
		{"few seeders", Filter{MinSeeders: 21}, base, RuleMinSeeders},
		{"many seeders", Filter{MaxSeeders: 19}, base, RuleMaxSeeders},
		{"free only, not free", Filter{FreeOnly: true}, base, RuleFree},
		{"free only, half", Filter{FreeOnly: true}, with(func(c *Candidate) { c.DownloadFactor = 0.5 }), RuleFree},
		{"free only, free", Filter{FreeOnly: true}, with(func(c *Candidate) { c.DownloadFactor = 0 }), ""},
		{"no H&R wanted", Filter{PassHR: true}, with(func(c *Candidate) { c.HR = true }), RuleHR},
		{"H&R allowed", Filter{}, with(func(c *Candidate) { c.HR = true }), ""},
		{"source ok (case)", Filter{MediaSource: []string{"bluray"}}, base, ""},
		{"source wrong", Filter{MediaSource: []string{"WEB-DL"}}, base, RuleSource},
		{"source unknown", Filter{MediaSource: []string{"BluRay"}}, with(func(c *Candidate) { c.Release.Source = "" }), RuleSource},
		{"resolution wrong", Filter{Resolution: []string{"2160p"}}, base, RuleResolution},
		{"resolution one of", Filter{Resolution: []string{"2160p", "1080p"}}, base, ""},
		{"codec wrong", Filter{MediaCodec: []string{"H.264"}}, base, RuleCodec},
		{"team wrong", Filter{ReleaseTeam: []string{"FRDS"}}, base, RuleTeam},
		{"team ok", Filter{ReleaseTeam: []string{"cmct"}}, base, ""},
		{"needs Chinese subs", Filter{HasCN: true}, with(func(c *Candidate) { c.Release.ChineseSubs = false }), RuleCN},
		{"needs special subs", Filter{HasSpecial: true}, base, RuleSpecial},
		{"excluded word in name", Filter{ExcludeKeyword: "10bit, DV"}, base, RuleExclude},
		{"excluded word in subject", Filter{ExcludeKeyword: "中英"}, base, RuleExclude},
		{"include: one of", Filter{IncludeKeyword: "REMUX，cmct"}, base, ""},
		{"include: any case", Filter{IncludeKeyword: "BLURAY"}, base, ""},
		{"include: none found", Filter{IncludeKeyword: "REMUX;HDR"}, base, RuleInclude},
		{"exclude wins over include", Filter{IncludeKeyword: "CMCT", ExcludeKeyword: "x265"}, base, RuleExclude},
		{"numbers checked before labels", Filter{SiteID: []string{"x"}, Resolution: []string{"720p"}}, base, RuleSite},
	}
	for _, tc := range cases {
		got := Match(tc.filter, tc.c)
		switch {
		case tc.want == "" && got != nil:
			t.Errorf("%s: rejected by %s (%s)", tc.name, got.Rule, got.Reason)
		case tc.want != "" && got == nil:
			t.Errorf("%s: passed, want %s", tc.name, tc.want)
		case tc.want != "" && (got.Rule != tc.want || got.Reason == ""):
			t.Errorf("%s: rejected by %s %q, want %s", tc.name, got.Rule, got.Reason, tc.want)
		}
	}
}

func TestMatchReasonsReadable(t *testing.T) {
	c := Candidate{SizeMB: 3072, Release: release.Info{Source: "WEB-DL"}}
	if r := Match(Filter{MediaSource: []string{"BluRay", "Remux"}}, c); r.Reason != "来源 WEB-DL 不符合要求（BluRay/Remux）" {
		t.Fatal(r.Reason)
	}
	// A label the parser could not read says so, not "不符合要求".
	if r := Match(Filter{Resolution: []string{"2160p"}}, c); r.Reason != "无法识别分辨率，过滤器要求2160p" {
		t.Fatal(r.Reason)
	}
	if r := Match(Filter{MaxSize: 2048}, c); r.Reason != "大小 3.00GB 超过最大尺寸 2048MB" {
		t.Fatal(r.Reason)
	}
	// The site by the name the site list shows, not its code.
	c.Site, c.SiteName = "hdsky", "天空"
	if r := Match(Filter{SiteID: []string{"mteam"}}, c); r.Reason != "站点 天空 不在过滤器的站点范围内" {
		t.Fatal(r.Reason)
	}
}

// The 全息日志 names a score rule as the selectors page lists it.
func TestScoreRuleTitle(t *testing.T) {
	for name, want := range map[string]string{"compress": "压制优先", "collection": "收藏优先", "compact": "体积优先", "other": "other"} {
		if got := ScoreRuleTitle(name); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}

func TestWithParser(t *testing.T) {
	name := "The.Last.of.Us.S01.2160p.WEB-DL.DDP5.1.H.265-HHWEB"
	c := Candidate{Name: name, Release: release.Parse(name)}
	if r := Match(Filter{Resolution: []string{"2160p"}, MediaSource: []string{"WEB-DL"}, MediaCodec: []string{"H.265"}}, c); r != nil {
		t.Fatalf("%+v parsed %+v", r, c.Release)
	}
}

func TestKeywords(t *testing.T) {
	got := Keywords(" a, b，c;;d；e、f\n g ,")
	want := []string{"a", "b", "c", "d", "e", "f", "g"}
	if len(got) != len(want) {
		t.Fatal(got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatal(got)
		}
	}
}
