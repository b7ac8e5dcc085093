package indexer

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/tidwall/gjson"
)

func TestNetLayouts(t *testing.T) {
	for net, goL := range map[string]string{
		"yyyy-MM-dd HH:mm:ss zzz":       "2006-01-02 15:04:05 -07:00",
		"MM/dd/yyyy HH:mm:ss zzz":       "01/02/2006 15:04:05 -07:00",
		"ddd, dd MMM yyyy HH:mm:ss zzz": "Mon, 02 Jan 2006 15:04:05 -07:00",
		"MMM d yyyy hh:mm tt":           "Jan 2 2006 03:04 PM",
		"dd'.'MM'.'yyyy":                "02.01.2006",
		"2006-01-02":                    "2006-01-02",
	} {
		if got, ok := netLayout(net); !ok || got != goL {
			t.Errorf("%q → %q, %v; want %q", net, got, ok, goL)
		}
	}
	got, err := dateParse("2026-11-20 10:00:00 +08:00", "yyyy-MM-dd HH:mm:ss zzz")
	if err != nil || got != localDate("2026-11-20T10:00:00+08:00") {
		t.Fatalf("dateparse %q %v", got, err)
	}
}

func TestTemplateTranslation(t *testing.T) {
	v := newVars(map[string]string{"cat-id": "7", "2facode": "123456"})
	v.Keywords = "a  b c"
	for text, want := range map[string]string{
		`{{ .Config.cat-id }}/{{ .Config.2facode }}`:                    "7/123456",
		`{{ re_replace .Keywords "[\s]+" "+" }}`:                        "a+b+c",
		`{{ if and (.Keywords) (eq .Config.cat-id "7")) }}yes{{ end }}`: "yes",
		`{{ join .Categories "," }}`:                                    "",
	} {
		got, err := expand(text, v)
		if err != nil || got != want {
			t.Errorf("%s → %q, %v; want %q", text, got, err, want)
		}
	}
}

