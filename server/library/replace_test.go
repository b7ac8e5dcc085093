package library

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// replacing is a library that names movies without the resolution, so a
// better version gets the very path of the one it replaces: Inception's
// earlier version (old, downloaded in in) is filed at target in lib, and a
// 2160p download of it (uhd, with a subtitle) waits beside old.
type replacing struct {
	e                         *env
	in, lib, old, target, uhd string
}

func earlierFiled(t *testing.T) replacing {
	t.Helper()
	e := newEnv(t)
	ls := settings.LinkSettingSection.Default()
	ls.MovieFilenameFormat = "{{ title }} ({{ year }})"
	storetest.PutSetting(t, e.st, settings.LinkSettingSection, ls)
	r := replacing{e: e, in: filepath.Join(e.dir, "in"), lib: filepath.Join(e.dir, "lib")}
	r.old = tree(t, r.in)
	r.target = filepath.Join(r.lib, "盗梦空间 (2010)", "盗梦空间 (2010).mkv")
	if res := r.file(t, r.old, false); !res[0].OK || res[0].Target != r.target {
		t.Fatalf("old: %+v", res)
	}
	// as long as the old file: a size match must not pass for "placed"
	r.uhd = touch(t, filepath.Join(r.in, "Inception.2010.2160p.UHD.BluRay.x265-GRP.mkv"), "uhd-bytes-2")
	touch(t, filepath.Join(r.in, "Inception.2010.2160p.UHD.BluRay.x265-GRP.chs.srt"), "uhd-subtitle")
	return r
}

// file links src from in into lib, as 洗版 does where replace is set.
func (r replacing) file(t *testing.T, src string, replace bool) []Result {
	t.Helper()
	return r.e.run(t, Request{Paths: []string{src}, RootPath: r.in, LinkPath: r.lib, LinkMode: "link", Hint: Hint{Replace: replace}})
}

func sameFile(t *testing.T, a, b string) bool {
	t.Helper()
	fa, err := os.Stat(a)
	if err != nil {
		t.Fatal(err)
	}
	fb, err := os.Stat(b)
	return err == nil && os.SameFile(fa, fb)
}

// leftovers are the set-aside and temporary files under dir.
func leftovers(dir string) []string {
	var out []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && (strings.HasPrefix(d.Name(), asideMark) || strings.HasPrefix(d.Name(), tempMark)) {
			out = append(out, p)
		}
		return nil
	})
	return out
}

// 洗版 at the same path: the earlier version's file (and its subtitle) is
// replaced in place; without Replace, or when the file there is not an
// earlier version of the title, the target is still refused.
func TestReplaceTakesTheEarlierVersionsPath(t *testing.T) {
	r := earlierFiled(t)
	if res := r.file(t, r.uhd, false); res[0].OK || !strings.Contains(res[0].Reason, "目标已存在") || !sameFile(t, r.old, r.target) {
		t.Fatalf("without Replace: %+v", res)
	}
	res := r.file(t, r.uhd, true)
	if !res[0].OK || res[0].Target != r.target || !sameFile(t, r.uhd, r.target) {
		t.Fatalf("with Replace: %+v", res)
	}
	if b, _ := os.ReadFile(filepath.Join(r.lib, "盗梦空间 (2010)", "盗梦空间 (2010).chs.srt")); string(b) != "uhd-subtitle" {
		t.Errorf("subtitle %q", b)
	}
	if b, err := os.ReadFile(r.old); err != nil || string(b) != "video-bytes" {
		t.Errorf("the old download changed: %q %v", b, err)
	}
	if l := leftovers(r.lib); len(l) > 0 {
		t.Errorf("left behind: %v", l)
	}
	// A file put there by hand is no earlier version: refused, untouched.
	mine := touch(t, filepath.Join(r.lib, "星际穿越 (2014)", "星际穿越 (2014).mkv"), "mine")
	src := touch(t, filepath.Join(r.in, "Interstellar.2014.2160p.WEB-DL.mkv"), "i")
	res = r.file(t, src, true)
	if b, _ := os.ReadFile(mine); res[0].OK || !strings.Contains(res[0].Reason, "目标已存在") || string(b) != "mine" {
		t.Fatalf("unrelated file: %+v %q", res, b)
	}
}

// A replacement that fails midway (or cannot link at all) leaves the
// earlier version where it was.
func TestFailedReplacementKeepsTheEarlierVersion(t *testing.T) {
	r := earlierFiled(t)
	n := 1 // the video replaces the old one, then its subtitle fails
	for name, ops := range map[string]fileOps{"midway": failAfter{n: &n}, "EXDEV": exdevOps{}} {
		r.e.svc.ops = ops
		if res := r.file(t, r.uhd, true); res[0].OK || !sameFile(t, r.old, r.target) {
			t.Fatalf("%s: %+v", name, res)
		}
		if b, _ := os.ReadFile(filepath.Join(r.lib, "盗梦空间 (2010)", "盗梦空间 (2010).chs.srt")); string(b) == "uhd-subtitle" {
			t.Errorf("%s: the new subtitle stayed", name)
		}
		if l := leftovers(r.lib); len(l) > 0 {
			t.Errorf("%s: left behind: %v", name, l)
		}
	}
}

// A crash while a disc folder was set aside: the next start puts it back,
// or drops it when the newer version already took its place.
func TestCleanTempRestoresASetAsideVersion(t *testing.T) {
	dir := t.TempDir()
	touch(t, filepath.Join(dir, "A (2001)", asideMark+"A.BluRay", "BDMV", "index.bdmv"), "old")
	touch(t, filepath.Join(dir, "B (2002)", asideMark+"B.mkv"), "old")
	touch(t, filepath.Join(dir, "B (2002)", "B.mkv"), "new")
	cleanTemp(dir)
	if b, _ := os.ReadFile(filepath.Join(dir, "A (2001)", "A.BluRay", "BDMV", "index.bdmv")); string(b) != "old" {
		t.Errorf("disc not restored: %q", b)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "B (2002)", "B.mkv")); string(b) != "new" {
		t.Errorf("newer version: %q", b)
	}
	if l := leftovers(dir); len(l) > 0 {
		t.Errorf("left behind: %v", l)
	}
}
