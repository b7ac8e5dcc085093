package plugins

import (
	"archive/zip"
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// zipOf builds a zip of the named entries (a trailing "/" makes a folder).
func zipOf(t *testing.T, names ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, n := range names {
		w, err := zw.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte("x"))
	}
	zw.Close()
	return buf.Bytes()
}

// What an archive may not do: name the folder above, write one file twice
// (the second over the first), or hold more files than the budget.
func TestArchiveRefusals(t *testing.T) {
	many := make([]string, maxArchiveFiles+1)
	for i := range many {
		many[i] = fmt.Sprintf("f%d.txt", i)
	}
	for name, c := range map[string]struct {
		entries []string
		want    string
	}{
		"parent folder":  {[]string{"../"}, "指向插件目录之外"},
		"twice":          {[]string{"main.py", "main.py"}, "无法写入"},
		"too many files": {many, "超过"},
	} {
		if err := unpack(zipOf(t, c.entries...), t.TempDir()); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
}

// A manifest's file names stay inside the plugin's folder.
func TestSafeRelPath(t *testing.T) {
	for p, want := range map[string]bool{"main.py": true, "bin/run": true, "": false, ".": false, "..": false,
		"../x": false, "/x": false, `a\b`: false} {
		if safeRelPath(p) != want {
			t.Errorf("safeRelPath(%q) = %v", p, !want)
		}
	}
}