// A template may not loop a huge fixed count, write unbounded output, or
// outlive its search.
func TestTemplatesAreBounded(t *testing.T) {
	if err := checkTemplate(`{{ range 100000000 }}x{{ end }}`); err == nil || !strings.Contains(err.Error(), "超过上限") {
		t.Fatalf("huge range: %v", err)
	}
	if err := checkTemplate(`{{ range 1000 }}{{ range 1000 }}{{ range 1000 }}{{ end }}{{ end }}{{ end }}`); err == nil || !strings.Contains(err.Error(), "嵌套") {
		t.Fatalf("nested silent loops: %v", err)
	}
	v := newVars(nil)
	start := time.Now()
	_, err := expand(`{{ range 1000 }}{{ range 1000 }}0123456789{{ end }}{{ end }}`, v)
	if err == nil || !strings.Contains(err.Error(), "模板输出超过") || time.Since(start) > 2*time.Second {
		t.Fatalf("output cap: %v after %v", err, time.Since(start))
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	v.ctx = ctx
	if _, err := expand(`{{ range 10 }}x{{ end }}`, v); err == nil || !strings.Contains(err.Error(), "canceled") {
		t.Fatalf("cancelled search: %v", err)
	}
}

// A pattern RE2 cannot compile runs on regexp2; a pathological one fails
// within its time-out instead of stalling the search.
func TestNetPatterns(t *testing.T) {
	v := newVars(nil)
	got, err := applyFilter("Привет World", Filter{Name: "re_replace", Args: []any{`[\p{IsCyrillic}]+\s*`, ""}}, v)
	if err != nil || got != "World" {
		t.Fatalf("IsCyrillic: %q %v", got, err)
	}
	got, err = applyFilter("Seeders: 12", Filter{Name: "regexp", Args: `(?<=Seeders: )(\d+)`}, v)
	if err != nil || got != "12" {
		t.Fatalf("look-behind: %q %v", got, err)
	}
	start := time.Now()
	_, err = applyFilter(strings.Repeat("a", 40)+"!", Filter{Name: "regexp", Args: `^(?=(a+)+b)`}, v)
	if err == nil || time.Since(start) > 2*time.Second {
		t.Fatalf("pathological pattern: %v after %v", err, time.Since(start))
	}
}

// regexp yields the first group, as Jackett's CardigannIndexer does
// (Match.Groups[1].Value): a pattern with no group yields "", on RE2 and on
// the .NET engine alike; a named group is group 1 too.
func TestRegexpFilterTakesTheFirstGroupLikeJackett(t *testing.T) {
	v := newVars(nil)
	for pattern, want := range map[string]string{
		`Seeders: (\d+)`:      "12",
		`Seeders: \d+`:        "",
		`(?<=Seeders: )\d+`:   "",
		`Seeders: (?<n>\d+)`:  "12",
		`Seeders: (?:\d)(\d)`: "2",
		`Leechers: (\d+)`:     "",
	} {
		got, err := applyFilter("Seeders: 12", Filter{Name: "regexp", Args: pattern}, v)
		if err != nil || got != want {
			t.Errorf("%s: %q %v, want %q", pattern, got, err, want)
		}
	}
}

func TestYAML12Escapes(t *testing.T) {
	raw := "id: x\nname: X\ntype: private\nlinks: [\"https:\\/\\/x.example\\/\"]\nsearch:\n  rows: {selector: \"a[href=\\\"\\/x\\\"]\"}\n"
	d, err := Parse([]byte(raw), nil)
	if err != nil || d.Links[0] != "https://x.example/" || d.Search.Rows.Selector != `a[href="/x"]` || d.Engine() != "cardigann" {
		t.Fatalf("%+v %v", d, err)
	}
}

func TestCheckboxDefaults(t *testing.T) {
	for def, want := range map[string]string{"false": "", "true": "True", "": ""} {
		if got := (SettingField{Type: "checkbox", Default: def}).Value(); got != want {
			t.Errorf("checkbox default %q → %q, want %q", def, got, want)
		}
	}
	if got := (SettingField{Type: "select", Default: "added"}).Value(); got != "added" {
		t.Errorf("select default → %q", got)
	}
}

// CheckFile names the line and key of what blocks a file, and its gaps.
func TestCheckFileSaysWhere(t *testing.T) {
	r := CheckFile("bad.yml", []byte("id: bad\nname: Bad\ntype: private\nlinks: [http://x/]\nsearch:\n  paths:\n    - path: \"{{ if .Keywords }\"\n"))
	if r.Block == nil || r.Block.Error() != `bad.yml:7 search.paths.path: 模板无法解析：template: :1: unexpected "}" in operand` {
		t.Fatalf("block %v", r.Block)
	}
	r = CheckFile("gap.yml", []byte("id: gap\nname: Gap\ntype: public\nlinks: [http://x/]\nlogin:\n  twofactor: {}\n"))
	if r.Block != nil || len(r.Gaps) != 1 || r.Gaps[0].Error() != "gap.yml:6 login.twofactor: 不支持的键" {
		t.Fatalf("%+v %v", r, r.Gaps)
	}
}

// rows.dateheaders: a row without a date takes the nearest header row's.
func TestDateHeaders(t *testing.T) {
	def, err := Parse([]byte(`id: dh
name: DH
type: public
links: [http://127.0.0.1:9/]
search:
  rows:
    selector: tr.r
    dateheaders:
      selector: td.day
      filters:
        - name: dateparse
          args: "dd.MM.yyyy"
  fields:
    title: {selector: a}
    details: {selector: a, attribute: href}
`), nil)
	if err != nil {
		t.Fatal(err)
	}
	site, err := Open(def, Config{})
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := goquery.NewDocumentFromReader(strings.NewReader(`<table>
<tr><td class="day">20.11.2026</td></tr><tr class="r"><td><a href="/1">A</a></td></tr><tr class="r"><td><a href="/2">B</a></td></tr>
<tr><td class="day">21.11.2026</td></tr><tr class="r"><td><a href="/3">C</a></td></tr></table>`))
	u, _ := url.Parse("http://127.0.0.1:9/")
	rs, _ := site.(*cardigann).ParseRows(doc, u, newVars(nil))
	if len(rs) != 3 || rs[0].Date != "2026-11-20 00:00:00" || rs[1].Date != "2026-11-20 00:00:00" || rs[2].Date != "2026-11-21 00:00:00" {
		t.Fatalf("%+v", rs)
	}
}

// A pathological pattern on every row stops with the search's deadline
// instead of taking each row's match time-out in turn.
func TestSlowPatternStopsWithTheSearch(t *testing.T) {
	def, err := Parse([]byte("id: slow\nname: Slow\ntype: public\nlinks: [http://127.0.0.1:9/]\nsearch:\n  rows: {selector: p}\n  fields:\n"+
		"    title: {selector: p}\n    details: {text: x}\n    size:\n      selector: p\n      filters: [{name: regexp, args: \"^(?=(a+)+b)\"}]\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	site, _ := Open(def, Config{})
	doc, _ := goquery.NewDocumentFromReader(strings.NewReader(strings.Repeat("<p>"+strings.Repeat("a", 40)+"!</p>", 60)))
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	v := newVars(nil)
	v.ctx = ctx
	u, _ := url.Parse("http://127.0.0.1:9/")
	start := time.Now()
	_, err = site.(*cardigann).ParseRows(doc, u, v)
	if took := time.Since(start); err == nil || KindOf(err) != KindTimeout || took > 1500*time.Millisecond {
		t.Fatalf("%v after %v", err, took)
	}
}

func TestJSONPseudoClasses(t *testing.T) {
	row := gjson.Parse(`{"name":"Movie VOSE 1080p","free_button":"Only Upload","user":{"username":"bob"}}`)
	v := newVars(nil)
	for sel, want := range map[string]string{
		"name:contains(VOSE)":                          "Movie VOSE 1080p",
		"name:contains(VOSTFR)":                        "",
		`name:not(:contains("x")):not(:contains("z"))`: "Movie VOSE 1080p",
		"name:not(:contains(Movie))":                   "",
		"free_button:contains(Only Upload)":            "Only Upload",
	} {
		got, _ := readJSON(row, gjson.Result{}, Selector{Selector: sel, Optional: true}, v)
		if got != want {
			t.Errorf("%s → %q, want %q", sel, got, want)
		}
	}
	path, conds := splitJSONPseudo("$:has(user.username:contains(bob))")
	if path != "$" || !jsonMatches(row, conds) {
		t.Fatalf("has: %q %+v", path, conds)
	}
	if _, conds := splitJSONPseudo("$:has(user.username:contains(amy))"); jsonMatches(row, conds) {
		t.Fatal("has matched another uploader")
	}
}
