package downloads

import (
	"context"
	"strings"
)

// forgottenMigration (12): the hashes of torrents whose record the user
// deleted while the torrent stayed in its client. 监控所有种子 records every
// torrent of a client that no record holds, so without this list a deleted
// record came back on the next round.
const forgottenMigration = `CREATE TABLE forgotten_torrent (hash TEXT PRIMARY KEY, created_at TEXT NOT NULL)`

// Forget removes a record row (delete_record). inClient: the torrent stays
// in its download client, so its hash is remembered and 监控所有种子 does not
// record it again.
func (s *Service) Forget(ctx context.Context, id int64, inClient bool) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if inClient {
		if _, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO forgotten_torrent(hash, created_at)
			SELECT lower(torrent_hash), ? FROM download_record WHERE id = ? AND torrent_hash <> ''`,
			s.now().Format("2006-01-02 15:04:05"), id); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM download_record WHERE id = ?`, id); err != nil {
		return err
	}
	return tx.Commit()
}

// forgotten tells whether the user deleted the record of a torrent with
// one of hashes; if so every hash of it (a hybrid's v1 and v2) is
// remembered from now on, whichever the client names it by later.
func (s *Service) forgotten(ctx context.Context, hashes []string) (bool, error) {
	lower := make([]string, len(hashes))
	for i, h := range hashes {
		lower[i] = strings.ToLower(h)
	}
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM forgotten_torrent WHERE hash IN (?`+
		strings.Repeat(",?", len(lower)-1)+`)`, anySlice(lower)...).Scan(&n); err != nil || n == 0 {
		return false, err
	}
	now := s.now().Format("2006-01-02 15:04:05")
	for _, h := range lower {
		if _, err := s.db.ExecContext(ctx, `INSERT OR IGNORE INTO forgotten_torrent(hash, created_at) VALUES (?,?)`, h, now); err != nil {
			return true, err
		}
	}
	return true, nil
}

// unforget drops hashes from the list: the app sent the torrent again, so
// its new record is followed like any other.
func (s *Service) unforget(ctx context.Context, hashes []string) error {
	lower := make([]string, len(hashes))
	for i, h := range hashes {
		lower[i] = strings.ToLower(h)
	}
	_, err := s.db.ExecContext(ctx, `DELETE FROM forgotten_torrent WHERE hash IN (?`+
		strings.Repeat(",?", len(lower)-1)+`)`, anySlice(lower)...)
	return err
}
