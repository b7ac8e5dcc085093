package suites

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"
)

// LoadGuessit reads guessit's movies.yml and episodes.yml from dir. Keys
// that are paths (the parser reads release names, not folders), negated
// keys ("-…") and cases run with options are left out.
func LoadGuessit(dir string) ([]Case, error) {
	var out []Case
	for _, file := range []string{"movies.yml", "episodes.yml"} {
		raw, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			return nil, err
		}
		// A node, not a map: the files repeat a few keys.
		var doc yaml.Node
		if err := yaml.Unmarshal(raw, &doc); err != nil || len(doc.Content) == 0 {
			return nil, fmt.Errorf("%s: %v", file, err)
		}
		pairs := doc.Content[0].Content
		for i := 0; i+1 < len(pairs); i += 2 {
			key := pairs[i].Value
			var fields map[string]any
			if pairs[i+1].Decode(&fields) != nil {
				continue // a case with a repeated field: ambiguous
			}
			name := strings.TrimPrefix(key, "+")
			if key == "__default__" || strings.HasPrefix(key, "-") || strings.ContainsAny(name, "/\\") || fields["options"] != nil {
				continue
			}
			out = append(out, guessitCase("guessit", name, fields, file == "movies.yml"))
		}
	}
	return out, nil
}

// guessitSources maps guessit's source values to the parser's families;
// sources the parser has no word for (VHS, Camera, HD-DVD…) are unscored.
var guessitSources = map[string]string{"Blu-ray": "bluray", "Ultra HD Blu-ray": "bluray", "Web": "web",
	"HDTV": "tv", "Ultra HDTV": "tv", "TV": "tv", "Digital TV": "tv", "Satellite": "tv", "DVD": "dvd"}

// guessitCase scores the fields a case states (as guessit's own runner
// does), and for a movie also that it has no season or episode.
func guessitCase(suite, name string, f map[string]any, movie bool) Case {
	c := Case{Suite: suite, Name: name}
	if t, ok := f["title"].(string); ok {
		c.set(Title, t)
	}
	if f["year"] != nil {
		c.set(Year, fmt.Sprint(intOf(f["year"])))
	}
	lo, hi := intRange(f["season"])
	elo, ehi := intRange(f["episode"])
	if f["season"] != nil || (movie && elo == 0) {
		c.set(Season, rangeText(lo, hi))
	}
	if f["episode"] != nil || movie {
		c.set(Episode, rangeText(elo, ehi))
	}
	if r, ok := f["screen_size"].(string); ok && vocab(r) {
		c.set(Resolution, r)
	}
	if s, ok := f["source"].(string); ok && guessitSources[s] != "" {
		c.set(Source, guessitSources[s])
	}
	if v, ok := f["video_codec"].(string); ok && vocab(v) {
		c.set(Codec, v)
	}
	if g, ok := f["release_group"].(string); ok {
		c.set(Group, g)
		if i := strings.LastIndexByte(g, '['); i > 0 && strings.HasSuffix(g, "]") {
			c.alt[Group] = strings.TrimSpace(g[:i]) // guessit keeps a site tag ("LOL[ettv]", "0SEC [GloDLS]"); the parser drops it
		}
	}
	return c
}

func intOf(v any) int {
	switch x := v.(type) {
	case int:
		return x
	case []any:
		if len(x) > 0 {
			return intOf(x[0])
		}
	}
	return 0
}

// intRange is a number or a list's lowest and highest.
func intRange(v any) (lo, hi int) {
	list, ok := v.([]any)
	if !ok {
		n := intOf(v)
		return n, n
	}
	for _, x := range list {
		n := intOf(x)
		if lo == 0 || n < lo {
			lo = n
		}
		hi = max(hi, n)
	}
	return lo, hi
}

func rangeText(lo, hi int) string {
	if lo == 0 {
		return ""
	}
	return fmt.Sprintf("%d-%d", lo, max(lo, hi))
}
