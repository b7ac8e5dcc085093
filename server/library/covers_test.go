package library

import "testing"

// A refresh owed for placed paths concerns the record whose library path
// is one of them, a folder holding one, or a file inside one; not a
// neighbour whose name only begins the same ("Dune" and "Dune Part Two").
func TestCoversMatchesWholePathSegments(t *testing.T) {
	placed := []string{"/media/电影/Dune (2021)/Dune (2021) - 1080p.mkv", "/media/剧集/三体 (2023)/Season 1"}
	for p, want := range map[string]bool{
		"/media/电影/Dune (2021)/Dune (2021) - 1080p.mkv":     true,
		"/media/电影/Dune (2021)":                             true,
		"/media/剧集/三体 (2023)/Season 1/三体 - S01E01.mkv":      true,
		"/media/电影/Dune (2021) Part Two":                    false,
		"/media/电影/Dune (2021)/Dune (2021) - 1080p.mkv.nfo": false,
		"/media/剧集/三体 (2023)/Season 10":                     false,
	} {
		if got := covers(placed, p); got != want {
			t.Errorf("covers(%q) = %v, want %v", p, got, want)
		}
	}
}
