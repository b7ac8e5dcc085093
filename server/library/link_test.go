package library

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

const inception = "Inception.2010.1080p.BluRay.x264-CMCT"

// tree is a download folder with one film and its subtitles.
func tree(t *testing.T, root string) string {
	touch(t, filepath.Join(root, inception, inception+".mkv"), "video-bytes")
	touch(t, filepath.Join(root, inception, inception+".chs.srt"), "1\n00:00:01,000 --> 00:00:02,000\n你好\n")
	touch(t, filepath.Join(root, inception, inception+".ass"), "[Script Info]")
	return filepath.Join(root, inception, inception+".mkv")
}

func TestEachLinkMode(t *testing.T) {
	for _, mode := range []string{"link", "symlink", "copy", "move"} {
		t.Run(mode, func(t *testing.T) {
			e := newEnv(t)
			in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
			src := tree(t, in)
			res := e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: lib, LinkMode: mode})
			want := filepath.Join(lib, "盗梦空间 (2010)", "盗梦空间 (2010) - 1080p.mkv")
			if len(res) != 1 || !res[0].OK || res[0].Target != want {
				t.Fatalf("results: %+v", res)
			}
			got, err := os.ReadFile(want)
			if err != nil || string(got) != "video-bytes" {
				t.Fatalf("target: %q %v", got, err)
			}
			for _, sub := range []string{".chs.srt", ".ass"} {
				if _, err := os.Stat(strings.TrimSuffix(want, ".mkv") + sub); err != nil {
					t.Errorf("subtitle %s: %v", sub, err)
				}
			}
			fi, _ := os.Lstat(want)
			_, srcErr := os.Stat(src)
			switch mode {
			case "link":
				sfi, _ := os.Stat(src)
				if !os.SameFile(fi, sfi) {
					t.Error("not a hard link")
				}
			case "symlink":
				if l, _ := os.Readlink(want); l != src {
					t.Errorf("symlink to %q", l)
				}
			case "copy":
				sfi, _ := os.Stat(src)
				if os.SameFile(fi, sfi) || fi.Mode()&os.ModeSymlink != 0 {
					t.Error("not a copy")
				}
			case "move":
				if !os.IsNotExist(srcErr) {
					t.Errorf("source still there: %v", srcErr)
				}
			}
			st, _ := e.svc.Status(context.Background())
			if st.Running || st.Progress != 100 || st.SuccessCount != 1 || st.FailedCount != 0 || st.LinkPath != lib {
				t.Errorf("status: %+v", st)
			}
			if mode != "move" {
				rows, err := e.svc.Library(context.Background(), in)
				if err != nil || len(rows) != 1 || rows[0].Status != StatusDone || rows[0].RecognitionResult.Metadata.Name != "盗梦空间" ||
					rows[0].RecognitionResult.Metadata.MediaType != "Movie" {
					t.Errorf("library rows: %+v %v", rows, err)
				}
			}
		})
	}
}

