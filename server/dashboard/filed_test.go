package dashboard

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
)

// TestFiledReadsTheFiledIndex: with 100,000 records of which few or none
// are filed, the tile must walk the filed records' own index, not every
// done record from the newest id down (make bench's household scale).
func TestFiledReadsTheFiledIndex(t *testing.T) {
	e := newEnv(t)
	text := storetest.Plan(t, e.st.DB(), filedQuery, filedShown)
	if !strings.Contains(text, "INDEX download_record_filed") || strings.Contains(text, "TEMP B-TREE") {
		t.Errorf("plan: %s", text)
	}
}

// TestFiledNewestFilingFirst: the tile shows the latest filings, an older
// record filed today before a newer one filed yesterday; not-filed and
// deleted records never.
func TestFiledNewestFilingFirst(t *testing.T) {
	e := newEnv(t)
	add := func(name string, status int, link, completed string) {
		e.exec(t, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject, torrent_hash, save_path,
			client_name, status, created_at, movie_name, movie_type, link_path, completed_at)
			VALUES ('hdsky', ?, ?, '', ?, '/dl', 'qb', ?, '2026-11-01 10:00:00', ?, 'Movie', ?, ?)`,
			e.uid, name, name, status, name, link, completed)
	}
	add("早下载今天整理", 1, "/m/a", "2026-11-26 09:00:00")
	add("晚下载昨天整理", 1, "/m/b", "2026-11-25 09:00:00")
	add("未整理", 1, "", "2026-11-26 10:00:00")
	add("已删除", 3, "/m/c", "2026-11-26 11:00:00")
	s := mustNew(t, Options{Store: e.st, Downloads: e.dl})
	got, err := s.filed(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Title != "早下载今天整理" || got[1].Title != "晚下载昨天整理" {
		t.Errorf("filed: %+v", got)
	}
}
