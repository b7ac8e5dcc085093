package suites

import (
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/movie-robot/web-console/server/release"
)

// got is what the parser says in the suites' terms.
func got(i release.Info) [numFields]string {
	var g [numFields]string
	if i.Year > 0 {
		g[Year] = fmt.Sprint(i.Year)
	} else {
		g[Year] = "0"
	}
	if i.SeasonStart > 0 {
		g[Season] = rangeText(i.SeasonStart, i.SeasonEnd)
	}
	g[Episode] = rangeText(i.EpisodeStart, i.EpisodeEnd)
	g[Resolution], g[Codec], g[Group] = i.Resolution, i.Codec, i.Group
	g[Source] = sourceFamily[i.Source]
	return g
}

var sourceFamily = map[string]string{"UHD BluRay": "bluray", "BluRay": "bluray", "Remux": "bluray",
	"WEB-DL": "web", "WEBRip": "web", "HDTV": "tv", "DVD": "dvd", "HDRip": "hdrip"}

func vocab(v string) bool {
	for _, list := range [][]string{release.Resolutions(), release.Codecs()} {
		for _, x := range list {
			if x == v {
				return true
			}
		}
	}
	return false
}

// Miss is a field the parser got wrong.
type Miss struct{ Field, Want, Got string }

// Check parses c's name and lists the stated fields it got wrong.
func Check(c Case) []Miss {
	info := release.ParseWithSubject(c.Name, c.Subject)
	g := got(info)
	var misses []Miss
	for f := 0; f < numFields; f++ {
		if !c.known[f] {
			continue
		}
		ok := false
		switch f {
		case Title:
			w := norm(c.want[f])
			// Sonarr names an anime's later season in its title ("Show S2");
			// the parser reports the same as title + season.
			season := fmt.Sprint(info.SeasonStart)
			for _, t := range []string{info.ENTitle, info.CNTitle, info.Title, info.ENTitle + " " + g[Year],
				info.ENTitle + " s" + season, info.ENTitle + " s0" + season, info.ENTitle + " " + season} {
				ok = ok || norm(t) == w
			}
			g[f] = info.Title
		case Group:
			ok = strings.EqualFold(g[f], c.want[f]) || (c.alt[f] != "" && strings.EqualFold(g[f], c.alt[f]))
		default:
			ok = g[f] == c.want[f] || (c.alt[f] != "" && (g[f] == c.alt[f] || (c.alt[f] == "-" && g[f] == "")))
		}
		if !ok {
			misses = append(misses, Miss{FieldNames[f], c.want[f], g[f]})
		}
	}
	return misses
}

// norm compares titles: case, punctuation and spacing do not count.
func norm(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\'' || r == '’':
			return -1
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			return unicode.ToLower(r)
		}
		return ' '
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// Report prints each suite's line: names, all-fields share, per-field
// shares; with misses, each wrong name first.
func Report(out io.Writer, cases []Case, misses bool) {
	type tally struct {
		n, all        int
		right, stated [numFields]int
	}
	var order []string
	tallies := map[string]*tally{}
	for _, c := range cases {
		t := tallies[c.Suite]
		if t == nil {
			t = &tally{}
			tallies[c.Suite] = t
			order = append(order, c.Suite)
		}
		wrong := Check(c)
		t.n++
		if len(wrong) == 0 {
			t.all++
		} else if misses {
			fmt.Fprintf(out, "%s\t%s\t%v\n", c.Suite, c.Name, wrong)
		}
		bad := map[string]bool{}
		for _, m := range wrong {
			bad[m.Field] = true
		}
		for f := 0; f < numFields; f++ {
			if c.known[f] {
				t.stated[f]++
				if !bad[FieldNames[f]] {
					t.right[f]++
				}
			}
		}
	}
	for _, s := range order {
		t := tallies[s]
		fmt.Fprintf(out, "%s: %d names: %.1f%% all fields right", s, t.n, pct(t.all, t.n))
		for f := 0; f < numFields; f++ {
			if t.stated[f] > 0 {
				fmt.Fprintf(out, ", %s %.1f%%", FieldNames[f], pct(t.right[f], t.stated[f]))
			}
		}
		fmt.Fprintln(out)
	}
}

func pct(a, b int) float64 { return 100 * float64(a) / float64(b) }
