package shelf

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/internal/downloadstest"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// fakeLister: the emby server holds films 0…n-1 (even ones 1080p with a
// subtitle, odd ones 2160p without) and one series, whose best episode is
// 1080p and one episode of which lacks subtitles.
type fakeLister struct{ films int }

func (f fakeLister) List(_ context.Context, e settings.MediaServerEntry) ([]mediaserver.Item, error) {
	var out []mediaserver.Item
	for i := range f.films {
		it := mediaserver.Item{ID: e.Name + ":" + fmt.Sprint(i), Type: "Movie", Name: fmt.Sprintf("影片 %05d", i), Year: 2000,
			TmdbID: 1000 + i, ServerName: e.Name, Streams: mediaserver.Streams{VideoResolution: "2160p"}}
		if i%2 == 0 {
			it.VideoResolution, it.Subtitled = "1080p", 1
			it.SubtitleStreams = []mediaserver.Stream{{DisplayTitle: "Chinese (SRT)"}}
		}
		out = append(out, it)
	}
	return append(out, mediaserver.Item{ID: e.Name + ":s", Type: "TV", Name: "繁花", Year: 2023, TmdbID: 204541, ServerName: e.Name,
		Streams: mediaserver.Streams{VideoResolution: "1080p"}, Subtitled: 0}), nil
}

func newShelf(t *testing.T, films int) (*Service, *store.Store) {
	t.Helper()
	ctx := context.Background()
	st, dl := downloadstest.Open(t)
	storetest.PutSetting(t, st, settings.MediaServersSection, []settings.MediaServerEntry{{Name: "emby", Type: "emby",
		URL: "http://127.0.0.1:9", Token: "k", MasterServer: true}})
	s, err := New(ctx, st, dl, fakeLister{films})
	if err != nil {
		t.Fatal(err)
	}
	return s, st
}

// record files a download: 繁花 S01E05 from hdsky (the same title as the
// server's series) and 沙丘 from mteam (filed only).
func record(t *testing.T, st *store.Store, name, typ, site, res string, tmdb, status int) {
	t.Helper()
	_, err := st.DB().Exec(`INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject, torrent_hash,
		save_path, client_name, status, created_at, movie_name, movie_type, resolution, tmdb_id, link_path, completed_at)
		VALUES (?, 1, ?, '', 'h', '/dl', 'qb', ?, '2026-11-01', ?, ?, ?, ?, '/media/'||?, '2026-11-02')`,
		site, name, status, name, typ, res, tmdb, name)
	if err != nil {
		t.Fatal(err)
	}
}

