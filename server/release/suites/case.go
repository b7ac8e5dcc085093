// Package suites scores the release-name parser against public parser
// test suites kept OUTSIDE this repository (guessit's YAML, Sonarr's C#
// fixtures; both GPL/LGPL, so they are read from a folder the user
// points at, never copied in). A suite's case is a name and the fields
// its authors expect; only the fields a case states are scored.
package suites

// The fields scored, in the order reports print them.
const (
	Title = iota
	Year
	Season
	Episode
	Resolution
	Source
	Codec
	Group
	numFields
)

// FieldNames are the report's column names.
var FieldNames = [numFields]string{"title", "year", "season", "episode", "resolution", "source", "codec", "group"}

// Case is one name and what its suite expects. want[f] is the expected
// value in the parser's own terms (see compare.go); alt[f] a second
// accepted value ("" none); known[f] says the suite states the field.
type Case struct {
	Suite, Name string
	Subject     string // the site's subject line (副标题), where the suite gives one
	want, alt   [numFields]string
	known       [numFields]bool
}

func (c *Case) set(f int, v string) { c.want[f], c.known[f] = v, true }
