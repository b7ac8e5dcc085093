package suites

import "testing"

// The table's share printed by `make bench` is read the same way as the
// golden test in server/release reads it: every name right. A parser
// change that breaks a Chinese name shows here as a share below 100 %.
func TestTableIsScoredWithItsSubjects(t *testing.T) {
	cases, err := LoadTable("../testdata/names.tsv")
	if err != nil {
		t.Fatal(err)
	}
	all, n := tableShare(cases, "table")
	cn, nCN := tableShare(cases, "table-chinese")
	if n < 300 || nCN < 200 {
		t.Fatalf("table %d names, %d Chinese; want ≥300 and ≥200", n, nCN)
	}
	if all != n || cn != nCN {
		for _, c := range cases {
			if m := Check(c); len(m) > 0 && c.Suite == "table" {
				t.Errorf("%s\t%s: %v", c.Name, c.Subject, m)
			}
		}
	}
}

// A name read without its subject line loses the Chinese title the
// subject gives: the table case carries the subject to the parser.
func TestTableCaseCarriesTheSubject(t *testing.T) {
	c := tableCase("Blossoms.Shanghai.S01E04.2023.2160p.WEB-DL.H265-HHWEB", "繁花 第4集",
		"cn=繁花 | en=Blossoms Shanghai | year=2023 | s=1-1 | e=4-4 | res=2160p | src=WEB-DL | codec=H.265 | group=HHWEB")
	if m := Check(c); len(m) != 0 {
		t.Fatalf("misses %v", m)
	}
	c.Subject = ""
	if m := Check(c); len(m) == 0 {
		t.Fatal("the title 繁花 came without the subject line")
	}
}