func TestTVEpisodesAndDisc(t *testing.T) {
	e := newEnv(t)
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	ep1 := touch(t, filepath.Join(in, "Breaking.Bad.S01.1080p.BluRay", "Breaking.Bad.S01E01.1080p.BluRay.mkv"), "e1")
	ep2 := touch(t, filepath.Join(in, "Breaking.Bad.S01.1080p.BluRay", "Breaking.Bad.S01E02.1080p.BluRay.mkv"), "e2")
	touch(t, filepath.Join(in, "Interstellar.2014.BluRay.COMPLETE", "BDMV", "STREAM", "00001.m2ts"), "main-feature-longer")
	touch(t, filepath.Join(in, "Interstellar.2014.BluRay.COMPLETE", "BDMV", "STREAM", "00002.m2ts"), "menu")
	touch(t, filepath.Join(in, "Interstellar.2014.BluRay.COMPLETE", "BDMV", "index.bdmv"), "INDX")
	items, err := Scan(in)
	if err != nil || len(items) != 3 || !items[2].IsDisc || items[2].DiscType != "BDMV" {
		t.Fatalf("scan: %+v %v", items, err)
	}
	res := e.run(t, Request{Paths: []string{ep1, ep2}, RootPath: in, LinkPath: lib, MediaType: "TV", LinkMode: "link"})
	for i, r := range res {
		want := filepath.Join(lib, "绝命毒师 (2008)", "Season 01", "绝命毒师 - S01E0"+string(rune('1'+i))+" - 1080p.mkv")
		if !r.OK || r.Target != want {
			t.Errorf("episode %d: %+v", i+1, r)
		}
	}
	disc := filepath.Join(in, "Interstellar.2014.BluRay.COMPLETE")
	res = e.run(t, Request{Paths: []string{disc}, RootPath: in, LinkPath: lib, MediaType: "Movie", LinkMode: "link"})
	want := filepath.Join(lib, "星际穿越 (2014)", "Interstellar.2014.BluRay.COMPLETE")
	if !res[0].OK || res[0].Target != want {
		t.Fatalf("disc: %+v", res)
	}
	if b, err := os.ReadFile(filepath.Join(want, "BDMV", "index.bdmv")); err != nil || string(b) != "INDX" {
		t.Errorf("disc kept whole: %q %v", b, err)
	}
	if n, err := e.svc.FixBDMV([]string{want}); n != 1 || err != nil {
		t.Fatalf("fix: %d %v", n, err)
	}
	strm, _ := os.ReadFile(filepath.Join(want, "Interstellar.2014.BluRay.COMPLETE.strm"))
	if strings.TrimSpace(string(strm)) != filepath.Join(want, "BDMV", "STREAM", "00001.m2ts") {
		t.Errorf("strm: %q", strm)
	}
	if _, err := os.Stat(filepath.Join(want, "BDMV", ".ignore")); err != nil {
		t.Error(err)
	}
}

func TestUnknownDir(t *testing.T) {
	e := newEnv(t)
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	src := touch(t, filepath.Join(in, "Nothing.Like.This.2001.1080p.mkv"), "x")
	res := e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: lib, LinkMode: "copy"})
	if res[0].OK || !strings.Contains(res[0].Reason, "识别失败") {
		t.Fatalf("result: %+v", res)
	}
	if _, err := os.Stat(filepath.Join(lib, ".unknown", "Nothing.Like.This.2001.1080p.mkv")); err != nil {
		t.Error(err)
	}
	rows, _ := e.svc.Library(context.Background(), in)
	if rows[0].Status != StatusFailed || rows[0].RecognitionResult.ErrMsg == "" {
		t.Errorf("row: %+v", rows[0])
	}
}

// exdevOps reports one file system but fails every link with EXDEV, as
// link(2) does across mounts.
type exdevOps struct{ osOps }

func (exdevOps) Link(o, n string) error {
	return &os.LinkError{Op: "link", Old: o, New: n, Err: syscall.EXDEV}
}

// otherDev puts everything under prefix on another device.
type otherDev struct {
	osOps
	prefix string
}

func (o otherDev) Dev(p string) (uint64, error) {
	if strings.HasPrefix(p, o.prefix) {
		return 2, nil
	}
	return 1, nil
}

func TestCrossDeviceHardLink(t *testing.T) {
	e := newEnv(t)
	in := filepath.Join(e.dir, "in")
	src := tree(t, in)
	// A real second file system when the machine has one.
	if shm, err := os.MkdirTemp("/dev/shm", "library-test-"); err == nil {
		defer os.RemoveAll(shm)
		a, _ := osOps{}.Dev(src)
		b, _ := osOps{}.Dev(shm)
		if a != b {
			res := e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: filepath.Join(shm, "lib"), LinkMode: "link"})
			if res[0].OK || !strings.Contains(res[0].Reason, "跨设备无法硬链接") {
				t.Errorf("real cross-device: %+v", res)
			}
			if _, err := os.Stat(filepath.Join(shm, "lib")); !os.IsNotExist(err) {
				t.Errorf("something was created on the other file system: %v", err)
			}
		} else {
			t.Log("/dev/shm is on the same device here: only the injected cases run")
		}
	}
	for name, ops := range map[string]fileOps{"st_dev": otherDev{prefix: in}, "EXDEV": exdevOps{}} {
		e.svc.ops = ops
		lib := filepath.Join(e.dir, "lib")
		res := e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: lib, LinkMode: "link"})
		if res[0].OK || !strings.Contains(res[0].Reason, "跨设备无法硬链接") {
			t.Errorf("%s: %+v", name, res)
		}
		if _, err := os.Stat(lib); !os.IsNotExist(err) {
			t.Errorf("%s: half-done tree left: %v", name, err)
		}
	}
}

