package suites

import (
	"bufio"

	"os"
	"strings"
	"unicode"
)

// LoadTable reads this repository's own table of real-shaped names
// (server/release/testdata/names.tsv: name, the site's subject line,
// "key=value | …" expectations, a field left out expected empty) as two
// suites: "table", every name, and "table-chinese", the names whose name
// or subject carries Chinese. Unlike the public suites it states every
// field, so a field read where the table expects none is a miss too.
func LoadTable(path string) ([]Case, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Case
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := append(strings.Split(line, "\t"), "", "")
		c := tableCase(cols[0], cols[1], cols[2])
		out = append(out, c)
		if hasHan(cols[0] + cols[1]) {
			c.Suite = "table-chinese"
			out = append(out, c)
		}
	}
	return out, sc.Err()
}

func tableCase(name, subject, want string) Case {
	kv := map[string]string{}
	for _, part := range strings.Split(want, "|") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		kv[k] = v
	}
	c := Case{Suite: "table", Name: name, Subject: subject}
	title := kv["cn"]
	if title == "" {
		title = kv["en"]
	}
	year := kv["year"]
	if year == "" {
		year = "0"
	}
	c.set(Title, title)
	c.set(Year, year)
	c.set(Season, kv["s"])
	c.set(Episode, kv["e"])
	c.set(Resolution, kv["res"])
	c.set(Source, sourceFamily[kv["src"]])
	c.set(Codec, kv["codec"])
	c.set(Group, kv["group"])
	return c
}

func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// tableShare is the all-fields share of one suite line (for tests).
func tableShare(cases []Case, suite string) (right, n int) {
	for _, c := range cases {
		if c.Suite == suite {
			n++
			if len(Check(c)) == 0 {
				right++
			}
		}
	}
	return right, n
}
