// Package library is the organiser: it recognises the video files and disc
// folders under a path (release-name parser + TMDB, or the user's
// correction), places each into the media library under the configured
// names with a hard link, symbolic link, copy or move — all of an item or
// nothing — writes NFO files and artwork per the scraper settings and asks
// the media servers to scan. One job runs at a time; its progress and
// per-file results live in SQLite, so a page reload shows them and a
// restart resumes the items not yet done.
package library

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/netutil"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/store"
)

// Options configure a Service; zero values mean the production choice.
type Options struct {
	Store    *store.Store
	Metadata *metadata.Service
	// HTTP reaches the media servers; nil: a client with a 30 s limit.
	HTTP *http.Client
	// Now is the clock of the job rows; nil: time.Now.
	Now func() time.Time
	// Recogniser answers the TMDB questions instead of Metadata (tests of
	// other packages that file titles the TMDB stand-in does not know).
	Recogniser Recogniser
	// Link is the organiser's file-op seam for hard links; nil: os.Link
	// (the fault suite injects ENOSPC here).
	Link func(oldname, newname string) error
	// Parser reads release names under the 自定义识别词 (the program's one;
	// nil: without rules).
	Parser *release.Parser
}

// Service runs organiser jobs. It is safe for concurrent use.
type Service struct {
	store *store.Store
	db    *sql.DB
	rec   Recogniser
	img   imager
	hc    *http.Client
	now   func() time.Time
	ops   fileOps
	names *release.Parser

	mu     sync.Mutex
	cancel context.CancelFunc // of the running job (nil: none)
	done   chan struct{}      // closed when the running job ends
	// stopping: Shutdown cancelled the job, which stays open for Resume.
	stopping atomic.Bool

	scan scanners // the folder watchers of start_scanner
}

// ErrBusy: one job at a time.
var ErrBusy = errors.New("已有整理任务正在运行，请等待完成或先取消")

// New migrates the package's tables and builds the service. Call Resume
// once at start to finish a job a restart interrupted.
func New(ctx context.Context, o Options) (*Service, error) {
	if err := o.Store.MigrateDomain(ctx, "library", migrations); err != nil {
		return nil, err
	}
	if o.HTTP == nil {
		o.HTTP = netutil.NewClient(netutil.Outbound{Timeout: 30 * time.Second})
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	s := &Service{store: o.Store, db: o.Store.DB(), hc: o.HTTP, now: o.Now, ops: osOps{}, names: o.Parser}
	if o.Metadata != nil {
		s.rec, s.img = o.Metadata, o.Metadata
	}
	if o.Recogniser != nil {
		s.rec = o.Recogniser
	}
	if o.Link != nil {
		s.ops = linkOps{link: o.Link}
	}
	return s, nil
}

// migrations are the package's tables (store.MigrateDomain).
var migrations = []string{
	// 1: jobs, their items (state 0 = to do, 1 = done) and the last result
	// of each source path (the listing's LinkStatus).
	`CREATE TABLE library_jobs (
		id            INTEGER PRIMARY KEY,
		kind          TEXT    NOT NULL,
		root_path     TEXT    NOT NULL,
		link_path     TEXT    NOT NULL,
		media_type    TEXT    NOT NULL,
		link_mode     TEXT    NOT NULL,
		hint          TEXT    NOT NULL,
		running       INTEGER NOT NULL,
		total         INTEGER NOT NULL,
		done_count    INTEGER NOT NULL DEFAULT 0,
		success_count INTEGER NOT NULL DEFAULT 0,
		failed_count  INTEGER NOT NULL DEFAULT 0,
		message       TEXT    NOT NULL DEFAULT '',
		started_at    TEXT    NOT NULL,
		finished_at   TEXT    NOT NULL DEFAULT ''
	);
	CREATE TABLE library_job_items (
		job_id INTEGER NOT NULL REFERENCES library_jobs(id) ON DELETE CASCADE,
		seq    INTEGER NOT NULL,
		source TEXT    NOT NULL,
		target TEXT    NOT NULL DEFAULT '',
		state  INTEGER NOT NULL DEFAULT 0,
		ok     INTEGER NOT NULL DEFAULT 0,
		reason TEXT    NOT NULL DEFAULT '',
		PRIMARY KEY (job_id, seq)
	);
	CREATE TABLE library_items (
		path         TEXT    PRIMARY KEY,
		status       INTEGER NOT NULL,
		name         TEXT    NOT NULL DEFAULT '',
		release_date TEXT    NOT NULL DEFAULT '',
		media_type   TEXT    NOT NULL DEFAULT '',
		err_msg      TEXT    NOT NULL DEFAULT '',
		target       TEXT    NOT NULL DEFAULT '',
		updated_at   TEXT    NOT NULL
	);`,
	// 2: what a download record shows of a recognised item (#12).
	`ALTER TABLE library_items ADD COLUMN tmdb_id INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE library_items ADD COLUMN backdrop TEXT NOT NULL DEFAULT '';
	ALTER TABLE library_items ADD COLUMN overview TEXT NOT NULL DEFAULT '';`,
	// 3: the scripting SDK's media libraries (library.add_library) and
	// whether their folders are watched (start_scanner / stop_scanner).
	`CREATE TABLE library_libraries (
		id         INTEGER PRIMARY KEY,
		name       TEXT    NOT NULL,
		media_type TEXT    NOT NULL,
		paths      TEXT    NOT NULL, -- JSON of []LibraryPath
		scanning   INTEGER NOT NULL DEFAULT 0,
		created_at TEXT    NOT NULL
	);`,
	// 4: media server refreshes that failed and are asked again.
	`CREATE TABLE library_refresh_owed (
		server     TEXT    PRIMARY KEY,
		paths      TEXT    NOT NULL, -- JSON of the library paths placed
		attempts   INTEGER NOT NULL,
		next_at    TEXT    NOT NULL,
		last_error TEXT    NOT NULL
	);`,
}

// LinkStatus values (api-contract §3.1).
const (
	StatusPending = 0
	StatusWorking = 1
	StatusDone    = 2
	StatusFailed  = 3
)

func (s *Service) stamp() string { return s.now().UTC().Format(time.RFC3339) }
