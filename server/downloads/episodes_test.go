package downloads

import (
	"fmt"
	"testing"
)

func TestEpisodesColumn(t *testing.T) {
	if got := fmt.Sprint(ParseEpisodes("1, 2,x,0,7")); got != "[1 2 7]" {
		t.Errorf("ParseEpisodes: %s", got)
	}
	if got := JoinEpisodes([]int{3, 4}); got != "3,4" || JoinEpisodes(nil) != "" {
		t.Errorf("JoinEpisodes: %q", got)
	}
	// What a record holds covers what another held: "" is a whole season.
	for _, c := range []struct {
		have, old string
		covers    bool
	}{{"", "1,2", true}, {"1,2,3", "2, 3", true}, {"1,2", "", false}, {"1,2", "2,4", false}} {
		if coversEpisodes(c.have, c.old) != c.covers {
			t.Errorf("coversEpisodes(%q, %q) = %v", c.have, c.old, !c.covers)
		}
	}
}
