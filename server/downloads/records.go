package downloads

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/store"
)

// Download status values (api-contract §3.1).
const (
	StatusDownloading  = 0
	StatusDone         = 1
	StatusDeleted      = 2
	StatusUnrecognised = 3
)

// PageSize is record_list's page: the server decides it.
const PageSize = 20

// ErrNoRecord: no record with that id.
var ErrNoRecord = errors.New("下载记录不存在")

// Record is one download record row.
type Record struct {
	ID                             int64
	Site, Name, Subject, Hash, URL string
	SavePath, Client, CreatedAt    string
	UserID                         int64
	SizeMB                         float64
	Status                         int
	BetterVersion                  bool
	MovieName                      string
	MovieYear                      int
	MovieType                      string // Movie | TV
	Season                         int
	Episodes                       string // comma list
	Resolution, Source, Codec      string
	SubID                          int64
	SubType                        string
	ContentName                    string // the torrent's root name
	LinkPath                       string // where the organiser put it
	SourceType                     string // "unknown" when recognition failed
	Desc                           string
	TMDBID                         int
	CompletedAt                    string
	Backdrop                       string // TMDB image path of the recognised title
}

const recordColumns = `id, site_name, torrent_name, torrent_subject, torrent_hash, torrent_url, save_path, client_name,
	created_at, user_id, size_mb, status, better_version, movie_name, movie_year, movie_type, season_index, episodes,
	resolution, media_source, media_encoding, sub_id, sub_type, content_name, link_path, source_type, description,
	tmdb_id, completed_at, backdrop`

func scanRecord(row store.Scanner) (Record, error) {
	var r Record
	err := row.Scan(&r.ID, &r.Site, &r.Name, &r.Subject, &r.Hash, &r.URL, &r.SavePath, &r.Client, &r.CreatedAt,
		&r.UserID, &r.SizeMB, &r.Status, &r.BetterVersion, &r.MovieName, &r.MovieYear, &r.MovieType, &r.Season,
		&r.Episodes, &r.Resolution, &r.Source, &r.Codec, &r.SubID, &r.SubType, &r.ContentName, &r.LinkPath,
		&r.SourceType, &r.Desc, &r.TMDBID, &r.CompletedAt, &r.Backdrop)
	return r, err
}

// Filter narrows record_list; zero values mean everything.
type Filter struct {
	HideUnknown bool
	Status      *int
	MovieType   string
	Site        string
	UserID      int64
	// SubID: the records a subscription (not a custom one) asked for.
	SubID int64
	// TMDBID: the records filed (recognised) as that title (the title page's link).
	TMDBID int
}

func (f Filter) where() (string, []any) {
	conds, args := []string{"1=1"}, []any{}
	if f.HideUnknown {
		// Word for word download_record_known's condition: the planner
		// uses a partial index only for the terms it was made with.
		conds = append(conds, "status <> 3 AND source_type <> 'unknown'")
	}
	if f.Status != nil {
		conds, args = append(conds, "status = ?"), append(args, *f.Status)
	}
	if f.MovieType != "" {
		conds, args = append(conds, "movie_type = ?"), append(args, f.MovieType)
	}
	if f.Site != "" {
		conds, args = append(conds, "site_name = ?"), append(args, f.Site)
	}
	if f.UserID != 0 {
		conds, args = append(conds, "user_id = ?"), append(args, f.UserID)
	}
	if f.SubID != 0 {
		conds, args = append(conds, "sub_id = ? AND sub_type <> 'CustomSub'"), append(args, f.SubID)
	}
	if f.TMDBID != 0 {
		conds, args = append(conds, "tmdb_id = ?"), append(args, f.TMDBID)
	}
	return strings.Join(conds, " AND "), args
}

// Records lists the newest records first.
func (s *Service) Records(ctx context.Context, offset, limit int) ([]Record, error) {
	return s.List(ctx, Filter{}, offset, limit)
}

// List answers one page of the records f selects, newest first.
func (s *Service) List(ctx context.Context, f Filter, offset, limit int) ([]Record, error) {
	q, args := listQuery(f, offset, limit)
	return s.query(ctx, q, args...)
}

func listQuery(f Filter, offset, limit int) (string, []any) {
	where, args := f.where()
	return `SELECT ` + recordColumns + ` FROM download_record WHERE ` + where + ` ORDER BY id DESC LIMIT ? OFFSET ?`,
		append(args, limit, offset)
}

func (s *Service) query(ctx context.Context, q string, args ...any) ([]Record, error) {
	return store.List(ctx, s.db, scanRecord, q, args...)
}

// Get is one record.
func (s *Service) Get(ctx context.Context, id int64) (Record, error) {
	r, err := scanRecord(s.db.QueryRowContext(ctx, `SELECT `+recordColumns+` FROM download_record WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Record{}, ErrNoRecord
	}
	return r, err
}

// Blacklist keeps a torrent out of subscriptions for good.
func (s *Service) Blacklist(ctx context.Context, hash, name string) error {
	_, err := s.db.ExecContext(ctx, `INSERT OR IGNORE INTO torrent_blacklist(hash, name, created_at) VALUES (?,?,?)`,
		hash, name, s.now().Format("2006-01-02 15:04:05"))
	return err
}

// Blacklisted reports whether the torrent is in the blacklist under any of
// its hashes (bencode.Torrent.Hashes: the list keeps the client's one).
func (s *Service) Blacklisted(ctx context.Context, hashes ...string) (bool, error) {
	for _, h := range hashes {
		var n int
		if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM torrent_blacklist WHERE hash = ?`, h).Scan(&n); err != nil || n > 0 {
			return n > 0, err
		}
	}
	return false, nil
}

// episodeList is the contract's comma list of episodes ("" = none/whole).
func episodeList(info release.Info) string {
	if info.EpisodeStart == 0 {
		return ""
	}
	end := max(info.EpisodeEnd, info.EpisodeStart)
	if end-info.EpisodeStart > 500 {
		end = info.EpisodeStart
	}
	var b strings.Builder
	for e := info.EpisodeStart; e <= end; e++ {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(e))
	}
	return b.String()
}

// SubTypeSubscribe marks the records of movie/TV subscriptions (subengine):
// the value get_sub_logs takes as sub_type for them (api-contract §2.12).
const SubTypeSubscribe = "Sub"

// SubTypeCustom marks the records of custom subscriptions (customsub).
const SubTypeCustom = "CustomSub"

// SubRecords are the records subscription subID of kind subType started,
// oldest first (the engine's episodes held and its completion check).
func (s *Service) SubRecords(ctx context.Context, subType string, subID int64) ([]Record, error) {
	rows, err := s.subRecords.QueryContext(ctx, subID, subType)
	if err != nil {
		return nil, err
	}
	return store.Read(rows, scanRecord)
}

const subRecordsQuery = `SELECT ` + recordColumns + ` FROM download_record WHERE sub_id = ? AND sub_type = ? ORDER BY id`

// HasSubRecords tells whether subscription subID of kind subType started
// any download: the listing run's completion check asks it of every active
// subscription, so an index probe rather than SubRecords' rows.
func (s *Service) HasSubRecords(ctx context.Context, subType string, subID int64) (bool, error) {
	var has bool
	err := s.db.QueryRowContext(ctx, hasSubRecordsQuery, subID, subType).Scan(&has)
	return has, err
}

const hasSubRecordsQuery = `SELECT EXISTS(SELECT 1 FROM download_record WHERE sub_id = ? AND sub_type = ?)`
