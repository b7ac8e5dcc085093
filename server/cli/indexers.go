package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/movie-robot/web-console/server/indexer"
)

// indexersCommand runs `movie-robot indexers check DIR [--gaps]`: every .yml
// of DIR is loaded as the server would load it from <data>/indexers, and
// each file is printed as `opened`, `opened, N gaps` or the reason it
// cannot be used (file:line key: reason), then a summary line.
func indexersCommand(args []string, out, stderr io.Writer) int {
	if len(args) < 2 || args[0] != "check" {
		fmt.Fprintln(stderr, "usage: movie-robot indexers check DIR [--gaps]")
		return 2
	}
	dir, showGaps := args[1], len(args) > 2 && args[2] == "--gaps"
	names, err := filepath.Glob(filepath.Join(dir, "*.yml"))
	if err != nil || len(names) == 0 {
		fmt.Fprintf(stderr, "movie-robot: no .yml files in %s\n", dir)
		return 1
	}
	sort.Strings(names)
	opened, clean := 0, 0
	for _, name := range names {
		raw, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintf(out, "%s: %v\n", filepath.Base(name), err)
			continue
		}
		r := indexer.CheckFile(filepath.Base(name), raw)
		switch {
		case r.Block != nil:
			fmt.Fprintln(out, r.Block.Error())
			continue
		case len(r.Gaps) == 0:
			fmt.Fprintf(out, "%s: opened\n", r.File)
			clean++
		default:
			fmt.Fprintf(out, "%s: opened, %d gaps (first: %s)\n", r.File, len(r.Gaps), strings.TrimPrefix(r.Gaps[0].Error(), r.File))
		}
		opened++
		if showGaps {
			for _, g := range r.Gaps {
				fmt.Fprintf(out, "  gap %s\n", g.Error())
			}
		}
	}
	n := len(names)
	fmt.Fprintf(out, "%d files: %d opened (%.1f%%), %d with no gap (%.1f%%), %d cannot be used\n",
		n, opened, pct(opened, n), clean, pct(clean, n), n-opened)
	if opened < n {
		return 1
	}
	return 0
}

func pct(a, b int) float64 { return 100 * float64(a) / float64(b) }
