package suites

import "testing"

// A suite may accept a second value: a group with or without its tag, an
// anime's absolute episode or its season's, and "-" for a field it allows
// left out. Only the stated alternative counts, never any other value.
func TestCheckAcceptsTheSuitesAlternative(t *testing.T) {
	name := "Show.Name.S01E02.720p.HDTV.x264-GRP[rarbg]"
	cases := []struct {
		field     int
		want, alt string
		ok        bool
	}{
		{Group, "GRP[rarbg]", "GRP", true},
		{Group, "GRP[rarbg]", "", false},
		{Group, "Other", "Else", false},
		{Episode, "14-14", "2-2", true},
		{Episode, "14-14", "", false},
		{Episode, "14-14", "3-3", false},
		{Codec, "H.265", "-", false}, // "-" accepts only an empty answer
	}
	for _, c := range cases {
		k := Case{Name: name}
		k.set(c.field, c.want)
		k.alt[c.field] = c.alt
		if got := len(Check(k)) == 0; got != c.ok {
			t.Errorf("%s want %q alt %q: right=%v, want %v", FieldNames[c.field], c.want, c.alt, got, c.ok)
		}
	}
	bare := Case{Name: "Show.Name.S01E02"} // no source word at all
	bare.set(Source, "HDTV")
	bare.alt[Source] = "-"
	if m := Check(bare); len(m) != 0 {
		t.Errorf(`"-" should accept a source left out: %v`, m)
	}
}
