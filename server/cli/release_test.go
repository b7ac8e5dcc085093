package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `movie-robot release score` reads a guessit-shaped and a Sonarr-shaped
// suite (tiny ones written here) and prints each suite's shares.
func TestReleaseScore(t *testing.T) {
	dir := t.TempDir()
	g, s := filepath.Join(dir, "g"), filepath.Join(dir, "s")
	for _, d := range []string{g, s} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(path, text string) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(g, "movies.yml"), "? Alpha.2010.1080p.BluRay.x264-GRP\n: title: Alpha\n  year: 2010\n  screen_size: 1080p\n  source: Blu-ray\n  video_codec: H.264\n  release_group: GRP\n")
	write(filepath.Join(g, "episodes.yml"), "? Beta.S01E02.720p.HDTV.x264-LOL\n: title: Beta\n  season: 1\n  episode: 3\n  screen_size: 720p\n  source: HDTV\n  video_codec: H.264\n  release_group: LOL\n")
	write(filepath.Join(s, "SingleEpisodeParserFixture.cs"), "[TestCase(\"Gamma.S02E15.720p\", \"Gamma\", 2, 15)]\npublic void should_parse_single_episode(string a)\n")
	var out, errs bytes.Buffer
	stdout = &out
	defer func() { stdout = os.Stdout }()
	code := Main([]string{"release", "score", "--guessit", g, "--sonarr", s}, func(string) string { return "" }, nil, &errs)
	text := out.String()
	if code != 0 || !strings.Contains(text, "guessit: 2 names: 50.0% all fields right") ||
		!strings.Contains(text, "episode 50.0%") || !strings.Contains(text, "sonarr: 1 names: 100.0% all fields right") {
		t.Fatalf("code %d\n%s%s", code, text, errs.String())
	}
}

// `movie-robot release parse` prints the fields of one name, under the
// rules of a file when given.
func TestReleaseParse(t *testing.T) {
	rules := filepath.Join(t.TempDir(), "rules.txt")
	if err := os.WriteFile(rules, []byte("第 <> 集 >> EP-12\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	stdout = &out
	defer func() { stdout = os.Stdout }()
	code := Main([]string{"release", "parse", "--rules", rules, "[风车字幕组][名侦探柯南][第857集][1080P]"},
		func(string) string { return "" }, nil, &errs)
	if code != 0 || !strings.Contains(out.String(), `"EpisodeStart": 845`) || !strings.Contains(out.String(), `"Group": "风车字幕组"`) {
		t.Fatalf("code %d\n%s%s", code, out.String(), errs.String())
	}
}
