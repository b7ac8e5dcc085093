package downloads

import (
	"context"
	"testing"

	"github.com/movie-robot/web-console/server/internal/eventstest"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/library"
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
	st := storetest.Open(t)
	s := serviceOn(t, st)
	id := duneDownloading(t, st)
	h := &eventstest.Recorder{}
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
	if len(h.Reasons()) != 3 || h.Reasons()[0] != full || h.Reasons()[1] != quota {
		t.Fatalf("heard %q", h.Reasons())
	}
	if len(org.paths) != 1 {
		t.Fatalf("filed %d times", len(org.paths))
	}
}
