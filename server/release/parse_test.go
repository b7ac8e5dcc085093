package release

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

// names.tsv holds real-shaped release names: name, the site's subtitle
// line (may be empty) and the expected fields as "key=value | …" (fields
// left out are expected empty). `go test -run TestNames -update` rewrites
// the expectations from the parser; review the diff before committing.
var update = flag.Bool("update", false, "rewrite testdata/names.tsv expectations")

type nameCase struct{ name, subject, want string }

func loadNames(t testing.TB) []nameCase {
	f, err := os.Open("testdata/names.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []nameCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		for len(cols) < 3 {
			cols = append(cols, "")
		}
		cases = append(cases, nameCase{cols[0], cols[1], cols[2]})
	}
	return cases
}

// describe writes an Info in the testdata's "key=value | …" form.
func describe(i Info) string {
	var parts []string
	add := func(ok bool, s string) {
		if ok {
			parts = append(parts, s)
		}
	}
	add(i.CNTitle != "", "cn="+i.CNTitle)
	add(i.ENTitle != "", "en="+i.ENTitle)
	add(i.Year != 0, fmt.Sprintf("year=%d", i.Year))
	add(i.SeasonStart != 0, fmt.Sprintf("s=%d-%d", i.SeasonStart, i.SeasonEnd))
	add(i.EpisodeStart != 0, fmt.Sprintf("e=%d-%d", i.EpisodeStart, i.EpisodeEnd))
	add(i.FullSeason, "full")
	add(i.TotalEpisodes != 0, fmt.Sprintf("total=%d", i.TotalEpisodes))
	add(i.Resolution != "", "res="+i.Resolution)
	add(i.Source != "", "src="+i.Source)
	add(i.Codec != "", "codec="+i.Codec)
	add(len(i.HDR) > 0, "hdr="+strings.Join(i.HDR, ","))
	add(len(i.Audio) > 0, "audio="+strings.Join(i.Audio, ","))
	add(i.Group != "", "group="+i.Group)
	add(i.ChineseSubs, "cnsub")
	add(i.Special, "special")
	return strings.Join(parts, " | ")
}

func TestNames(t *testing.T) {
	cases := loadNames(t)
	if len(cases) < 300 {
		t.Errorf("only %d names in testdata/names.tsv; keep at least 300", len(cases))
	}
	var out strings.Builder
	for _, c := range cases {
		got := ParseWithSubject(c.name, c.subject)
		if *update {
			fmt.Fprintf(&out, "%s\t%s\t%s\n", c.name, c.subject, describe(got))
			continue
		}
		if d := describe(got); d != c.want {
			t.Errorf("%s\t%s\n got: %s\nwant: %s", c.name, c.subject, d, c.want)
		}
		if got.Title != pickTitle(got) || got.IsTV != (got.SeasonStart > 0) {
			t.Errorf("%s: Title %q IsTV %v inconsistent", c.name, got.Title, got.IsTV)
		}
		checkVocabulary(t, c.name, got)
	}
	if *update {
		if err := os.WriteFile("testdata/names.tsv", []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// checkVocabulary: every label Parse produces is one the filters list.
func checkVocabulary(t *testing.T, name string, i Info) {
	t.Helper()
	in := func(list []string, v string) bool { return v == "" || contains(list, v) }
	ok := in(Resolutions(), i.Resolution) && in(Sources(), i.Source) && in(Codecs(), i.Codec)
	for _, h := range i.HDR {
		ok = ok && in(HDRs(), h)
	}
	for _, a := range i.Audio {
		ok = ok && in(AudioFormats(), a)
	}
	if !ok {
		t.Errorf("%s: label outside the vocabularies: %+v", name, i)
	}
}

func TestNumber(t *testing.T) {
	for s, want := range map[string]int{"12": 12, "二": 2, "十": 10, "十二": 12, "二十": 20, "二十三": 23, "一百零八": 108, "两": 2, "x": 0} {
		if got := number(s); got != want {
			t.Errorf("number(%q) = %d, want %d", s, got, want)
		}
	}
}

// BenchmarkParse is one torrent name; BenchmarkParseWithSubject a name
// and its subtitle line, as a search result row has them.
func BenchmarkParse(b *testing.B) {
	cases := loadNames(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Parse(cases[i%len(cases)].name)
	}
	b.ReportMetric(1, "names/op")
}

func BenchmarkParseWithSubject(b *testing.B) {
	cases := loadNames(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := cases[i%len(cases)]
		ParseWithSubject(c.name, c.subject)
	}
}
