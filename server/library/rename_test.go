package library

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/movie-robot/web-console/server/textreplace"
)

// A download's file-name rules (替换下载后文件名) apply in order to the
// name the templates gave it; its subtitles follow the new name, and a
// rule that would leave no name is not applied.
func TestFileRenamesNameThePlacedFile(t *testing.T) {
	e := newEnv(t)
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	src := tree(t, in)
	rules := []textreplace.Rule{{Expr: ` - (1080p)`, Repl: ` [\1]`}, {Expr: `\[1080p\]`, Repl: `[FHD]`}, {Expr: `^.*$`, Repl: ``}}
	res := e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: lib, LinkMode: "copy", Hint: Hint{FileRenames: rules}})
	want := filepath.Join(lib, "盗梦空间 (2010)", "盗梦空间 (2010) [FHD].mkv")
	if len(res) != 1 || !res[0].OK || res[0].Target != want {
		t.Fatalf("results: %+v", res)
	}
	for _, f := range []string{want, filepath.Join(lib, "盗梦空间 (2010)", "盗梦空间 (2010) [FHD].chs.srt")} {
		if _, err := os.Stat(f); err != nil {
			t.Error(err)
		}
	}
}
