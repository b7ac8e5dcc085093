package downloads

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/store"
)

// fullOrg places nothing while its reason is set (a full disk), then
// files like fakeOrg.
type fullOrg struct {
	fakeOrg
	reason string
}

func (f *fullOrg) OrganiseDownload(ctx context.Context, path, link string, h library.Hint) ([]library.Result, error) {
	if f.reason != "" {
		return []library.Result{{Source: path, Done: true, Reason: f.reason}}, nil
	}
	return f.fakeOrg.OrganiseDownload(ctx, path, link, h)
}

// A download the full disk kept out of the library stays a download with
// the reason, is filed again each round, and the user hears of it once
// (again only when the reason changes), not every round of the watcher.
func TestDiskFullIsToldOnceWhileItWaits(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s, err := New(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	res, err := st.DB().ExecContext(ctx, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject,
		torrent_hash, save_path, client_name, created_at) VALUES ('hdsky', 1, 'Dune.2021.1080p', '', 'h1', '/dl', 'qb', '2026-11-26 10:00:00')`)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := res.LastInsertId()
	h := &heard{}
	s.UseEvents(h)
	full := library.DiskFull + "，空间释放后重试：write /lib/x: no space left on device"
	org := &fullOrg{reason: full}
	round := func() Record {
		t.Helper()
		r, err := s.Get(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		s.OrganiseAndPublish(ctx, org, r, "", "", library.Hint{})
		r, _ = s.Get(ctx, id)
		return r
	}
	for range 3 {
		if r := round(); r.Status != StatusDownloading || r.Desc != full {
			t.Fatalf("record on a full disk: %+v", r)
		}
	}
	quota := library.DiskFull + "，空间释放后重试：write /lib/x: disk quota exceeded"
	org.reason = quota
	round()
	org.reason = ""
	if r := round(); r.Status != StatusDone || r.LinkPath == "" {
		t.Fatalf("record once space is freed: %+v", r)
	}
	// 整理失败 twice (the full disk, the quota), then 已整理入库.
	if len(h.got) != 3 || h.got[0] != full || h.got[1] != quota {
		t.Fatalf("heard %q", h.got)
	}
	if len(org.paths) != 1 {
		t.Fatalf("filed %d times", len(org.paths))
	}
}
