package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `movie-robot indexers check DIR` prints each file's outcome and a
// summary; a file that cannot be used is named with line, key and reason.
func TestIndexersCheck(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a-good.yml": "id: good\nname: Good\ntype: private\nlinks: [http://x/]\n",
		"b-gap.yml":  "id: gap\nname: Gap\ntype: public\nlinks: [http://x/]\nlogin:\n  twofactor: {}\n",
		"c-bad.yml":  "id: bad\nname: Bad\ntype: privat\nlinks: [http://x/]\n",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var out, errs bytes.Buffer
	old := stdout
	stdout = &out
	defer func() { stdout = old }()
	code := Main([]string{"indexers", "check", dir}, func(string) string { return "" }, nil, &errs)
	want := strings.Join([]string{
		"a-good.yml: opened",
		"b-gap.yml: opened, 1 gaps (first: :6 login.twofactor: 不支持的键)",
		`c-bad.yml:3 type: 未知的类型 "privat"（应为 private、public、semi-private）`,
		"3 files: 2 opened (66.7%), 1 with no gap (33.3%), 1 cannot be used",
	}, "\n") + "\n"
	if out.String() != want || code != 1 {
		t.Fatalf("exit %d\n%s\nwant\n%s", code, out.String(), want)
	}
}
