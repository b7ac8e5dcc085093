package indexer

import (
	"net/url"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
)

// parseRowsOf reads page with a public definition whose search block is
// search (YAML, indented under "search:").
func parseRowsOf(t *testing.T, search, page string) ([]Result, error) {
	t.Helper()
	def, err := Parse([]byte("id: rows\nname: Rows\ntype: public\nlinks: [http://127.0.0.1:9/]\nsearch:\n"+search), nil)
	if err != nil {
		t.Fatal(err)
	}
	site, err := Open(def, Config{})
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := goquery.NewDocumentFromReader(strings.NewReader(page))
	u, _ := url.Parse("http://127.0.0.1:9/")
	return site.(*cardigann).ParseRows(doc, u, newVars(nil))
}

const rowFields = `  fields:
    title: {selector: a}
    details: {selector: a, attribute: href}
    date: {selector: td.date, optional: true}
`

// rows.remove drops what the definition names inside the rows (a 置顶
// tag before the title link) before they are read; a row that misses a
// required field among rows that read is skipped, not the page's error.
func TestRowsRemoveAndSkip(t *testing.T) {
	rs, err := parseRowsOf(t, "  rows: {selector: tr, remove: a.tag}\n"+rowFields, `<table>
<tr><td><a class="tag" href="/sticky">置顶</a><a href="/1">A</a></td></tr><tr><td>an advert</td></tr>
<tr><td><a href="/2">B</a></td></tr></table>`)
	if err != nil || len(rs) != 2 || rs[0].Title != "A" || rs[1].Title != "B" {
		t.Fatalf("%+v %v", rs, err)
	}
}

// A row's own date stands over its date header's; a header outside the
// rows' tbody (a table per day) still dates them.
func TestDateHeadersYieldToTheRowsOwnDate(t *testing.T) {
	search := `  rows:
    selector: tr.r
    dateheaders:
      selector: td.day
      filters: [{name: dateparse, args: "dd.MM.yyyy"}]
` + rowFields
	rs, err := parseRowsOf(t, search, `<table><thead><tr><td class="day">20.11.2026</td></tr></thead>
<tbody><tr class="r"><td><a href="/1">A</a></td></tr>
<tr class="r"><td><a href="/2">B</a></td><td class="date">2026-11-24 08:00:00</td></tr></tbody></table>`)
	if err != nil || len(rs) != 2 || rs[0].Date != "2026-11-20 00:00:00" || rs[1].Date != "2026-11-24 08:00:00" {
		t.Fatalf("%+v %v", rs, err)
	}
}

// andmatch keeps a row whose title holds every word searched, the search
// cut to the argument's number of characters first (as Jackett does).
func TestAndMatch(t *testing.T) {
	for _, c := range []struct {
		title, keywords string
		args            []string
		want            bool
	}{
		{"The.Matrix.Reloaded.2003", "MATRIX reloaded", nil, true},
		{"The.Matrix.Reloaded.2003", "matrix revolutions", nil, false},
		{"The.Matrix.Reloaded.2003", "matrix revolutions", []string{"6"}, true},
		{"The.Matrix.Reloaded.2003", "matrix revolutions", []string{"x"}, false},
	} {
		if got := andMatch(c.title, c.keywords, c.args); got != c.want {
			t.Errorf("andMatch(%q, %q, %v) = %v", c.title, c.keywords, c.args, got)
		}
	}
}
