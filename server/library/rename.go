package library

import (
	"path/filepath"
	"strings"

	"github.com/movie-robot/web-console/server/textreplace"
)

// renamed applies a download's file-name rules (a custom subscription's
// 替换下载后文件名, Hint.FileRenames) to the name the item gets in the
// library: the file (its subtitles follow) or the disc folder; a disc
// placed as the title's folder itself keeps the folder's name.
func renamed(t target, it Item, rules []textreplace.Rule) target {
	if len(rules) == 0 || it.IsDisc && filepath.Base(t.Main) != it.Name {
		return t
	}
	name := filepath.Base(t.Main)
	for _, r := range rules {
		// A rule that leaves no name (or does not compile) is passed over.
		out, err := textreplace.Replace(name, r.Expr, r.Repl)
		if out = strings.Trim(stripControl(strings.ReplaceAll(out, "/", " ")), " ."); err == nil && out != "" {
			name = out
		}
	}
	t.Main = filepath.Join(filepath.Dir(t.Main), name)
	if it.IsDisc {
		t.Pairs = []pair{{it.Path, t.Main}}
	} else {
		t.Pairs = withSubtitles(it.Path, t.Main)
	}
	return t
}
