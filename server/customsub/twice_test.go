package customsub

import (
	"context"
	"strings"
	"testing"
)

// A custom subscription's one run finds the full season of 三体 and an
// E01–E05 pack of it: the season goes to the client, the pack it
// overlaps does not. A film already filed in the library is skipped.
func TestNothingTwice(t *testing.T) {
	e := newEnv(t, nil)
	e.qb(t)
	ctx := context.Background()
	id := e.save(t, `{"name":"三体","media_type":"TV","save_path":"/downloads/tv"}`)
	log := run(t, e, id, `{"search_type":"keyword","keyword":"three-body"}`)
	for _, want := range []string{"已提交下载 [天空] Three-Body.S01.2023.2160p",
		"跳过 [天空] Three-Body.S01E01-E05.2023.1080p.WEB-DL.H264.AAC-HHWEB：整季已在下载，跳过", "提交下载1个"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	if recs, _ := e.dl.Records(ctx, 0, 10); len(recs) != 1 {
		t.Fatalf("records %+v", recs)
	}
	// Oppenheimer was filed 14 minutes ago (by hand, by another user).
	if _, err := e.st.DB().ExecContext(ctx, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject,
		torrent_hash, save_path, client_name, created_at, movie_name, movie_year, movie_type, tmdb_id, link_path, status)
		VALUES ('hdsky', 2, 'Oppenheimer.2023.2160p.WEB-DL-OTHER', '', 'old', '/dl', '默认', '2026-11-26 10:00:00',
		'奥本海默', 2023, 'Movie', 872585, '/media/奥本海默 (2023)', 1)`); err != nil {
		t.Fatal(err)
	}
	film := e.save(t, `{"name":"奥本海默","save_path":"/downloads/movies"}`)
	log = run(t, e, film, `{"search_type":"keyword","keyword":"oppenheimer"}`)
	if !strings.Contains(log, "跳过 [天空] Oppenheimer.2023.1080p.BluRay.x264.DTS-HD.MA.5.1-WiKi：已入库，跳过") ||
		!strings.Contains(log, "提交下载0个") {
		t.Fatalf("filed film:\n%s", log)
	}
	if g := groups(t, e, film); len(g) != 0 {
		t.Fatalf("a skipped torrent left records %+v", g)
	}
}

// The same torrent under a name the title check cannot match (another
// site's copy, renamed by another user's download) is known by its
// info-hash once its .torrent is read: no second send, no second record.
func TestTheSameTorrentUnderAnotherNameIsNotSentTwice(t *testing.T) {
	e := newEnv(t, nil)
	e.qb(t)
	ctx := context.Background()
	film := e.save(t, `{"name":"奥本海默","save_path":"/downloads/movies"}`)
	if log := run(t, e, film, `{"search_type":"keyword","keyword":"oppenheimer"}`); !strings.Contains(log, "提交下载1个") {
		t.Fatalf("first run:\n%s", log)
	}
	if _, err := e.st.DB().ExecContext(ctx, `UPDATE download_record SET torrent_name = 'Some.Other.Name', movie_name = '别的电影',
		movie_year = 0, tmdb_id = 0, user_id = 2`); err != nil {
		t.Fatal(err)
	}
	if _, err := e.st.DB().ExecContext(ctx, `DELETE FROM custom_sub_record`); err != nil {
		t.Fatal(err)
	}
	log := run(t, e, film, `{"search_type":"keyword","keyword":"oppenheimer"}`)
	if !strings.Contains(log, "同一个种子已在下载记录中（Some.Other.Name），跳过") || !strings.Contains(log, "提交下载0个") {
		t.Fatalf("the same torrent again:\n%s", log)
	}
	if recs, _ := e.dl.Records(ctx, 0, 10); len(recs) != 1 {
		t.Fatalf("records %+v", recs)
	}
}
