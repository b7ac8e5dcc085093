package analyze

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/subtitles"
)

// now is a Friday; the 30-day range starts 2026-10-29, the 12 weeks on
// Monday 2026-09-07.
var now = time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)

// seeded is a store with the real packages' tables and a small history
// (the expected numbers of each test are worked out from it by hand).
func seeded(t testing.TB) *Service {
	t.Helper()
	ctx := context.Background()
	st := storetest.Open(t)
	if _, err := downloads.New(ctx, st); err != nil {
		t.Fatal(err)
	}
	if _, err := subscribe.New(ctx, st, nil, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := subtitles.New(ctx, subtitles.Options{Store: st}); err != nil {
		t.Fatal(err)
	}
	if _, err := ptsites.New(ctx, st, ptsites.Options{}); err != nil {
		t.Fatal(err)
	}
	u, err := st.CreateUser(ctx, "alice", "x", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := st.DB().Exec(q, args...); err != nil {
			t.Fatal(err)
		}
	}
	for id, created := range map[int]string{1: "2026-09-30 00:00:00", 2: "2026-11-20 00:00:00", 3: "2026-11-24 08:00:00"} {
		exec(`INSERT INTO subscriptions(id, uid, tmdb_id, media_type, cn_name, status, filter_name, created_at, updated_at)
			VALUES (?, ?, ?, 'Movie', 'x', 1, 'f', ?, ?)`, id, u.ID, id, created, created)
	}
	records := []struct {
		id               int
		created, site    string
		size             float64
		filed, res, name string
		sub              int
	}{
		{1, "2026-11-20 10:00:00", "hdsky", 1000, "2026-11-21 10:00:00", "1080p", "Movie.A.2020.1080p.BluRay.x264-CHD", 1},
		{2, "2026-11-20 11:00:00", "hdsky", 2000, "2026-11-21 12:00:00", "2160p", "Movie.B.2021.2160p.WEB-DL.H265-HHWEB", 2},
		{3, "2026-11-25 09:00:00", "mteam", 500, "", "720p", "Movie.C.2022.720p-CHD", 0},
		{4, "2026-11-25 09:30:00", "mteam", 1500, "2026-11-26 08:00:00", "1080p", "Movie.D.2019.1080p.BluRay.x264-CHD", 3},
		{5, "2026-10-01 00:00:00", "hdsky", 9999, "2026-10-02 00:00:00", "1080p", "Old.2019.1080p-CHD", 1},
		{6, "2026-11-26 08:00:00", "hdsky", 100, "2026-11-26 09:00:00", "", "电影E 2023 1080p", 0},
	}
	for _, r := range records {
		link, subType := "", ""
		if r.filed != "" {
			link = "/media/" + r.name
		}
		if r.sub > 0 {
			subType = downloads.SubTypeSubscribe
		}
		exec(`INSERT INTO download_record(id, site_name, user_id, torrent_name, torrent_subject, torrent_hash, save_path,
			client_name, size_mb, status, created_at, link_path, completed_at, resolution, sub_id, sub_type)
			VALUES (?, ?, ?, ?, '', ?, '/dl', 'qb', ?, 1, ?, ?, ?, ?, ?, ?)`,
			r.id, r.site, u.ID, r.name, r.name, r.size, r.created, link, r.filed, r.res, r.sub, subType)
	}
	for _, it := range []struct {
		video string
		rec   int
		state string
	}{{"/m/a.mkv", 1, "have"}, {"/m/b1.mkv", 2, "have"}, {"/m/b2.mkv", 2, "waiting"}, {"/m/d.mkv", 4, "skipped"}} {
		exec(`INSERT INTO subtitle_items(video, record_id, state, first_seen) VALUES (?, ?, ?, '')`, it.video, it.rec, it.state)
	}
	for _, sn := range []struct {
		site, day string
		up, dl    float64
	}{{"hdsky", "2026-10-20", 1000, 500}, {"hdsky", "2026-11-20", 1500, 600}, {"hdsky", "2026-11-26", 1700, 700},
		{"mteam", "2026-11-25", 100, 0}} {
		exec(`INSERT INTO site_snapshot(site_name, day, upload_mb, download_mb) VALUES (?, ?, ?, ?)`, sn.site, sn.day, sn.up, sn.dl)
	}
	s, err := New(ctx, st, func() time.Time { return now })
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func report(t *testing.T, s *Service, key string) Report {
	t.Helper()
	r, err := s.Report(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func same(t *testing.T, what string, got, want any) {
	t.Helper()
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if string(g) != string(w) {
		t.Errorf("%s:\n got %s\nwant %s", what, g, w)
	}
}

func TestDays(t *testing.T) {
	r := report(t, seeded(t), "30d")
	if len(r.Buckets) != 30 || r.Buckets[0] != "2026-10-29" || r.Buckets[29] != "2026-11-27" || r.Bucket != "day" {
		t.Fatalf("buckets %s … (%d)", r.Buckets[0], len(r.Buckets))
	}
	busy := []Activity{}
	for _, a := range r.Activity {
		if a.Downloads+a.Filed > 0 {
			busy = append(busy, a)
		}
	}
	same(t, "activity", busy, []Activity{{"2026-11-20", 2, 0}, {"2026-11-21", 0, 2}, {"2026-11-25", 2, 0}, {"2026-11-26", 1, 2}})
	same(t, "sites", r.Sites, []SiteVolume{{"hdsky", 3, 3100}, {"mteam", 2, 2000}})
	same(t, "quality", r.Quality, []Count{{"1080p", 2}, {"", 1}, {"2160p", 1}})
	same(t, "groups", r.Groups, []Count{{"CHD", 2}, {"HHWEB", 1}})
	same(t, "subtitles", r.Subtitle, []Count{{"have", 1}, {"missing", 1}, {"skipped", 1}, {"unchecked", 1}})
	// Subscription 1 was first filed before the range: 36 h and 48 h remain.
	same(t, "waits", r.Waits, Waits{Count: 2, MedianHours: 42})
}

func TestTraffic(t *testing.T) {
	r := report(t, seeded(t), "30d")
	if len(r.Traffic) != 2 || r.Traffic[0].Site != "hdsky" || r.Traffic[1].Site != "mteam" {
		t.Fatalf("traffic sites %+v", r.Traffic)
	}
	at := func(site int, day string) TrafficPoint {
		for _, p := range r.Traffic[site].Points {
			if p.Bucket == day {
				return p
			}
		}
		t.Fatalf("no bucket %s", day)
		return TrafficPoint{}
	}
	ratio := func(v float64) *float64 { return &v }
	// Gains against the reading of 2026-10-20, then of 2026-11-20.
	same(t, "hdsky 11-20", at(0, "2026-11-20"), TrafficPoint{"2026-11-20", 500, 100, ratio(2.5)})
	same(t, "hdsky 11-26", at(0, "2026-11-26"), TrafficPoint{"2026-11-26", 200, 100, ratio(2.43)})
	same(t, "hdsky 11-22", at(0, "2026-11-22"), TrafficPoint{Bucket: "2026-11-22"})
	// No reading before: no gain known; nothing downloaded: no ratio.
	same(t, "mteam 11-25", at(1, "2026-11-25"), TrafficPoint{Bucket: "2026-11-25"})
}

func TestWeeksAndMonths(t *testing.T) {
	s := seeded(t)
	w := report(t, s, "12w")
	if len(w.Buckets) != 12 || w.Buckets[0] != "2026-09-07" || w.Buckets[11] != "2026-11-23" {
		t.Fatalf("weeks %v", w.Buckets)
	}
	byKey := map[string]Activity{}
	for _, a := range w.Activity {
		byKey[a.Bucket] = a
	}
	same(t, "week of 09-28", byKey["2026-09-28"], Activity{"2026-09-28", 1, 1})
	same(t, "week of 11-16", byKey["2026-11-16"], Activity{"2026-11-16", 2, 2})
	same(t, "week of 11-23", byKey["2026-11-23"], Activity{"2026-11-23", 3, 2})
	same(t, "waits", w.Waits, Waits{Count: 3, MedianHours: 48})
	same(t, "weekly hdsky", w.Traffic[0].Points[10], TrafficPoint{"2026-11-16", 500, 100, ptr(2.5)})
	m := report(t, s, "12m")
	if len(m.Buckets) != 12 || m.Buckets[0] != "2025-12" || m.Buckets[11] != "2026-11" {
		t.Fatalf("months %v", m.Buckets)
	}
	same(t, "october", m.Activity[10], Activity{"2026-10", 1, 1})
	same(t, "november", m.Activity[11], Activity{"2026-11", 5, 4})
	same(t, "monthly sites", m.Sites, []SiteVolume{{"hdsky", 4, 13099}, {"mteam", 2, 2000}})
}

func ptr(v float64) *float64 { return &v }

func TestRefusesOtherRanges(t *testing.T) {
	for _, key := range []string{"", "7d", "30D", "1y"} {
		if _, err := seeded(t).Report(context.Background(), key); !errors.Is(err, ErrRange) {
			t.Errorf("%q: %v", key, err)
		}
	}
}

// TestFreshForAMinute: a report is answered again for Fresh, then computed anew.
func TestFreshForAMinute(t *testing.T) {
	s := seeded(t)
	clock := now
	s.now = func() time.Time { return clock }
	first := report(t, s, "30d")
	if _, err := s.db.Exec(`INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject, torrent_hash,
		save_path, client_name, size_mb, created_at) VALUES ('ttg', 1, 'n', '', 'h', '/d', 'qb', 1, '2026-11-27 11:00:00')`); err != nil {
		t.Fatal(err)
	}
	clock = now.Add(Fresh - time.Second)
	if got := report(t, s, "30d"); len(got.Sites) != len(first.Sites) {
		t.Fatalf("recomputed within a minute: %+v", got.Sites)
	}
	clock = now.Add(Fresh)
	if got := report(t, s, "30d"); len(got.Sites) != len(first.Sites)+1 || got.Activity[29].Downloads != 1 {
		t.Fatalf("not recomputed after a minute: %+v", got.Sites)
	}
}
