// Package downloads hands torrents to the download client (CONTRACTS.md
// C5): it computes the info-hash from the .torrent (qBittorrent's add call
// returns none), picks the client by the site binding rules of the
// settings, adds the torrent with the save path, and keeps a record row
// the download-records screen is built on.
package downloads

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"slices"
	"time"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

var migrations = []string{
	`CREATE TABLE download_record (
		id              INTEGER PRIMARY KEY AUTOINCREMENT,
		site_name       TEXT NOT NULL,
		user_id         INTEGER NOT NULL,
		torrent_name    TEXT NOT NULL,
		torrent_subject TEXT NOT NULL,
		torrent_hash    TEXT NOT NULL,
		torrent_url     TEXT NOT NULL DEFAULT '',
		save_path       TEXT NOT NULL,
		client_name     TEXT NOT NULL,
		size_mb         REAL NOT NULL DEFAULT 0,
		status          INTEGER NOT NULL DEFAULT 0,
		created_at      TEXT NOT NULL
	)`,
	`CREATE INDEX download_record_hash ON download_record(torrent_hash)`,
	// 洗版: replace the media server's older version when done (#12 acts on it).
	`ALTER TABLE download_record ADD COLUMN better_version INTEGER NOT NULL DEFAULT 0`,
}

// Service submits torrents and records them.
type Service struct {
	store  *store.Store
	db     *sql.DB
	client *http.Client
	now    func() time.Time
}

// New opens the service and its table.
func New(ctx context.Context, st *store.Store) (*Service, error) {
	if err := st.MigrateDomain(ctx, "downloads", migrations); err != nil {
		return nil, err
	}
	return &Service{store: st, db: st.DB(), client: &http.Client{Timeout: 30 * time.Second}, now: time.Now}, nil
}

// Request is one torrent to add.
type Request struct {
	Site       string // site code
	UserID     int64
	Name       string // torrent name (title line)
	Subject    string // the site's subtitle line
	DetailsURL string
	SavePath   string
	Torrent    []byte // the .torrent file
	// BetterVersion: the user asked to replace the media server's old
	// version once downloaded (the path picker's switch); recorded.
	BetterVersion bool
}

// Submitted is what was done.
type Submitted struct {
	RecordID int64
	Hash     string
	Client   string // the download client's name
}

// Invalid is a refusal to show as is.
type Invalid struct{ Message string }

func (e Invalid) Error() string { return e.Message }

// Submit adds the torrent to the client the site is bound to and records it.
func (s *Service) Submit(ctx context.Context, r Request) (Submitted, error) {
	t, err := bencode.ParseTorrent(r.Torrent)
	if err != nil {
		return Submitted{}, Invalid{"站点返回的种子文件无效"}
	}
	clients, err := settings.DownloadClientsSection.Load(ctx, s.store)
	if err != nil {
		return Submitted{}, err
	}
	c, ok := Choose(clients, r.Site)
	if !ok {
		return Submitted{}, Invalid{"还没有设置下载工具：请先在设置中添加下载器"}
	}
	cate := ""
	if paths, err := settings.MediaPathSection.Load(ctx, s.store); err == nil {
		for _, p := range paths {
			if p.DownloadPath == r.SavePath {
				cate = p.QbitCate
				break
			}
		}
	}
	if err := s.add(ctx, c, r.Torrent, t.InfoHash, r.SavePath, cate); err != nil {
		return Submitted{}, Invalid{fmt.Sprintf("提交到下载器%s失败：%s", c.Name, err.Error())}
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject,
		torrent_hash, torrent_url, save_path, client_name, size_mb, status, created_at, better_version)
		VALUES (?,?,?,?,?,?,?,?,?,0,?,?)`,
		r.Site, r.UserID, firstNonEmpty(r.Name, t.Name), r.Subject, t.InfoHash, r.DetailsURL, r.SavePath, c.Name,
		float64(t.Size)/1024/1024, s.now().Format("2006-01-02 15:04:05"), r.BetterVersion)
	if err != nil {
		return Submitted{}, err
	}
	id, _ := res.LastInsertId()
	return Submitted{RecordID: id, Hash: t.InfoHash, Client: c.Name}, nil
}

// Choose applies the binding rules: a client whose site list names the
// site, else the default client, else the first.
func Choose(list []settings.DownloadClientEntry, site string) (settings.DownloadClientEntry, bool) {
	for _, c := range list {
		if slices.Contains(c.SiteID, site) {
			return c, true
		}
	}
	for _, c := range list {
		if c.IsDefault {
			return c, true
		}
	}
	if len(list) > 0 {
		return list[0], true
	}
	return settings.DownloadClientEntry{}, false
}

func (s *Service) add(ctx context.Context, c settings.DownloadClientEntry, data []byte, hash, savePath, cate string) error {
	switch c.Type {
	case "qbittorrent":
		return s.qbAdd(ctx, c, data, hash, savePath, cate)
	case "transmission":
		return s.trAdd(ctx, c, data, savePath)
	case "aria2":
		return s.aria2Add(ctx, c, data, savePath)
	}
	return fmt.Errorf("不支持的下载工具类型%s", c.Type)
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// Record is one download record row.
type Record struct {
	ID                             int64
	Site, Name, Subject, Hash, URL string
	SavePath, Client, CreatedAt    string
	UserID                         int64
	SizeMB                         float64
	Status                         int
}

// Records lists the newest records first (the records screen's issue
// builds on it).
func (s *Service) Records(ctx context.Context, offset, limit int) ([]Record, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, site_name, torrent_name, torrent_subject, torrent_hash, torrent_url,
		save_path, client_name, created_at, user_id, size_mb, status FROM download_record ORDER BY id DESC LIMIT ? OFFSET ?`, limit, offset)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Record
	for rows.Next() {
		var r Record
		if err := rows.Scan(&r.ID, &r.Site, &r.Name, &r.Subject, &r.Hash, &r.URL, &r.SavePath, &r.Client, &r.CreatedAt,
			&r.UserID, &r.SizeMB, &r.Status); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
