package ptsites

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
)

func TestScriptSearchRemoteThenLocal(t *testing.T) {
	s, _ := newService(t, nil)
	ctx := context.Background()
	np := standin.Must(t, "nexusphp", nil)
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: np.URL})
	if _, err := s.SearchLocal(ctx, ScriptQuery{}, false); err == nil {
		t.Fatal("an empty query is refused")
	}
	if got, _ := s.ListLocal(ctx, "", false); len(got) != 0 {
		t.Fatalf("nothing kept yet: %+v", got)
	}

	found, err := s.SearchRemote(ctx, ScriptQuery{IMDbID: "tt0133093"}, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 2 {
		t.Fatalf("search by IMDb id: %+v", found)
	}
	top := found[0]
	if top.SiteID != "hdsky" || top.IMDbID != "tt0133093" || top.CateLevel1 != "Movie" || top.UploadCount != 120 ||
		top.DownloadingCount != 3 || top.DownloadCount != 800 || top.PublishDate == nil || *top.PublishDate != "2026-11-20 10:00:00" ||
		top.DownloadURL == "" || top.GmtModified == nil || top.SizeMB <= 12000 {
		t.Fatalf("SDK shape %+v", top)
	}
	for _, f := range found {
		if f.FreeDeadline != nil {
			if _, err := time.Parse(stamp, *f.FreeDeadline); err != nil {
				t.Fatalf("free_deadline must be the SDK's format: %q", *f.FreeDeadline)
			}
		}
	}
	if _, err := s.SearchRemote(ctx, ScriptQuery{Keyword: "resurrections"}, false); err != nil {
		t.Fatal(err)
	}

	local, err := s.SearchLocal(ctx, ScriptQuery{Keyword: "Matrix 2160p"}, false)
	if err != nil || len(local) != 1 || !strings.Contains(local[0].Name, "2160p") || local[0].DownloadURL != "" {
		t.Fatalf("local keyword search, no links: %+v %v", local, err)
	}
	if local, _ := s.SearchLocal(ctx, ScriptQuery{IMDbID: "tt10838180"}, true); len(local) != 1 || local[0].DownloadURL == "" {
		t.Fatalf("local IMDb search: %+v", local)
	}
	if local, _ := s.SearchLocal(ctx, ScriptQuery{Keyword: "matrix", Cates: []string{"TV"}}, false); len(local) != 0 {
		t.Fatalf("categories filter: %+v", local)
	}
	all, err := s.ListLocal(ctx, "2000-01-01", false)
	if err != nil || len(all) != 3 {
		t.Fatalf("list_local_torrents: %d %v", len(all), err)
	}
	if later, _ := s.ListLocal(ctx, "2999-01-01 00:00:00", false); len(later) != 0 {
		t.Fatalf("start_time filters: %+v", later)
	}
	if _, err := s.ListLocal(ctx, "yesterday", false); err == nil {
		t.Fatal("a malformed start_time is refused")
	}
}

func TestScriptSearchRemoteWithoutSites(t *testing.T) {
	s, _ := newService(t, nil)
	if _, err := s.SearchRemote(context.Background(), ScriptQuery{Keyword: "x"}, false); err != ErrNoSites {
		t.Fatalf("err %v", err)
	}
}
