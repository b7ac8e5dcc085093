package downloads

import "context"

// CheckInputs is, as one string, every field of the records a
// subscription's completion check reads: subscription subID's own records
// and the newest 500 filed ones of title tmdbID (Filed's). The engine
// skips the check while it is unchanged; "" when subID has no records.
// SQLite joins the fields: at a household's 1,000 subscriptions the rows
// are not scanned into Go every listing run.
func (s *Service) CheckInputs(ctx context.Context, subType string, subID int64, tmdbID int) (string, error) {
	var own, filed string
	err := s.db.QueryRowContext(ctx, checkInputsQuery, subID, subType, tmdbID, tmdbID).Scan(&own, &filed)
	if own == "" {
		return "", err
	}
	return own + "\x1d" + filed, err
}

// The fields holding fields with char(31), records with char(30).
const checkInputsQuery = `SELECT
	COALESCE((SELECT group_concat(id || char(31) || status || char(31) || torrent_hash || char(31) || link_path
		|| char(31) || episodes || char(31) || torrent_name || char(31) || torrent_subject, char(30))
		FROM (SELECT * FROM download_record WHERE sub_id = ? AND sub_type = ? ORDER BY id)), ''),
	COALESCE((SELECT group_concat(id || char(31) || status || char(31) || sub_id || char(31) || sub_type || char(31)
		|| movie_type || char(31) || season_index || char(31) || episodes || char(31) || torrent_name || char(31)
		|| torrent_subject || char(31) || movie_name, char(30))
		FROM (SELECT * FROM download_record WHERE ? > 0 AND tmdb_id = ? AND link_path <> '' ORDER BY id DESC LIMIT 500)), '')`
