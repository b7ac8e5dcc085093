package downloads

import (
	"context"
	"database/sql"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/storetest"
)

// A household's 100,000 records (issue 31): the record queries the screens
// and the engine run read an index or the dashboard's tally, never every
// row. The plan, not a timing, so the test holds on a loaded machine.

func scaleService(t *testing.T) *Service {
	t.Helper()
	return serviceOn(t, storetest.Open(t))
}

type planCase struct {
	name, want, q string
	args          []any
}

// planOf("name", "want")(query, args) names one query and what its plan must say.
func planOf(name, want string) func(string, []any) planCase {
	return func(q string, args []any) planCase { return planCase{name, want, q, args} }
}

func TestRecordQueriesReadAnIndex(t *testing.T) {
	s := scaleService(t)
	status := StatusDone
	list := func(f Filter) (string, []any) { return listQuery(f, 40, PageSize) }
	for _, c := range []planCase{
		planOf("record_dashboard", "SEARCH download_record_tally USING PRIMARY KEY (kind=?)")(dashboardQuery, []any{"site"}),
		planOf("a subscription's records", "USING INDEX download_record_sub (sub_id=? AND sub_type=?)")(
			subRecordsQuery, []any{7, SubTypeSubscribe}),
		planOf("whether a subscription has records", "USING COVERING INDEX download_record_sub (sub_id=? AND sub_type=?)")(
			hasSubRecordsQuery, []any{7, SubTypeSubscribe}),
		planOf("record_list's deep page", "SCAN download_record USING INDEX download_record_known")(
			listQuery(Filter{HideUnknown: true}, 50000, PageSize)),
		planOf("record_list by site", "USING INDEX download_record_site (site_name=?)")(
			list(Filter{HideUnknown: true, Site: "hdsky"})),
		planOf("record_list by user", "USING INDEX download_record_user (user_id=?)")(list(Filter{HideUnknown: true, UserID: 3})),
		planOf("record_list by status", "USING INDEX download_record_status (status=?)")(list(Filter{Status: &status})),
		planOf("record_list by title", "USING INDEX download_record_tmdb (tmdb_id=?)")(list(Filter{TMDBID: 550})),
		planOf("a title's filed records", "USING INDEX download_record_tmdb (tmdb_id=?)")(filedQuery(550, 50)),
		planOf("the title page's records", "MULTI-INDEX OR")(forTitlesQuery([]int{550, 551}, []int64{7})),
	} {
		got := storetest.Plan(t, s.db, c.q, c.args...)
		if !strings.Contains(got, c.want) {
			t.Errorf("%s: plan lacks %q:\n%s", c.name, c.want, got)
		}
		if storetest.FullScan(got, "download_record") != "" {
			t.Errorf("%s reads every record:\n%s", c.name, got)
		}
	}
}

// counted is the dashboard as the GROUP BY over every record answered it
// before the tally: the reference the tally must equal.
func counted(t *testing.T, s *Service) (types, sites []Count) {
	t.Helper()
	group := func(expr string) []Count {
		rows, err := s.db.Query(`SELECT ` + expr + ` AS k, COUNT(*) FROM download_record GROUP BY k ORDER BY COUNT(*) DESC, k`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		out := []Count{}
		for rows.Next() {
			var c Count
			if err := rows.Scan(&c.Name, &c.Value); err != nil {
				t.Fatal(err)
			}
			out = append(out, c)
		}
		return out
	}
	return group(typeLabel("download_record")), group("site_name")
}

func sameAsCounted(t *testing.T, s *Service, step string) {
	t.Helper()
	types, sites, err := s.Dashboard(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	wantTypes, wantSites := counted(t, s)
	if !reflect.DeepEqual(types, wantTypes) || !reflect.DeepEqual(sites, wantSites) {
		t.Errorf("after %s: dashboard %v %v, the records count %v %v", step, types, sites, wantTypes, wantSites)
	}
}

func insertRecords(t *testing.T, db interface {
	Exec(string, ...any) (sql.Result, error)
}, from, n int) {
	t.Helper()
	sites := []string{"hdsky", "mteam", "ourbits"}
	for i := from; i < from+n; i++ {
		kind, source := "Movie", ""
		if i%3 == 0 {
			kind = "TV"
		}
		if i%5 == 4 {
			source = "unknown"
		}
		_, err := db.Exec(`INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject, torrent_hash,
			save_path, client_name, status, created_at, movie_type, source_type) VALUES (?, 1, ?, '', ?, '/dl', 'qb', ?, '', ?, ?)`,
			sites[i%len(sites)], fmt.Sprint("r", i), fmt.Sprintf("%040x", i), i%4, kind, source)
		if err != nil {
			t.Fatal(err)
		}
	}
}

func TestDashboardTallyFollowsEveryWrite(t *testing.T) {
	ctx := context.Background()
	st := storetest.Open(t)
	// Records from before the tally: its migration counts them.
	if err := st.MigrateDomain(ctx, "downloads", migrations[:6]); err != nil {
		t.Fatal(err)
	}
	insertRecords(t, st.DB(), 0, 40)
	s, err := New(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	sameAsCounted(t, s, "the migration")
	insertRecords(t, s.db, 40, 25)
	sameAsCounted(t, s, "inserts")
	for _, change := range []string{
		`UPDATE download_record SET status = 3 WHERE id % 7 = 0`,
		`UPDATE download_record SET source_type = '' WHERE id % 2 = 0`,
		`UPDATE download_record SET movie_type = 'TV' WHERE id % 4 = 1`,
		`UPDATE download_record SET site_name = 'hdchina' WHERE id % 6 = 2`,
		`UPDATE download_record SET torrent_name = 'renamed', status = status WHERE id < 10`,
		`DELETE FROM download_record WHERE site_name = 'ourbits'`,
		`DELETE FROM download_record WHERE id % 3 = 1`,
	} {
		if _, err := s.db.Exec(change); err != nil {
			t.Fatal(err)
		}
		sameAsCounted(t, s, change)
	}
	if err := s.Forget(ctx, 2, false); err != nil {
		t.Fatal(err)
	}
	sameAsCounted(t, s, "Forget")
	if _, err := s.db.Exec(`DELETE FROM download_record`); err != nil {
		t.Fatal(err)
	}
	if types, sites, _ := s.Dashboard(ctx); len(types)+len(sites) != 0 {
		t.Errorf("no records, yet the dashboard shows %v %v", types, sites)
	}
}

func TestHasSubRecordsAnswersLikeSubRecords(t *testing.T) {
	s := scaleService(t)
	ctx := context.Background()
	_, err := s.db.Exec(`INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject, torrent_hash,
		save_path, client_name, created_at, sub_id, sub_type) VALUES ('hdsky', 1, 'a', '', 'h1', '/dl', 'qb', '', 7, 'Sub'),
		('hdsky', 1, 'b', '', 'h2', '/dl', 'qb', '', 8, 'CustomSub')`)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kind string
		id   int64
	}{{SubTypeSubscribe, 7}, {SubTypeSubscribe, 8}, {SubTypeCustom, 8}, {SubTypeSubscribe, 9}} {
		recs, err1 := s.SubRecords(ctx, c.kind, c.id)
		has, err2 := s.HasSubRecords(ctx, c.kind, c.id)
		if err1 != nil || err2 != nil || has != (len(recs) > 0) {
			t.Errorf("%s %d: has %v, records %d (%v, %v)", c.kind, c.id, has, len(recs), err1, err2)
		}
	}
}
