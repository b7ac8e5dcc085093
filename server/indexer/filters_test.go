package indexer

import (
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"gopkg.in/yaml.v3"
)

func TestEveryFilter(t *testing.T) {
	v := newVars(map[string]string{"sep": "/"})
	v.Keywords = "kw"
	cases := []struct {
		in, filter, want string
	}{
		{"a.b.c", `{name: replace, args: [".", " "]}`, "a b c"},
		{"S01E02", `{name: re_replace, args: ["S(\\d+)E(\\d+)", "season $1 ep $2"]}`, "season 01 ep 02"},
		{"剩余 3天 12时", `{name: regexp, args: "(\\d+)天"}`, "3"},
		{"no match", `{name: regexp, args: "(\\d+)"}`, ""},
		// No capturing group: Jackett and Prowlarr both answer
		// Match.Groups[1].Value, and .NET's group 1 of such a pattern is
		// the empty unsuccessful group, so the value is "", not the match.
		{"剩余 3天 12时", `{name: regexp, args: "\\d+天"}`, ""},
		{"剩余 3天 12时", `{name: regexp, args: "(?:\\d+)天"}`, ""},
		{"剩余 3天 12时", `{name: regexp, args: "(?<=剩余 )\\d+"}`, ""}, // .NET engine (look-behind)
		{"剩余 3天 12时", `{name: regexp, args: "(?<=剩余 )(\\d+)"}`, "3"},
		// .NET numbers unnamed groups before named ones: group 1 is (\d+).
		{"GB 12", `{name: regexp, args: "(?<u>[KMG]B) (\\d+)"}`, "12"},
		{"GB 12", `{name: re_replace, args: ["(?<u>[KMG]B) (\\d+)", "$1 $2"]}`, "12 GB"},
		{"a/b/c", `{name: split, args: ["/", 1]}`, "b"},
		{"a/b/c", `{name: split, args: ["{{ .Config.sep }}", -1]}`, "c"},
		{"  x  ", `{name: trim}`, "x"},
		{"[x]", `{name: trim, args: "[]"}`, "x"},
		{"x", `{name: append, args: " GB"}`, "x GB"},
		{"x", `{name: prepend, args: "{{ .Keywords }}:"}`, "kw:x"},
		{"AbC", `{name: tolower}`, "abc"},
		{"AbC", `{name: toupper}`, "ABC"},
		{"a%20b", `{name: urldecode}`, "a b"},
		{"100%zz", `{name: urldecode}`, "100%zz"}, // a broken escape stays, as .NET's UrlDecode leaves it
		{"a b", `{name: urlencode}`, "a+b"},
		{"&lt;b&gt;", `{name: htmldecode}`, "<b>"},
		{"details.php?id=12&hit=1", `{name: querystring, args: id}`, "12"},
		{"24/11/2026 08:30", `{name: dateparse, args: "02/01/2006 15:04"}`, "2026-11-24 08:30:00"},
		{"2026-11-24", `{name: dateparse}`, "2026-11-24 00:00:00"},
		{"x", `{name: diacritics, args: replace}`, "x"},
	}
	for _, tc := range cases {
		var f Filter
		if err := yaml.Unmarshal([]byte(tc.filter), &f); err != nil {
			t.Fatal(err)
		}
		got, err := applyFilter(tc.in, f, v)
		if err != nil || got != tc.want {
			t.Errorf("%s(%q) = %q, %v; want %q", tc.filter, tc.in, got, err, tc.want)
		}
	}
	if _, err := applyFilter("x", Filter{Name: "nosuch"}, v); err == nil {
		t.Error("unknown filter accepted")
	}
}

func TestTimeAgo(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.Local)
	cases := map[string]time.Duration{
		"4天2时":               -(4*24 + 2) * time.Hour,
		"3小时前":               -3 * time.Hour,
		"2 days 3 hours ago": -(51) * time.Hour,
		"15分钟":               -15 * time.Minute,
		"1年":                 -365 * 24 * time.Hour,
		"刚刚":                 0,
		"just now":           0,
		"2个月前":               -60 * 24 * time.Hour,
		"1 month ago":        -30 * 24 * time.Hour,
		"1周":                 -7 * 24 * time.Hour,
		"3星期前":               -21 * 24 * time.Hour,
		"5m":                 -5 * time.Minute,
	}
	for in, d := range cases {
		got, ok := timeAgo(in, now)
		if !ok || !got.Equal(now.Add(d)) {
			t.Errorf("timeAgo(%q) = %v, %v; want %v", in, got, ok, now.Add(d))
		}
	}
	var f Filter
	yaml.Unmarshal([]byte(`{name: timeago}`), &f)
	if out, err := applyFilter("1天", f, newVars(nil)); err != nil || out == "" {
		t.Errorf("timeago filter: %q %v", out, err)
	}
}

