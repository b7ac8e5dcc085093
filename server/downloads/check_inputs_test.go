package downloads

import (
	"context"
	"testing"
)

// CheckInputs changes with every write of a field a subscription's
// completion check reads, of its own records or of its title's, and not
// with records of other subscriptions and titles nor a progress
// milestone (issue 31: the check is skipped while it is unchanged).
func TestCheckInputsFollowWhatTheCheckReads(t *testing.T) {
	s := scaleService(t)
	ctx := context.Background()
	exec := func(q string) {
		t.Helper()
		if _, err := s.db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	insert := `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject, torrent_hash,
		save_path, client_name, created_at, sub_id, sub_type, tmdb_id, link_path) VALUES `
	inputs := func() string {
		t.Helper()
		got, err := s.CheckInputs(ctx, SubTypeSubscribe, 7, 50)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	if inputs() != "" {
		t.Fatal("no records, yet inputs")
	}
	exec(insert + `('hdsky', 1, 'Show.S01E01', '', 'h1', '/dl', 'qb', '', 7, 'Sub', 50, '')`)
	last := inputs()
	for _, c := range []struct {
		change string
		q      string
		same   bool
	}{
		{"a record of another subscription and title", insert + `('hdsky', 1, 'y', '', 'h3', '/dl', 'qb', '', 8, 'Sub', 51, '/m/y')`, true},
		{"a record of no subscription nor title", insert + `('hdsky', 1, 'z', '', 'h5', '/dl', 'qb', '', 0, '', 0, '/m/z')`, true},
		{"another subscription's record of its title", insert + `('hdsky', 1, 'x', '', 'h2', '/dl', 'qb', '', 8, 'Sub', 50, '')`, false},
		{"its own new record", insert + `('hdsky', 1, 'Show.S01E02', '', 'h4', '/dl', 'qb', '', 7, 'Sub', 50, '')`, false},
		{"its record's status", `UPDATE download_record SET status = 1 WHERE torrent_hash = 'h1'`, false},
		{"its record filed", `UPDATE download_record SET link_path = '/m/e1' WHERE torrent_hash = 'h1'`, false},
		{"its record's name", `UPDATE download_record SET torrent_name = 'Show.S01E01.v2' WHERE torrent_hash = 'h1'`, false},
		{"its record's episodes", `UPDATE download_record SET episodes = '1,2' WHERE torrent_hash = 'h1'`, false},
		{"the title filed by another download", `UPDATE download_record SET link_path = '/m/x' WHERE torrent_hash = 'h2'`, false},
		{"that download's season", `UPDATE download_record SET season_index = 2 WHERE torrent_hash = 'h2'`, false},
		{"its record removed", `DELETE FROM download_record WHERE torrent_hash = 'h4'`, false},
		{"a progress milestone", `UPDATE download_record SET milestone = 50 WHERE torrent_hash = 'h1'`, true},
	} {
		exec(c.q)
		got := inputs()
		if (got == last) != c.same {
			t.Errorf("%s: inputs unchanged %v, want %v", c.change, got == last, c.same)
		}
		last = got
	}
}
