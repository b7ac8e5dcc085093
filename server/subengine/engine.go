// Package subengine is the subscription engine of the built-in backend:
// it finds releases for the subscriptions of server/subscribe on the PT
// sites (server/ptsites), passes each through the subscription's filter
// (server/filters), the user's categories and the blacklist, ranks the
// rest with the score rule, and sends the best to the download client
// (server/downloads). Movies complete once organised; a season tracks its
// episodes. Every run leaves one readable 全息日志 entry. Its state is in
// SQLite, so a restart neither forgets nor downloads twice.
package subengine

import (
	"context"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/smartdl"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/users"
)

// Subs are the subscription records; *subscribe.Service is the real one.
type Subs interface {
	Active(ctx context.Context) ([]subscribe.Sub, error)
	ByID(ctx context.Context, id int64) (subscribe.Sub, error)
	AddLog(ctx context.Context, subID int64, text string) error
	SetStatus(ctx context.Context, id int64, status int) error
}

// Sites read the PT sites; *ptsites.Service is the real one.
type Sites interface {
	Latest(ctx context.Context) ([]ptsites.SiteResults, error)
	// SearchSubscribed searches the named sites (none: the smart-download ones).
	SearchSubscribed(ctx context.Context, keyword string, sites ...string) ([]ptsites.SiteResults, error)
	TorrentFile(ctx context.Context, id int64, siteID string) (ptsites.FoundTorrent, []byte, error)
}

// Downloader hands torrents to the client; *downloads.Service is the real one.
type Downloader interface {
	// ClientFor answers the client a site's torrents go to, or why there is
	// none; asked before a .torrent is fetched.
	ClientFor(ctx context.Context, site string) (settings.DownloadClientEntry, error)
	Submit(ctx context.Context, r downloads.Request) (downloads.Submitted, error)
	Blacklisted(ctx context.Context, hashes ...string) (bool, error)
	// Has tells whether the client the site is bound to holds hash.
	Has(ctx context.Context, site string, hashes ...string) (bool, error)
	SubRecords(ctx context.Context, subType string, subID int64) ([]downloads.Record, error)
	// HasSubRecords: whether SubRecords has any (an index probe, not the rows).
	HasSubRecords(ctx context.Context, subType string, subID int64) (bool, error)
	// CheckInputs: the fields of SubRecords and Filed the completion
	// check reads, as one string ("" = no records of its own).
	CheckInputs(ctx context.Context, subType string, subID int64, tmdbID int) (string, error)
	// Holdings is the one check before any send (downloads.Judge): what
	// of the release is filed, downloading or in the client already.
	Holdings(ctx context.Context, w downloads.Want, site string) (downloads.Verdict, error)
	// Retire removes the singles a season pack replaces.
	Retire(ctx context.Context, recs []downloads.Record) error
	// Filed lists the records of a TMDB title in the library, whoever
	// downloaded them.
	Filed(ctx context.Context, tmdbID, limit int) ([]downloads.Record, error)
}

// Filters resolve a subscription's filter; *filters.Service is the real one.
type Filters interface {
	Resolve(ctx context.Context, name, config string, m filters.Media) (filters.Filter, bool, string, error)
}

// Profiles give a user's categories and score rule; *users.Service.
type Profiles interface {
	Profile(ctx context.Context, uid int64) (users.Profile, error)
}

// Seasons give a season's episode list; *metadata.Service.
type Seasons interface {
	TMDBSeasonDetail(ctx context.Context, id, season int) (metadata.TMDBSeason, error)
}

// Pusher sends notifications about a user's subscription to the channels
// and the user's own targets; *notify.Notifier.
type Pusher interface {
	SendTo(ctx context.Context, uid int64, msgType string, vars map[string]string) error
}

// Library tells which episodes of a subscribed season the media servers
// already hold (the cli wires one over server/mediaserver).
type Library interface {
	HeldEpisodes(ctx context.Context, x subscribe.Sub) ([]int, error)
}

// Options wire the engine. Seasons, Library and Push may be nil.
type Options struct {
	Store    *store.Store
	Subs     Subs
	Sites    Sites
	DL       Downloader
	Filters  Filters
	Profiles Profiles
	Seasons  Seasons
	Library  Library
	Push     Pusher
	// Events takes the engine's events (sent, send failed); nil: pushes
	// go straight to Push.
	Events Publisher
	Log    *slog.Logger
	Now    func() time.Time
	// NextRun tells when a scheduler job runs next (zero = unknown).
	NextRun func(job string) time.Time
	// Placement is where the smart-download save rules put a title from
	// a Douban 想看 list and the score rule it is ranked by
	// ((*smartdl.Reader).Placement); nil or not ok = the media path of
	// its kind and its owner's score rule.
	Placement func(ctx context.Context, doubanID string) (smartdl.Placement, bool, error)
	// Parser reads release names under the 自定义识别词 (the program's one;
	// nil: without rules).
	Parser *release.Parser
	// IMDbOf is the IMDb id known for a title by its Douban or TMDB id
	// ("" = none; nil: rows are not matched by IMDb id). A row naming the
	// subscription's IMDb id matches it; one naming another never does.
	IMDbOf func(ctx context.Context, doubanID string, tmdbID int, tv bool) string
	// SendDeadline bounds one candidate's .torrent and client call
	// (0 = sendDeadline).
	SendDeadline time.Duration
	// hook is called at named points of a send (tests: a kill there).
	hook func(point string)
}