func TestSizes(t *testing.T) {
	cases := map[string]float64{"1.46GB": 1.46 * 1024, "700 MiB": 700, "1,234.5 KB": 1234.5 / 1024, "2 TB": 2 * 1024 * 1024,
		"1048576": 1, "": 0}
	for in, want := range cases {
		if got := ParseSizeMB(in); got != want {
			t.Errorf("ParseSizeMB(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestTemplates(t *testing.T) {
	v := newVars(map[string]string{"username": "u"})
	v.Keywords, v.Categories = "a b", []string{"401", "402"}
	cases := map[string]string{
		"{{ .Keywords }}": "a b",
		"{{ range .Categories }}cat{{ . }}=1&{{ end }}":   "cat401=1&cat402=1&",
		`{{ join .Categories "," }}`:                      "401,402",
		"{{ if .Query.IMDBID }}imdb{{ else }}kw{{ end }}": "kw",
		`{{ re_replace .Keywords " " "." }}`:              "a.b",
		"{{ .Config.username }}{{ .Config.missing }}":     "u",
	}
	for in, want := range cases {
		if got, err := expand(in, v); err != nil || got != want {
			t.Errorf("%s = %q, %v; want %q", in, got, err, want)
		}
	}
}

func TestCaseMapAndRemove(t *testing.T) {
	doc, _ := goquery.NewDocumentFromReader(strings.NewReader(
		`<table><tr><td class="n"><b>Name</b> <span>x</span> sub</td><td><img class="pro_50pctdown2up"></td></tr></table>`))
	row := doc.Find("tr")
	var f Selector
	yaml.Unmarshal([]byte(`{case: {img.pro_free: 0, img.pro_50pctdown2up: 0.5, "*": 1}}`), &f)
	if got, _ := readField(row, f, newVars(nil)); got != "0.5" {
		t.Errorf("case = %q", got)
	}
	var g Selector
	yaml.Unmarshal([]byte(`{selector: td.n, remove: "b, span", filters: [{name: trim}]}`), &g)
	if got, _ := readField(row, g, newVars(nil)); got != "sub" {
		t.Errorf("remove = %q", got)
	}
	if row.Find("b").Length() != 1 {
		t.Error("remove changed the document")
	}
}

func TestUserDefinitionExtendsTheBase(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir+"/mysite.yml", "id: mysite\nname: 我的站\nextends: _nexusphp\nlinks: [https://my.example/]\nsearch:\n  pages: 1\n")
	cat, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	if err := cat.LoadDir(dir); err != nil {
		t.Fatal(err)
	}
	d := cat["mysite"]
	if d == nil || d.Search.Pages != 1 || d.Search.PageInput != "page" || len(d.Search.Fields) < 10 || d.Search.Fields[1].Name != "_title_text" {
		t.Fatalf("merged definition %+v", d)
	}
	writeFile(t, dir+"/broken.yml", "id: [\n")
	cat, _ = Embedded()
	if err := cat.LoadDir(dir); err == nil || cat["mysite"] == nil {
		t.Fatalf("a broken file: %v; the good one loaded: %v", err, cat["mysite"] != nil)
	}
	if err := cat.LoadDir(dir + "/missing"); err != nil {
		t.Fatal(err)
	}
}

func TestGBKPagesAreRead(t *testing.T) {
	gbk := []byte("<html><head><meta charset=\"gbk\"></head><body>\xba\xda\xbf\xcd\xb5\xdb\xb9\xfa</body></html>") // 黑客帝国
	if got := string(toUTF8(gbk, "text/html", "")); !strings.Contains(got, "黑客帝国") {
		t.Fatalf("got %q", got)
	}
	if got := string(toUTF8([]byte("<p>abc</p>"), "text/html", "")); got != "<p>abc</p>" {
		t.Fatalf("ascii changed: %q", got)
	}
}

func TestJackettCategoryNames(t *testing.T) {
	cases := map[string]string{"Movies": "Movie", "Movies/UHD": "Movie", "TV/Anime": "Anime", "TV/Documentary": "Documentary",
		"TV/HD": "TV", "Audio/Lossless": "Music", "XXX": "AV", "Movie": "Movie", "PC/Games": ""}
	for in, want := range cases {
		if got := ConsoleCategory(in); got != want {
			t.Errorf("%s → %q, want %q", in, got, want)
		}
	}
}

func TestJackettTextFilters(t *testing.T) {
	v := newVars(nil)
	for _, c := range []struct {
		f        Filter
		in, want string
	}{
		{Filter{Name: "validate", Args: "action, drama, comedy"}, "Drama | Action (2020)", "action,drama"},
		// LINQ's Intersect: each allowed word once, in the list's order
		{Filter{Name: "validate", Args: "drama, action, drama"}, "action drama drama", "drama,action"},
		{Filter{Name: "diacritics", Args: "replace"}, "Amélie à Paris", "Amelie a Paris"},
		{Filter{Name: "validfilename"}, `a/b:c?.mkv`, "a_b_c_.mkv"},
		{Filter{Name: "validfilename"}, "a\tb\x00.mkv", "a_b_.mkv"},
		{Filter{Name: "htmlencode"}, "a&b", "a&amp;b"},
	} {
		if got, err := applyFilter(c.in, c.f, v); err != nil || got != c.want {
			t.Errorf("%s(%q) = %q, %v; want %q", c.f.Name, c.in, got, err, c.want)
		}
	}
}
