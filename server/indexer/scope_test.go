package indexer

import "testing"

func TestLastTagNamesTheTagEveryMatchHas(t *testing.T) {
	cases := map[string]string{
		`td.rowfollow:nth-child(5)`:                          "td",
		`table.torrentname a[href*="details.php?id="] b`:     "b",
		`table.torrents > tbody > tr:has(table.torrentname)`: "tr",
		`a[title="a b, c"]`:                                  "a",
		`img.pro_free, img.pro_2up`:                          "img",
		`img.pro_free, span.free`:                            "",
		`.free`:                                              "",
		`*`:                                                  "",
		`td.embedded:has(a[href*="x"])`:                      "td",
		`div ~ P`:                                            "p",
		`svg|a`:                                              "",
	}
	for css, want := range cases {
		if got := lastTag(css); got != want {
			t.Errorf("lastTag(%q) = %q, want %q", css, got, want)
		}
	}
}

// The shortcut finds exactly what goquery's Find(...).First() finds, for
// every field selector of every embedded definition on every fixture row.
func TestScopeFirstEqualsGoquery(t *testing.T) {
	cat, _ := Embedded()
	doc := fixture(t, "nexusphp_torrents_112rows.html")
	for _, id := range cat.IDs() {
		def := cat[id]
		if def.Type != "cardigann" {
			continue
		}
		rows := find(doc.Selection, def.Search.Rows.Selector)
		if rows.Length() == 0 {
			t.Fatalf("%s: no rows", id)
		}
		for i := range rows.Nodes {
			sc := newScope(rows.Eq(i).Nodes)
			for _, f := range def.Search.Fields {
				for _, css := range selectorsOf(f.Selector) {
					want := rows.Eq(i).FindMatcher(matcher(css))
					if want.Length() == 0 {
						want = rows.Eq(i).FilterMatcher(matcher(css))
					}
					got := sc.first(css)
					if want.Length() == 0 && got != nil || want.Length() > 0 && got != want.Get(0) {
						t.Fatalf("%s row %d %s %q: got %v, want %v", id, i, f.Name, css, got, want.Nodes)
					}
				}
			}
		}
	}
}

func selectorsOf(s Selector) []string {
	var out []string
	if s.Selector != "" {
		out = append(out, s.Selector)
	}
	for _, kv := range s.Case {
		if kv.Key != "*" {
			out = append(out, kv.Key)
		}
	}
	return out
}
