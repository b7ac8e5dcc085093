// Package shelf keeps the library screen's index of titles: what the
// media servers hold (listed by a scheduled sync: Emby, Jellyfin, Plex; a
// series' quality is its best episode's) and what the organiser filed (the
// download records with a library path), one row per title with one row
// per version under it. The screen pages and filters it with indexed SQL,
// never by loading every title; one title's records, subscriptions and
// missing episodes come from the holdings (server/holdings) when the row
// is opened.
package shelf

import (
	"context"
	"database/sql"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// JobName is the scheduler's sync job (the one scheduler runs it).
const JobName = "library_index_sync"

// JobTitle is what the status screens call it.
const JobTitle = "同步媒体服务器的媒体库"

// Lister lists a media server's titles (mediaserver.Searcher in production).
type Lister interface {
	List(ctx context.Context, e settings.MediaServerEntry) ([]mediaserver.Item, error)
}

// Service reads and rebuilds the index.
type Service struct {
	db   *sql.DB
	st   *store.Store
	dl   *downloads.Service
	list Lister
	now  func() time.Time
	// syncing runs one Sync at a time: 立即同步 during the scheduler's run
	// (kicked by a settings save) waits, so the newest settings write last.
	syncing sync.Mutex
}

// New migrates the index's tables. list nil: mediaserver.Searcher{}.
func New(ctx context.Context, st *store.Store, dl *downloads.Service, list Lister) (*Service, error) {
	if err := st.MigrateDomain(ctx, "shelf", migrations); err != nil {
		return nil, err
	}
	if list == nil {
		list = mediaserver.Searcher{}
	}
	return &Service{db: st.DB(), st: st, dl: dl, list: list, now: time.Now}, nil
}

// migrations: titles are keyed by (type, TMDB id) or, unrecognised by
// TMDB, (type, name, year). The list is ordered by name: each filter the
// screen offers has an index that keeps that order (plan test).
var migrations = []string{
	`CREATE TABLE shelf_titles (
		id         INTEGER PRIMARY KEY,
		media_type TEXT    NOT NULL, -- Movie | TV
		name       TEXT    NOT NULL,
		year       INTEGER NOT NULL,
		tmdb_id    INTEGER NOT NULL,
		poster     TEXT    NOT NULL,
		subs       INTEGER NOT NULL, -- 1 a version has subtitles, 0 none has, -1 unknown (filed only)
		servers    TEXT    NOT NULL, -- comma list of the media servers holding it
		filed      INTEGER NOT NULL, -- the organiser filed a download of it
		added_at   TEXT    NOT NULL
	);
	CREATE INDEX shelf_titles_name ON shelf_titles(name, id);
	CREATE INDEX shelf_titles_type ON shelf_titles(media_type, name, id);
	CREATE INDEX shelf_titles_subs ON shelf_titles(subs, name, id);
	CREATE INDEX shelf_titles_tmdb ON shelf_titles(tmdb_id);
	CREATE TABLE shelf_versions (
		title_id   INTEGER NOT NULL REFERENCES shelf_titles(id) ON DELETE CASCADE,
		source     TEXT    NOT NULL, -- server | filed
		server     TEXT    NOT NULL, -- media server name (server)
		ref        TEXT    NOT NULL, -- the server's item id, or the record id (filed)
		resolution TEXT    NOT NULL,
		codec      TEXT    NOT NULL,
		subtitles  TEXT    NOT NULL, -- the server's subtitle streams, "|"-joined
		site       TEXT    NOT NULL, -- the record's site (filed)
		path       TEXT    NOT NULL, -- where the organiser put it (filed)
		url        TEXT    NOT NULL  -- the item on the server's web app
	);
	CREATE INDEX shelf_versions_title ON shelf_versions(title_id);
	CREATE INDEX shelf_versions_quality ON shelf_versions(resolution, title_id);
	CREATE INDEX shelf_versions_site ON shelf_versions(site, title_id);`,
	// A type and 缺字幕 together: either index alone walks every title of
	// the other kind too (10,000 titles: twice a lone filter's time, make bench).
	`CREATE INDEX shelf_titles_type_subs ON shelf_titles(media_type, subs, name, id)`,
}
