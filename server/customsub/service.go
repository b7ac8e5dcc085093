// Package customsub keeps the custom subscriptions (自定义订阅, api-contract
// §2.12): rules that search chosen sites by keyword, IMDb id or their latest
// list, keep the torrents the rule's torrent filters (§3.5) pass, rename
// them by the rename rules, rank what passes by the score rule (排序规则)
// and send the best new one of each media to the download client, with a
// record per torrent. The scheduler runs the enabled ones on their
// interval against each site's latest list; share codes carry a rule to
// another install.
package customsub

import (
	"context"
	"database/sql"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

var migrations = []string{
	`CREATE TABLE custom_sub (
		id               INTEGER PRIMARY KEY AUTOINCREMENT,
		uid              INTEGER NOT NULL,         -- who saved it; downloads are recorded as theirs
		name             TEXT    NOT NULL,
		desc             TEXT    NOT NULL DEFAULT '',
		media_type       TEXT    NOT NULL,         -- Movie | TV | XX | Other
		douban_id        TEXT    NOT NULL DEFAULT '',
		tmdb_id          TEXT    NOT NULL DEFAULT '',
		season_number    INTEGER NOT NULL DEFAULT 1,
		episode_count    INTEGER NOT NULL DEFAULT 1000,
		score_rule_name  TEXT    NOT NULL DEFAULT 'compress',
		save_path        TEXT    NOT NULL,
		auto_delete      INTEGER NOT NULL DEFAULT 0,
		skip_exists      INTEGER NOT NULL DEFAULT 1,
		skip_unknown     INTEGER NOT NULL DEFAULT 1,
		interval_minutes INTEGER NOT NULL DEFAULT 60,
		torrent_filter   TEXT    NOT NULL DEFAULT '[]', -- JSON [{type, args}] as validated
		rename_rule      TEXT    NOT NULL DEFAULT '[]',
		enable           INTEGER NOT NULL DEFAULT 1,
		last_run_at      TEXT    NOT NULL DEFAULT '',  -- '' = never run (status Ready)
		created_at       TEXT    NOT NULL
	)`,
	// One row per torrent a subscription took: the unique key stops a torrent
	// from being sent twice, and a failed one keeps its address to retry.
	`CREATE TABLE custom_sub_record (
		id                 INTEGER PRIMARY KEY AUTOINCREMENT,
		sub_id             INTEGER NOT NULL REFERENCES custom_sub(id) ON DELETE CASCADE,
		site_name          TEXT    NOT NULL,
		site_alias         TEXT    NOT NULL,
		torrent_name       TEXT    NOT NULL,
		torrent_subject    TEXT    NOT NULL,
		details_url        TEXT    NOT NULL,
		download_url       TEXT    NOT NULL,
		size_mb            REAL    NOT NULL,
		status             TEXT    NOT NULL,       -- Pending | SubmitDownloadFailed | SubmitDownloadSucceeded
		message            TEXT    NOT NULL DEFAULT '',
		download_record_id INTEGER NOT NULL DEFAULT 0,
		created_at         TEXT    NOT NULL,
		UNIQUE (sub_id, site_name, download_url)
	);
	CREATE TABLE custom_sub_log (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		sub_id     INTEGER NOT NULL REFERENCES custom_sub(id) ON DELETE CASCADE,
		created_at TEXT    NOT NULL,
		text       TEXT    NOT NULL
	);
	CREATE INDEX custom_sub_log_sub ON custom_sub_log(sub_id)`,
	// run_custom_sub requests the scheduler job has not finished yet
	// (queue.go): one per subscription, kept across restarts.
	`CREATE TABLE custom_sub_queue (
		id          INTEGER PRIMARY KEY AUTOINCREMENT,
		sub_id      INTEGER NOT NULL UNIQUE REFERENCES custom_sub(id) ON DELETE CASCADE,
		uid         INTEGER NOT NULL,         -- who asked; the run's downloads are theirs
		search_type TEXT    NOT NULL,         -- keyword | imdb | list
		keyword     TEXT    NOT NULL,
		cates       TEXT    NOT NULL DEFAULT '[]',
		pages       INTEGER NOT NULL,
		created_at  TEXT    NOT NULL
	)`,
}

// Sites is what a run needs of server/ptsites.
type Sites interface {
	Gather(ctx context.Context, in ptsites.SearchInput) (ptsites.SearchAnswer, error)
	Found(ctx context.Context, id int64) (ptsites.FoundTorrent, error)
	TorrentAt(ctx context.Context, siteName, downloadURL string) ([]byte, error)
}

// Downloads is what a run needs of server/downloads.
type Downloads interface {
	// ClientFor answers the client a site's torrents go to, or why there is
	// none; asked before a .torrent is fetched.
	ClientFor(ctx context.Context, site string) (settings.DownloadClientEntry, error)
	Submit(ctx context.Context, r downloads.Request) (downloads.Submitted, error)
	// Holdings is the one check before any send (downloads.Judge).
	Holdings(ctx context.Context, w downloads.Want, site string) (downloads.Verdict, error)
	// Retire removes the singles a season pack replaces.
	Retire(ctx context.Context, recs []downloads.Record) error
}

// Publisher takes what a run did for the owner: a torrent sent (开始下载)
// or one that could not be (发送失败); *events.Bus makes each a message,
// a log line and, for a send, the push.
type Publisher interface {
	Publish(ctx context.Context, e events.Event)
}

// Options build a Service.
type Options struct {
	Store     *store.Store
	Sites     Sites
	Downloads Downloads
	// Media searches the media servers (自动跳过媒体库存在的影片); the zero
	// value reaches them directly.
	Media mediaserver.Searcher
	// Events, when set, hears of every torrent sent or not sent.
	Events Publisher
	Now    func() time.Time // nil = time.Now
	// Parser reads release names under the 自定义识别词 (the program's one;
	// nil: without rules).
	Parser *release.Parser
}

// Service keeps and runs custom subscriptions. Safe for concurrent use.
type Service struct {
	store  *store.Store
	db     *sql.DB
	sites  Sites
	dl     Downloads
	media  mediaserver.Searcher
	events Publisher
	now    func() time.Time
	names  *release.Parser

	mu sync.Mutex
	// running: subscriptions being run now by this process; with the
	// queued ones (custom_sub_queue) they show status Running.
	running map[int64]bool
	kick    func() // asks the scheduler to run the job now (UseKick)
}

// New migrates the package's tables and builds the service.
func New(ctx context.Context, o Options) (*Service, error) {
	if err := o.Store.MigrateDomain(ctx, "customsub", migrations); err != nil {
		return nil, err
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Service{store: o.Store, db: o.Store.DB(), sites: o.Sites, dl: o.Downloads, media: o.Media, events: o.Events, now: o.Now, names: o.Parser, running: map[int64]bool{}}, nil
}

const stamp = "2006-01-02 15:04:05"

// Invalid is a refusal the screen shows as is.
type Invalid = fault.Invalid

// ErrNotFound: no such subscription (or record).
var ErrNotFound = Invalid{Message: "找不到这条自定义订阅"}

// start marks id running; false when it already runs (one run at a time).
func (s *Service) start(id int64) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.running[id] {
		return false
	}
	s.running[id] = true
	return true
}

func (s *Service) stop(id int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.running, id)
}

// runningIDs are the subscriptions shown Running: queued or being run.
func (s *Service) runningIDs(ctx context.Context) (map[int64]bool, error) {
	ids, err := s.queuedIDs(ctx)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for id := range s.running {
		ids[id] = true
	}
	return ids, nil
}
