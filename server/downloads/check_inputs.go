package downloads

import (
	"context"
	"strconv"
)

// CheckInputs is a version of the records a subscription's completion
// check reads: subscription subID's own records and title tmdbID's
// (Filed's). Any write to one of them changes it; the engine skips the
// check while it is unchanged. "" when subID has no records. Read from
// revisions the triggers keep (at a household's scale a subscription
// has a hundred records: a thousand subscriptions' rows are not read
// every listing run).
func (s *Service) CheckInputs(ctx context.Context, subType string, subID int64, tmdbID int) (string, error) {
	var has bool
	var own, title int64
	err := s.db.QueryRowContext(ctx, checkInputsQuery, subID, subType, subKey(subType, subID), titleKey(tmdbID)).
		Scan(&has, &own, &title)
	if err != nil || !has {
		return "", err
	}
	return strconv.FormatInt(own, 10) + "/" + strconv.FormatInt(title, 10), nil
}

const checkInputsQuery = `SELECT EXISTS(SELECT 1 FROM download_record WHERE sub_id = ? AND sub_type = ?),
	COALESCE((SELECT rev FROM download_record_rev WHERE key = ?), 0),
	COALESCE((SELECT rev FROM download_record_rev WHERE key = ?), 0)`

// The revisions' keys, as the triggers write them.
func subKey(subType string, subID int64) string {
	return "sub:" + subType + ":" + strconv.FormatInt(subID, 10)
}
func titleKey(tmdbID int) string { return "tmdb:" + strconv.Itoa(tmdbID) }

// revMigration: every insert and delete of a record, and every update of
// a field the check reads (not the progress milestone), counts up the
// revision of its subscription and of its title (before and after the
// write: a record moved to another title changes both). A record of no
// subscription or no title counts nothing there.
var revMigration = `CREATE TABLE download_record_rev (key TEXT PRIMARY KEY, rev INTEGER NOT NULL) WITHOUT ROWID;
	CREATE TRIGGER download_record_rev_insert AFTER INSERT ON download_record BEGIN
		` + bump("NEW") + `
	END;
	CREATE TRIGGER download_record_rev_update AFTER UPDATE OF torrent_hash, status, link_path,
		torrent_name, torrent_subject, episodes, sub_id, sub_type, tmdb_id, movie_type, season_index, movie_name
		ON download_record BEGIN
		` + bump("OLD") + bump("NEW") + `
	END;
	CREATE TRIGGER download_record_rev_delete AFTER DELETE ON download_record BEGIN
		` + bump("OLD") + `
	END`

func bump(row string) string {
	up := ` ON CONFLICT(key) DO UPDATE SET rev = rev + 1;
		`
	return `INSERT INTO download_record_rev (key, rev) SELECT 'sub:' || ` + row + `.sub_type || ':' || ` + row + `.sub_id, 1
			WHERE ` + row + `.sub_id > 0` + up +
		`INSERT INTO download_record_rev (key, rev) SELECT 'tmdb:' || ` + row + `.tmdb_id, 1
			WHERE ` + row + `.tmdb_id > 0` + up
}
