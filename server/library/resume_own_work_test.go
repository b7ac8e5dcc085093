package library

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// A job killed after an item's file went into place but before the item
// was written down finds that file on resume: its own work (a link to the
// source, or in copy mode a copy of its size) is done, not "目标已存在".
func TestResumeFindsItsOwnWorkAtTheTarget(t *testing.T) {
	for _, mode := range []string{"link", "copy"} {
		t.Run(mode, func(t *testing.T) {
			e := newEnv(t)
			ctx := context.Background()
			in, lib := filepath.Join(e.dir, "in"), filepath.Join(e.dir, "lib")
			src := touch(t, filepath.Join(in, "Interstellar.2014.1080p.WEB-DL.mkv"), "interstellar")
			target := filepath.Join(lib, "星际穿越 (2014)", "星际穿越 (2014) - 1080p.mkv")
			if mode == "link" {
				os.MkdirAll(filepath.Dir(target), 0o755)
				if err := os.Link(src, target); err != nil {
					t.Fatal(err)
				}
			} else {
				touch(t, target, "interstellar")
			}
			res, err := e.st.DB().ExecContext(ctx, `INSERT INTO library_jobs(kind, root_path, link_path, media_type, link_mode, hint, running, total, done_count, success_count, started_at)
				VALUES ('link', ?, ?, '', ?, '{}', 1, 1, 0, 0, '2026-11-24T00:00:00Z')`, in, lib, mode)
			if err != nil {
				t.Fatal(err)
			}
			id, _ := res.LastInsertId()
			e.st.DB().ExecContext(ctx, `INSERT INTO library_job_items(job_id, seq, source, target, state, ok) VALUES (?, 0, ?, '', 0, 0)`, id, src)
			e.restart(t)
			if err := e.svc.Resume(ctx); err != nil {
				t.Fatal(err)
			}
			if err := e.svc.Wait(ctx); err != nil {
				t.Fatal(err)
			}
			out, _ := e.svc.Results(ctx)
			if len(out) != 1 || !out[0].OK || out[0].Target != target {
				t.Fatalf("results: %+v", out)
			}
			if b, err := os.ReadFile(target); err != nil || string(b) != "interstellar" {
				t.Fatalf("target %q, %v", b, err)
			}
		})
	}
}