// Engine runs the subscriptions. Safe for concurrent use; the scheduler
// runs each of its jobs at most once at a time, and subMu keeps two jobs
// off the same subscription.
type Engine struct {
	o     Options
	subMu sync.Mutex
	busy  map[int64]bool
	// checked: per subscription, the fingerprint of the inputs of its
	// last completion check that did not complete it (checkinputs.go).
	checked map[int64][32]byte
	checks  atomic.Int64 // completion checks made by quietCheck (tests count them)
	listing listingMemo  // the last listing run's rows (listing_memo.go)
}

// New migrates the engine's tables and builds it.
func New(ctx context.Context, o Options) (*Engine, error) {
	if err := o.Store.MigrateDomain(ctx, "subengine", migrations); err != nil {
		return nil, err
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Engine{o: o, busy: map[int64]bool{}, checked: map[int64][32]byte{}}, nil
}

var migrations = []string{
	// 1: per subscription, when it last ran and last had a full search;
	// the torrents sent for it (a restart must not send them again).
	`CREATE TABLE subengine_state (
		sub_id    INTEGER PRIMARY KEY,
		last_run  TEXT NOT NULL DEFAULT '',
		last_full TEXT NOT NULL DEFAULT ''
	);
	CREATE TABLE subengine_sent (
		sub_id      INTEGER NOT NULL,
		torrent_key TEXT    NOT NULL,         -- site + torrent id
		hash        TEXT    NOT NULL DEFAULT '',
		name        TEXT    NOT NULL,
		quality     INTEGER NOT NULL DEFAULT 0,
		episodes    TEXT    NOT NULL DEFAULT '', -- comma list; '' = whole season or a movie
		record_id   INTEGER NOT NULL DEFAULT 0,  -- 0 = being sent (a restart checks the records)
		created_at  TEXT    NOT NULL,
		PRIMARY KEY (sub_id, torrent_key)
	);
	CREATE INDEX subengine_sent_hash ON subengine_sent(sub_id, hash);`,
	// 2: a digest of the last listing run's log: a listing read that
	// changes nothing for a subscription writes no new entry.
	`ALTER TABLE subengine_state ADD COLUMN log_digest TEXT NOT NULL DEFAULT ''`,
	// 3: searched by title at least once (a listing match alone is not
	// the new-subscription search), and when every site last refused it.
	`ALTER TABLE subengine_state ADD COLUMN searched INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE subengine_state ADD COLUMN refused_at TEXT NOT NULL DEFAULT ''`,
	// 4: sent although the filter refused it (download mode 2, 先按排序规则
	// 下载): a release that matches the filter replaces it later.
	`ALTER TABLE subengine_sent ADD COLUMN provisional INTEGER NOT NULL DEFAULT 0`,
	// 5: a deleted subscription's state and sent list go with it (they
	// were swept on every listing run before).
	`DELETE FROM subengine_state WHERE sub_id NOT IN (SELECT id FROM subscriptions);
	DELETE FROM subengine_sent WHERE sub_id NOT IN (SELECT id FROM subscriptions);
	CREATE TRIGGER subengine_forget AFTER DELETE ON subscriptions BEGIN
		DELETE FROM subengine_state WHERE sub_id = OLD.id;
		DELETE FROM subengine_sent WHERE sub_id = OLD.id;
	END`,
	// 6: the outbox (outbox.go): a send's intent carries what a retry
	// needs; attempts and the next try back off. Per subscription, how
	// many searches in a row ended with no send confirmed, and when it is
	// due again.
	`ALTER TABLE subengine_sent ADD COLUMN site TEXT NOT NULL DEFAULT '';
	ALTER TABLE subengine_sent ADD COLUMN subject TEXT NOT NULL DEFAULT '';
	ALTER TABLE subengine_sent ADD COLUMN details_url TEXT NOT NULL DEFAULT '';
	ALTER TABLE subengine_sent ADD COLUMN save_path TEXT NOT NULL DEFAULT '';
	ALTER TABLE subengine_sent ADD COLUMN torrent BLOB;
	ALTER TABLE subengine_sent ADD COLUMN better INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE subengine_sent ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE subengine_sent ADD COLUMN next_try TEXT NOT NULL DEFAULT '';
	ALTER TABLE subengine_state ADD COLUMN fails INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE subengine_state ADD COLUMN retry_at TEXT NOT NULL DEFAULT ''`,
	// 7: the site's H&R rule travels with the intent, so a retried send
	// sets the same share limits as the first.
	`ALTER TABLE subengine_sent ADD COLUMN min_ratio REAL NOT NULL DEFAULT 0;
	ALTER TABLE subengine_sent ADD COLUMN min_seed_time INTEGER NOT NULL DEFAULT 0`,
	// 8: the outbox's unconfirmed rows, read by every new-subscription run
	// (30 s): an index of those few, not a scan of every torrent ever sent.
	`CREATE INDEX subengine_sent_pending ON subengine_sent(next_try) WHERE record_id = 0`,
}

func (e *Engine) stamp() string { return e.o.Now().Format("2006-01-02 15:04:05") }

// lock takes subscription id for one run; false when another job has it.
func (e *Engine) lock(id int64) bool {
	e.subMu.Lock()
	defer e.subMu.Unlock()
	if e.busy[id] {
		return false
	}
	e.busy[id] = true
	return true
}

func (e *Engine) unlock(id int64) {
	e.subMu.Lock()
	delete(e.busy, id)
	e.subMu.Unlock()
}
