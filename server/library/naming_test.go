package library

import (
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/movie-robot/web-console/server/settings"
)

func TestRender(t *testing.T) {
	v := Vars{"title": "盗梦空间", "year": 2010, "resolution": "1080p", "season": 1, "episode": 2, "ext": "mkv"}
	cases := map[string]string{
		settings.DefaultMovieFolderFormat:                                               "盗梦空间 (2010)",
		settings.DefaultMovieFilenameFormat:                                             "盗梦空间 (2010) - 1080p",
		settings.DefaultTVFolderFormat:                                                  "盗梦空间 (2010)/Season 01",
		settings.DefaultTVFilenameFormat:                                                "盗梦空间 - S01E02 - 1080p",
		"{title} ({year})/{title} ({year}) - {resolution}.{ext}":                        "盗梦空间 (2010)/盗梦空间 (2010) - 1080p.mkv",
		"{title} - S{season:02}E{episode:02}.{ext}":                                     "盗梦空间 - S01E02.mkv",
		"{{title}}{% if missing %} [{{missing}}]{% else %} ok{% endif %}":               "盗梦空间 ok",
		"{% if year %}{% if resolution %}{{year}}-{{resolution}}{% endif %}{% endif %}": "2010-1080p",
		"{unknown} {{ title }}":                                                         "{unknown} 盗梦空间",
	}
	for tmpl, want := range cases {
		if got := render(tmpl, v); got != want {
			t.Errorf("%q: %q, want %q", tmpl, got, want)
		}
	}
	// A title with a slash must not make a folder.
	if got := render("{{ title }}", Vars{"title": "AC/DC: Live"}); got != "AC DC： Live" {
		t.Errorf("slash: %q", got)
	}
	// Nor may the other characters a file system or a media server refuses
	// reach the name; the spaces they leave at the ends go.
	if got := render("[{{ title }}]", Vars{"title": "Who? Me|You/"}); got != "[Who？ Me You]" {
		t.Errorf("marks: %q", got)
	}
	// Season 0 is the specials' season: "Season 00", never "Season ".
	if got := render(settings.DefaultTVFolderFormat, Vars{"title": "神探夏洛克", "year": 2010, "season": 0}); got != "神探夏洛克 (2010)/Season 00" {
		t.Errorf("specials: %q", got)
	}
}

func TestPlanTargets(t *testing.T) {
	ls := settings.LinkSettingSection.Default()
	movie := Match{Kind: "movie", Title: "盗梦空间", Year: 2010, Resolution: "1080p", Countries: []string{"US"}}
	got := plan(movie, Item{Path: "/in/Inception.2010.mkv", Name: "Inception.2010.mkv"}, ls, "/lib", false)
	if want := "/lib/盗梦空间 (2010)/盗梦空间 (2010) - 1080p.mkv"; got.Main != want || got.Folder != "/lib/盗梦空间 (2010)" {
		t.Errorf("movie: %+v", got)
	}
	got = plan(movie, Item{Path: "/in/x.mkv", Name: "x.mkv"}, ls, "/lib", true)
	if filepath.Dir(filepath.Dir(got.Main)) != "/lib/欧美" {
		t.Errorf("area: %s", got.Main)
	}
	tv := Match{Kind: "tv", Title: "绝命毒师", Year: 2008, Season: 1, Episode: 2}
	got = plan(tv, Item{Path: "/in/bb.mp4", Name: "bb.mp4"}, ls, "/lib", false)
	if want := "/lib/绝命毒师 (2008)/Season 01/绝命毒师 - S01E02.mp4"; got.Main != want || got.Folder != "/lib/绝命毒师 (2008)" {
		t.Errorf("tv: %+v", got)
	}
	disc := plan(movie, Item{Path: "/in/INCEPTION_DISC", Name: "INCEPTION_DISC", IsDisc: true}, ls, "/lib", false)
	if disc.Main != "/lib/盗梦空间 (2010)/INCEPTION_DISC" {
		t.Errorf("disc: %s", disc.Main)
	}
	ls.DiscSingleFolder = true
	if d := plan(movie, Item{Path: "/in/D", Name: "D", IsDisc: true}, ls, "/lib", false); d.Main != "/lib/盗梦空间 (2010)" {
		t.Errorf("single folder disc: %s", d.Main)
	}
	// Control characters from a site's name or a title never reach the
	// library (#26): a trailing \r once survived into the file name.
	ctl := Match{Kind: "movie", Title: "某\x07片\r", Year: 2010}
	ls.DiscSingleFolder = false
	for _, it := range []Item{{Path: "/in/a.mkv\r", Name: "a.mkv\r"}, {Path: "/in/D\r\x1b", Name: "D\r\x1b", IsDisc: true}} {
		d := plan(ctl, it, ls, "/lib", false)
		if strings.ContainsFunc(d.Main, unicode.IsControl) || !strings.HasPrefix(d.Main, "/lib/某片 (2010)/") {
			t.Errorf("control characters: %q", d.Main)
		}
		if u := unknownTarget(it, "/lib"); strings.ContainsFunc(u.Main, unicode.IsControl) {
			t.Errorf("unknown dir: %q", u.Main)
		}
	}
	noYear := Match{Kind: "movie", Title: "某片"}
	if d := plan(noYear, Item{Path: "/in/a.mkv", Name: "a.mkv"}, ls, "/lib", false); d.Main != "/lib/某片/某片.mkv" {
		t.Errorf("no year: %s", d.Main)
	}
}
