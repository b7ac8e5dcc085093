package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/release/suites"
)

// releaseCommand runs `movie-robot release score --guessit DIR --sonarr
// DIR --table FILE [--misses]`: the release-name parser against public suites kept
// outside this repository (guessit/test, Sonarr's ParserTests), one line
// per suite with the all-fields-right share and each field's.
func releaseCommand(args []string, out, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "parse" {
		return releaseParse(args[1:], out, stderr)
	}
	if len(args) == 0 || args[0] != "score" {
		fmt.Fprintln(stderr, "usage: movie-robot release score [--guessit DIR] [--sonarr DIR] [--table FILE] [--misses]\n"+
			"       movie-robot release parse [--rules FILE] NAME [SUBJECT]")
		return 2
	}
	fs := flag.NewFlagSet("release score", flag.ContinueOnError)
	fs.SetOutput(stderr)
	guessit := fs.String("guessit", "", "guessit's test folder (movies.yml, episodes.yml)")
	sonarr := fs.String("sonarr", "", "Sonarr's ParserTests folder (*.cs)")
	table := fs.String("table", "", "this repository's names table (server/release/testdata/names.tsv)")
	misses := fs.Bool("misses", false, "print each name with a wrong field")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	var cases []suites.Case
	for _, load := range []struct {
		dir  string
		load func(string) ([]suites.Case, error)
	}{{*guessit, suites.LoadGuessit}, {*sonarr, suites.LoadSonarr}, {*table, suites.LoadTable}} {
		if load.dir == "" {
			continue
		}
		c, err := load.load(load.dir)
		if err != nil {
			fmt.Fprintln(stderr, "movie-robot:", err)
			return 1
		}
		cases = append(cases, c...)
	}
	if len(cases) == 0 {
		fmt.Fprintln(stderr, "movie-robot: no suite given (--guessit, --sonarr, --table)")
		return 2
	}
	suites.Report(out, cases, *misses)
	return 0
}

// releaseParse runs `movie-robot release parse [--rules FILE] NAME
// [SUBJECT]`: every field the parser reads from one name (and the site's
// subtitle line), under the 自定义识别词 of FILE when given, as JSON.
func releaseParse(args []string, out, stderr io.Writer) int {
	fs := flag.NewFlagSet("release parse", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rulesFile := fs.String("rules", "", "a file of 自定义识别词, one rule a line")
	if err := fs.Parse(args); err != nil || fs.NArg() == 0 || fs.NArg() > 2 {
		fmt.Fprintln(stderr, "usage: movie-robot release parse [--rules FILE] NAME [SUBJECT]")
		return 2
	}
	var rules release.Rules
	if *rulesFile != "" {
		text, err := os.ReadFile(*rulesFile)
		if err == nil {
			rules, err = release.ParseRules(string(text))
		}
		if err != nil {
			fmt.Fprintln(stderr, "movie-robot:", err)
			return 1
		}
	}
	res := rules.Parse(fs.Arg(0), fs.Arg(1))
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(res); err != nil {
		fmt.Fprintln(stderr, "movie-robot:", err)
		return 1
	}
	return 0
}
