package filters

import (
	"strings"
	"testing"
)

// The limits are inclusive: a value at a limit is taken, one past it is
// refused (found by moving each comparison by one: no test noticed).
func TestValidateTakesEachLimitItself(t *testing.T) {
	team := func(n int) string { return `"` + strings.Repeat("x", n) + `"` }
	teams := func(n int) string { return strings.TrimSuffix(strings.Repeat(`"a",`, n), ",") }
	for body, ok := range map[string]bool{
		`"apply_min_year":1800,"apply_max_year":2200`:                      true,
		`"apply_min_year":1799`:                                            false,
		`"apply_max_year":2201`:                                            false,
		`"apply_min_year":2000,"apply_max_year":2000`:                      true,
		`"apply_min_year":2000`:                                            true,
		`"min_size":2048`:                                                  true,
		`"min_size":1024,"max_size":1024`:                                  true,
		`"min_size":1025,"max_size":1024`:                                  false,
		`"release_team":[` + team(maxValueLen) + `]`:                       true,
		`"release_team":[` + team(maxValueLen+1) + `]`:                     false,
		`"release_team":[` + teams(maxListLen) + `]`:                       true,
		`"release_team":[` + teams(maxListLen+1) + `]`:                     false,
		`"include_keyword":"` + strings.Repeat("字", maxKeywordLen) + `"`:   true,
		`"include_keyword":"` + strings.Repeat("字", maxKeywordLen+1) + `"`: false,
	} {
		_, err := parse(t, `{"filter_name":"f",`+body+`}`).Validate()
		if (err == nil) != ok {
			t.Errorf("%.80s: err %v, want taken=%v", body, err, ok)
		}
	}
}

// A filter's year bounds include the bound years; on equal priority the
// first name wins whatever the order of the list.
func TestScopeBoundsAndTiesAreExact(t *testing.T) {
	f := Filter{FilterName: "b", ApplyMinYear: 2000, ApplyMaxYear: 2010}
	for year, want := range map[int]bool{2000: true, 2010: true, 1999: false, 2011: false} {
		if Applies(f, Media{Year: year}) != want {
			t.Errorf("year %d: applies=%v", year, !want)
		}
	}
	a := Filter{FilterName: "a", Priority: 1}
	b := Filter{FilterName: "b", Priority: 1}
	for _, list := range [][]Filter{{a, b}, {b, a}} {
		if got, _ := Select(list, Media{}); got.FilterName != "a" {
			t.Errorf("%v: chose %q, want a", list, got.FilterName)
		}
	}
}

// A reason reads a size of exactly 1 GiB in GB and a factor in percent.
func TestReasonsSpellSizesAndFactors(t *testing.T) {
	if got := sizeText(1024); got != "1.00GB" {
		t.Errorf("sizeText(1024) = %q", got)
	}
	r := Match(Filter{FreeOnly: true}, Candidate{DownloadFactor: 0.5})
	if r == nil || !strings.Contains(r.Reason, "50%") {
		t.Errorf("half-price torrent: %+v", r)
	}
}
