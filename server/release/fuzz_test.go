package release

import "testing"

// FuzzParse: any text parses without panicking, into the vocabularies.
func FuzzParse(f *testing.F) {
	for _, c := range loadNames(f) {
		f.Add(c.name, c.subject)
	}
	f.Add("【★", "★【")
	f.Add("[]", "第季")
	f.Add("X264 A", "0") // a title span that ended before it began: a panic once
	f.Fuzz(func(t *testing.T, name, subject string) {
		i := ParseWithSubject(name, subject)
		checkVocabulary(t, name, i)
		if i.SeasonEnd < i.SeasonStart || i.EpisodeEnd < i.EpisodeStart {
			t.Errorf("%q: ranges %+v", name, i)
		}
	})
}
