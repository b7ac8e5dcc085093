// Package traffic is 流量自动管理 (刷流): it keeps the user's upload busy
// with free torrents of the sites whose 流量管理 is on, within the limits
// of settings.FreeDownloadSection, and removes them again when their free
// period ends unfinished, when they idle, or when their seeding goal is
// met. Every torrent it adds is a row of its own table, written before
// the download client is called; it never touches a torrent without such
// a row, nor one a download record holds (the library's).
package traffic

import (
	"context"
	"log/slog"
	"sync"
	"syscall"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// JobName is the scheduler job; it wakes every minute and runs when the
// setting's 下载数据统计周期 has passed since the last run.
const JobName = "traffic_management"

// Category is what the client files the torrents under (qBittorrent's
// category, a Transmission label), so a person sees them in its own UI.
const Category = "movie-robot-brush"

var migrations = []string{
	`CREATE TABLE traffic_torrent (
		id              INTEGER PRIMARY KEY AUTOINCREMENT,
		site            TEXT NOT NULL,
		site_torrent_id INTEGER NOT NULL,
		name            TEXT NOT NULL,
		hash            TEXT NOT NULL,
		client          TEXT NOT NULL,
		save_path       TEXT NOT NULL,
		size_mb         REAL NOT NULL,
		reason          TEXT NOT NULL,
		added_at        TEXT NOT NULL,
		free_until      TEXT NOT NULL DEFAULT '',
		min_ratio       REAL NOT NULL DEFAULT 0,
		state           TEXT NOT NULL DEFAULT 'adding',
		removed_at      TEXT NOT NULL DEFAULT '',
		remove_reason   TEXT NOT NULL DEFAULT '',
		uploaded        INTEGER NOT NULL DEFAULT 0,
		downloaded      INTEGER NOT NULL DEFAULT 0,
		progress        REAL NOT NULL DEFAULT 0,
		ratio           REAL NOT NULL DEFAULT 0,
		last_active_at  TEXT NOT NULL
	);
	CREATE UNIQUE INDEX traffic_torrent_site_row ON traffic_torrent(site, site_torrent_id);
	CREATE INDEX traffic_torrent_hash ON traffic_torrent(hash);
	CREATE TABLE traffic_run (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, log TEXT NOT NULL);
	CREATE TABLE traffic_sample (client TEXT PRIMARY KEY, at TEXT NOT NULL, uploaded INTEGER NOT NULL);`,
	// 2: the other id a client may list the torrent by (a hybrid's v2 cut to
	// 20 bytes, qBittorrent's): a row still adding is found by either.
	`ALTER TABLE traffic_torrent ADD COLUMN alt_hash TEXT NOT NULL DEFAULT '';`,
}

// Row states.
const (
	stateAdding   = "adding"   // written, the client not answered yet
	stateActive   = "active"   // in the client, managed
	stateRemoved  = "removed"  // removed by this feature (remove_reason)
	stateReleased = "released" // gone from management without removal (remove_reason)
)

// Sites is the shared site reader (server/ptsites).
type Sites interface {
	LatestTraffic(ctx context.Context) ([]ptsites.SiteResults, error)
	TorrentFile(ctx context.Context, id int64, siteID string) (ptsites.FoundTorrent, []byte, error)
}

// Downloads is the download-client side (server/downloads).
type Downloads interface {
	Client(ctx context.Context, name string) (settings.DownloadClientEntry, bool)
	AddUnrecorded(ctx context.Context, c settings.DownloadClientEntry, data []byte, savePath, cate string) (string, error)
	Torrents(ctx context.Context, c settings.DownloadClientEntry, hashes []string) ([]downloads.Live, error)
	Remove(ctx context.Context, c settings.DownloadClientEntry, hash string, withData bool) error
	Recorded(ctx context.Context, hash string) (bool, error)
	TransferOf(ctx context.Context, c settings.DownloadClientEntry) (downloads.Transfer, error)
}

// Options configure an Engine; zero limits take the defaults below.
type Options struct {
	Store *store.Store
	Sites Sites
	DL    Downloads
	Log   *slog.Logger
	Now   func() time.Time
	// DiskFree answers the free bytes of the filesystem holding path
	// (nil: statfs); tests inject a small disk.
	DiskFree func(path string) (uint64, error)
	// Seeding goal. The sites' own minimum seed times are not known to
	// this server (only an H&R row's minimum ratio is); these defaults
	// are a common PT rule: ratio 2 or 72 hours of seeding.
	SeedRatio float64
	SeedTime  time.Duration
	// IdleLimit: a torrent neither downloading nor uploading that long is
	// removed (default 12 hours: a free torrent nobody wants wastes disk).
	IdleLimit time.Duration
	// MinFreeLeft: a free row whose free period ends sooner is skipped
	// (default 1 hour: too little to finish it).
	MinFreeLeft time.Duration
}

// Engine runs the traffic management.
type Engine struct {
	o  Options
	mu sync.Mutex // one run at a time
}

// New opens the engine's tables.
func New(ctx context.Context, o Options) (*Engine, error) {
	if err := o.Store.MigrateDomain(ctx, "traffic", migrations); err != nil {
		return nil, err
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.DiskFree == nil {
		o.DiskFree = statfsFree
	}
	if o.SeedRatio == 0 {
		o.SeedRatio = 2
	}
	if o.SeedTime == 0 {
		o.SeedTime = 72 * time.Hour
	}
	if o.IdleLimit == 0 {
		o.IdleLimit = 12 * time.Hour
	}
	if o.MinFreeLeft == 0 {
		o.MinFreeLeft = time.Hour
	}
	return &Engine{o: o}, nil
}

func statfsFree(path string) (uint64, error) {
	var fs syscall.Statfs_t
	if err := syscall.Statfs(path, &fs); err != nil {
		return 0, err
	}
	return fs.Bavail * uint64(fs.Bsize), nil
}

const stamp = "2006-01-02 15:04:05"