func page(t *testing.T, s *Service, query string) Page {
	t.Helper()
	q, _ := url.ParseQuery(query)
	f, err := ParseFilter(q)
	if err != nil {
		t.Fatal(err)
	}
	p, err := s.Titles(context.Background(), f)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func names(p Page) string {
	var out []string
	for _, t := range p.Items {
		out = append(out, t.Name)
	}
	return strings.Join(out, ",")
}

func TestSyncJoinsServersAndFiledRecords(t *testing.T) {
	s, st := newShelf(t, 4)
	record(t, st, "繁花", "TV", "hdsky", "2160p", 204541, downloads.StatusDone)
	record(t, st, "沙丘", "Movie", "mteam", "1080p", 438631, downloads.StatusDone)
	record(t, st, "乱码", "Movie", "mteam", "", 0, downloads.StatusUnrecognised)
	if err := s.Sync(context.Background()); err != nil {
		t.Fatal(err)
	}
	all := page(t, s, "")
	if all.Total != 6 || names(all) != "影片 00000,影片 00001,影片 00002,影片 00003,沙丘,繁花" {
		t.Fatalf("all: %d %s", all.Total, names(all))
	}
	show := all.Items[5]
	if show.Versions != 2 || !show.Filed || strings.Join(show.Servers, ",") != "emby" || strings.Join(show.Sites, ",") != "hdsky" {
		t.Errorf("繁花: server copy and filed record are one title: %+v", show)
	}
	if strings.Join(all.Qualities, ",") != "1080p,2160p" || strings.Join(all.Sites, ",") != "hdsky,mteam" {
		t.Errorf("filter menus: %v %v", all.Qualities, all.Sites)
	}
	// A second run replaces the index rather than doubling it.
	if err := s.Sync(context.Background()); err != nil {
		t.Fatal(err)
	}
	if again := page(t, s, ""); again.Total != 6 || again.Items[5].Versions != 2 {
		t.Errorf("second sync: %d titles, 繁花 %d versions", again.Total, again.Items[5].Versions)
	}
}

func TestFiltersAndPaging(t *testing.T) {
	s, st := newShelf(t, 250)
	record(t, st, "繁花", "TV", "hdsky", "2160p", 204541, downloads.StatusDone)
	record(t, st, "沙丘", "Movie", "mteam", "1080p", 438631, downloads.StatusDone)
	if err := s.Sync(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		query string
		total int
		first string
	}{
		{"type=tv", 1, "繁花"},
		{"type=tv&quality=1080p", 1, "繁花"},  // the server's series, by its best episode
		{"type=tv&missing_subs=1", 1, "繁花"}, // an episode lacks them
		{"type=movie", 251, "影片 00000"},
		{"quality=2160p", 126, "影片 00001"},  // 125 odd films + 繁花's filed copy
		{"missing_subs=1", 126, "影片 00001"}, // odd films and 繁花; 沙丘 (filed only) is unknown, not missing
		{"site=mteam", 1, "沙丘"},
		{"q=00042", 1, "影片 00042"},
		{"q=%25", 0, ""}, // a literal %, not a wildcard
		{"type=movie&quality=1080p&site=mteam", 1, "沙丘"},
		{"page=2&size=100", 252, "影片 00100"},
		{"page=3&size=100", 252, "影片 00200"},
	} {
		p := page(t, s, c.query)
		first := ""
		if len(p.Items) > 0 {
			first = p.Items[0].Name
		}
		if p.Total != c.total || first != c.first {
			t.Errorf("%s: total %d first %q, want %d %q", c.query, p.Total, first, c.total, c.first)
		}
	}
	if last := page(t, s, "page=3&size=100"); len(last.Items) != 52 {
		t.Errorf("last page: %d rows", len(last.Items))
	}
}

func TestBadFilterNamesTheField(t *testing.T) {
	for query, field := range map[string]string{"type=book": "type", "missing_subs=x": "missing_subs",
		"page=0": "page", "size=501": "size", "size=abc": "size"} {
		q, _ := url.ParseQuery(query)
		if _, err := ParseFilter(q); err == nil || !strings.HasPrefix(err.Error(), field+" ") {
			t.Errorf("%s: %v", query, err)
		}
	}
}

// Each filter reads an index: no scan of every title or version, and no
// sort of every title (the screen pages 10,000 titles). A quality or site
// picks its titles by the versions' index and sorts only those.
func TestTitleQueriesReadAnIndex(t *testing.T) {
	s, _ := newShelf(t, 0)
	for _, c := range []struct {
		f     Filter
		want  string
		sorts bool
	}{
		{Filter{}, "SCAN t USING INDEX shelf_titles_name", false},
		{Filter{Type: "TV"}, "SEARCH t USING INDEX shelf_titles_type (media_type=?)", false},
		{Filter{MissingSubs: true}, "SEARCH t USING INDEX shelf_titles_subs (subs=?)", false},
		{Filter{Type: "TV", MissingSubs: true}, "SEARCH t USING INDEX shelf_titles_type_subs (media_type=? AND subs=?)", false},
		{Filter{Quality: "1080p"}, "USING COVERING INDEX shelf_versions_quality (resolution=?)", true},
		{Filter{Site: "hdsky"}, "USING COVERING INDEX shelf_versions_site (site=?)", true},
	} {
		c.f.Page, c.f.Size = 30, 100
		q, args := c.f.listQuery()
		got := storetest.Plan(t, s.db, q, args...)
		if !strings.Contains(got, c.want) || !c.sorts && strings.Contains(got, "TEMP B-TREE") {
			t.Errorf("%+v: plan lacks %q or sorts:\n%s", c.f, c.want, got)
		}
		if storetest.FullScan(got, "") != "" {
			t.Errorf("%+v reads every row:\n%s", c.f, got)
		}
	}
}

// gateLister holds each List until released and counts how many run at once.
type gateLister struct {
	entered chan struct{}
	release chan struct{}
	mu      sync.Mutex
	now     int
	most    int
}

func (g *gateLister) List(context.Context, settings.MediaServerEntry) ([]mediaserver.Item, error) {
	g.mu.Lock()
	g.now++
	g.most = max(g.most, g.now)
	g.mu.Unlock()
	g.entered <- struct{}{}
	<-g.release
	g.mu.Lock()
	g.now--
	g.mu.Unlock()
	return nil, nil
}

// 立即同步 during the scheduler's run waits for it: the later sync (newer
// settings) writes last.
func TestSyncsRunOneAtATime(t *testing.T) {
	s, _ := newShelf(t, 0)
	g := &gateLister{entered: make(chan struct{}), release: make(chan struct{})}
	s.list = g
	done := make(chan error, 2)
	for range 2 {
		go func() { done <- s.Sync(context.Background()) }()
	}
	<-g.entered // the first is listing; the second must not start listing.
	// A short look only: a slow machine can miss a second listing (a pass
	// that proves less), never invent one.
	select {
	case <-g.entered:
		t.Fatal("two syncs list at once")
	case <-time.After(100 * time.Millisecond):
	}
	g.release <- struct{}{}
	<-g.entered
	g.release <- struct{}{}
	for range 2 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	if g.most != 1 {
		t.Errorf("%d syncs listed at once", g.most)
	}
}

// TestPageJSON pins the answer's wire shape (key names, order, an empty
// page's items as [] not null) the library screen reads.
func TestPageJSON(t *testing.T) {
	s, st := newShelf(t, 2)
	record(t, st, "沙丘", "Movie", "mteam", "1080p", 438631, downloads.StatusDone)
	if err := s.Sync(context.Background()); err != nil {
		t.Fatal(err)
	}
	for query, want := range map[string]string{
		"page=9&size=2": `{"total":4,"page":9,"size":2,"items":[],"qualities":["1080p","2160p"],"sites":["mteam"]}`,
		"page=1&size=1": `{"total":4,"page":1,"size":1,"items":[{"id":`,
	} {
		raw, err := json.Marshal(page(t, s, query))
		if err != nil || !strings.HasPrefix(string(raw), want) {
			t.Errorf("%s: %s %v, want %s", query, raw, err, want)
		}
	}
}