// failAfter fails the nth link: the item's rollback must remove the rest.
type failAfter struct {
	osOps
	n *int
}

func (f failAfter) Link(o, n string) error {
	*f.n--
	if *f.n < 0 {
		return errors.New("disk full")
	}
	return os.Link(o, n)
}

func TestAtomicOnFailureMidway(t *testing.T) {
	e := newEnv(t)
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	src := tree(t, in)
	n := 2 // the video and one subtitle, then the second subtitle fails
	e.svc.ops = failAfter{n: &n}
	res := e.run(t, Request{Paths: []string{src}, RootPath: in, LinkPath: lib, LinkMode: "link"})
	if res[0].OK || !strings.Contains(res[0].Reason, "disk full") {
		t.Fatalf("result: %+v", res)
	}
	if _, err := os.Stat(lib); !os.IsNotExist(err) {
		entries, _ := os.ReadDir(filepath.Join(lib, "盗梦空间 (2010)"))
		t.Errorf("left behind: %v %v", err, entries)
	}
	if _, err := os.Stat(src); err != nil {
		t.Error("source lost")
	}
	// a disc folder fails midway too: nothing of it stays
	touch(t, filepath.Join(in, "Interstellar.2014.BluRay", "BDMV", "index.bdmv"), "i")
	touch(t, filepath.Join(in, "Interstellar.2014.BluRay", "BDMV", "STREAM", "1.m2ts"), "s")
	n = 1
	res = e.run(t, Request{Paths: []string{filepath.Join(in, "Interstellar.2014.BluRay")}, RootPath: in, LinkPath: lib, LinkMode: "link"})
	if res[0].OK {
		t.Fatal("disc placed")
	}
	if _, err := os.Stat(lib); !os.IsNotExist(err) {
		t.Errorf("disc left behind: %v", err)
	}
}

func TestResumeAfterKilledJob(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
	src := tree(t, in)
	other := touch(t, filepath.Join(in, "Interstellar.2014.1080p.WEB-DL.mkv"), "i")
	// A job the killed program had half done: item 0 done, item 1 not,
	// with a half-written temporary file in the library.
	res, err := e.st.DB().ExecContext(ctx, `INSERT INTO library_jobs(kind, root_path, link_path, media_type, link_mode, hint, running, total, done_count, success_count, started_at)
		VALUES ('link', ?, ?, '', 'link', '{}', 1, 2, 1, 1, '2026-11-24T00:00:00Z')`, in, lib)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := res.LastInsertId()
	e.st.DB().ExecContext(ctx, `INSERT INTO library_job_items(job_id, seq, source, target, state, ok) VALUES (?, 0, ?, '/done/before', 1, 1), (?, 1, ?, '', 0, 0)`, id, src, id, other)
	half := touch(t, filepath.Join(lib, "星际穿越 (2014)", tempMark+"星际穿越 (2014) - 1080p.mkv"), "half")
	st, _ := e.svc.Status(ctx)
	if !st.Running || st.Progress != 50 {
		t.Fatalf("before restart: %+v", st)
	}
	e.restart(t)
	if err := e.svc.Resume(ctx); err != nil {
		t.Fatal(err)
	}
	if err := e.svc.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(half); !os.IsNotExist(err) {
		t.Error("temporary file survived the restart")
	}
	out, _ := e.svc.Results(ctx)
	if len(out) != 2 || out[0].Target != "/done/before" || !out[1].OK ||
		out[1].Target != filepath.Join(lib, "星际穿越 (2014)", "星际穿越 (2014) - 1080p.mkv") {
		t.Fatalf("results: %+v", out)
	}
	st, _ = e.svc.Status(ctx)
	if st.Running || st.Progress != 100 || st.SuccessCount != 2 {
		t.Errorf("after: %+v", st)
	}
	// Nothing to resume now.
	if err := e.svc.Resume(ctx); err != nil {
		t.Error(err)
	}
	_ = settings.LinkSetting{}
}
