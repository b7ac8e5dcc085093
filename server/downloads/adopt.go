package downloads

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// AdoptedSubject marks a record the watcher made for a torrent found in a
// client (监控所有种子), not one the app sent: no site, this subject.
const AdoptedSubject = "下载器中发现的任务（监控所有种子）"

// AllTorrents asks client c about every torrent it holds (qBittorrent and
// Transmission; aria2 answers ErrUnsupported).
func (s *Service) AllTorrents(ctx context.Context, c settings.DownloadClientEntry) ([]Live, error) {
	switch c.Type {
	case "qbittorrent":
		return s.qbTorrents(ctx, c, nil)
	case "transmission":
		return s.trTorrents(ctx, c, nil)
	}
	return nil, ErrUnsupported
}

// adopt records the torrents of each client whose 监控所有种子 is on that
// no record holds (by any of their hashes), that foreign does not claim
// (the traffic manager's own) and whose record the user did not delete: a
// record each, as a download of the first admin, so the rest of the round
// watches and files it like any other.
func (w *Watcher) adopt(ctx context.Context) error {
	clients, err := settings.DownloadClientsSection.Load(ctx, w.DL.store)
	if err != nil {
		return err
	}
	var firstErr error
	for _, c := range clients {
		if !c.MonitorAllTorrents || c.Type == "aria2" {
			continue
		}
		live, err := w.DL.AllTorrents(ctx, c)
		if err != nil {
			w.log().Warn("downloads: 监控所有种子", "client", c.Name, "err", err)
			firstErr = cmp(firstErr, err)
			continue
		}
		for _, l := range live {
			hashes := append([]string{l.Hash}, l.Also...)
			if known, err := w.DL.anyRecord(ctx, hashes); err != nil || known {
				firstErr = cmp(firstErr, err)
				continue
			}
			if w.Foreign != nil && w.Foreign(ctx, hashes...) {
				continue
			}
			// The user deleted its record: it stays deleted.
			if gone, err := w.DL.forgotten(ctx, hashes); err != nil || gone {
				firstErr = cmp(firstErr, err)
				continue
			}
			id, err := w.DL.recordFound(ctx, c, l)
			if err != nil {
				firstErr = cmp(firstErr, err)
				continue
			}
			w.log().Info("downloads: 监控所有种子：记录了下载器中发现的任务", "client", c.Name, "record", id,
				"name", l.Name, "hash", l.Hash, "save_path", l.SavePath)
		}
	}
	return firstErr
}

// anyRecord tells whether a record (of any status) holds one of hashes.
func (s *Service) anyRecord(ctx context.Context, hashes []string) (bool, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM download_record WHERE torrent_hash IN (?`+
		strings.Repeat(",?", len(hashes)-1)+`)`, anySlice(hashes)...).Scan(&n)
	return n > 0, err
}

// recordFound writes the record of torrent l found in client c.
func (s *Service) recordFound(ctx context.Context, c settings.DownloadClientEntry, l Live) (int64, error) {
	info := s.names().Read(l.Name, "").Info
	mt := "Movie"
	if info.IsTV {
		mt = "TV"
	}
	uid := int64(1) // the first user is the admin when none is marked
	if admins := s.store.AdminIDs(ctx); len(admins) > 0 {
		uid = admins[0]
	}
	now := s.now().Format("2006-01-02 15:04:05")
	// One finished before the app saw it is filed without a 下载完成
	// push: switching the watch on over a client of old seeds would
	// otherwise announce each of them as a download just done.
	completed := ""
	if l.Done {
		completed = now
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject,
		torrent_hash, torrent_url, save_path, client_name, size_mb, status, created_at, completed_at,
		movie_name, movie_year, movie_type, season_index, episodes, resolution, media_source, media_encoding, content_name)
		VALUES ('',?,?,?,?,'',?,?,?,0,?,?, ?,?,?,?,?,?,?,?,?)`,
		uid, l.Name, AdoptedSubject, l.Hash, l.SavePath, c.Name, float64(l.Size)/1024/1024,
		now, completed, info.Title, info.Year, mt, info.SeasonStart, episodeList(info),
		info.Resolution, info.Source, info.Codec, l.Name)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// otherHashes is a qBittorrent torrent's ids besides hash, lower-case (a
// v2 cut to the 40 hex digits qBittorrent names a hybrid by).
func otherHashes(hash string, ids ...string) []string {
	var out []string
	for _, id := range ids {
		id = strings.ToLower(id)
		if len(id) > 40 {
			id = id[:40]
		}
		if id != "" && id != strings.ToLower(hash) {
			out = append(out, id)
		}
	}
	return out
}

func anySlice(xs []string) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}

// claimFound turns the record 监控所有种子 made for one of hashes into
// request r's: the app sent that torrent, so it gets no second record.
func (s *Service) claimFound(ctx context.Context, r Request, hashes []string) (int64, bool, error) {
	var id int64
	err := s.db.QueryRowContext(ctx, `SELECT id FROM download_record WHERE site_name = '' AND torrent_subject = ?
		AND torrent_hash IN (?`+strings.Repeat(",?", len(hashes)-1)+`) ORDER BY id LIMIT 1`,
		append([]any{AdoptedSubject}, anySlice(hashes)...)...).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	} else if err != nil {
		return 0, false, err
	}
	_, err = s.db.ExecContext(ctx, `UPDATE download_record SET site_name = ?, user_id = ?, torrent_name = CASE WHEN ? = '' THEN torrent_name ELSE ? END,
		torrent_subject = ?, torrent_url = ?, better_version = ?, sub_id = ?, sub_type = ?,
		tmdb_id = CASE WHEN ? > 0 THEN ? ELSE tmdb_id END WHERE id = ?`,
		r.Site, r.UserID, r.Name, r.Name, r.Subject, r.DetailsURL, r.BetterVersion, r.SubID, r.SubType,
		r.TMDBID, r.TMDBID, id)
	return id, err == nil, err
}
