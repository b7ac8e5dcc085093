package downloads

// migrations are the package's tables, in the order they came: a step is
// never edited once released, only followed by a new one (store.MigrateDomain
// runs each once).
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
	// 4: what the record is (release parser at submit, the organiser
	// after completion), where it came from and where it went (#12).
	`ALTER TABLE download_record ADD COLUMN movie_name TEXT NOT NULL DEFAULT '';
	ALTER TABLE download_record ADD COLUMN movie_year INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE download_record ADD COLUMN movie_type TEXT NOT NULL DEFAULT '';
	ALTER TABLE download_record ADD COLUMN season_index INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE download_record ADD COLUMN episodes TEXT NOT NULL DEFAULT '';
	ALTER TABLE download_record ADD COLUMN resolution TEXT NOT NULL DEFAULT '';
	ALTER TABLE download_record ADD COLUMN media_source TEXT NOT NULL DEFAULT '';
	ALTER TABLE download_record ADD COLUMN media_encoding TEXT NOT NULL DEFAULT '';
	ALTER TABLE download_record ADD COLUMN sub_id INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE download_record ADD COLUMN sub_type TEXT NOT NULL DEFAULT '';
	ALTER TABLE download_record ADD COLUMN content_name TEXT NOT NULL DEFAULT '';
	ALTER TABLE download_record ADD COLUMN link_path TEXT NOT NULL DEFAULT '';
	ALTER TABLE download_record ADD COLUMN source_type TEXT NOT NULL DEFAULT '';
	ALTER TABLE download_record ADD COLUMN description TEXT NOT NULL DEFAULT '';
	ALTER TABLE download_record ADD COLUMN tmdb_id INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE download_record ADD COLUMN completed_at TEXT NOT NULL DEFAULT '';
	CREATE TABLE torrent_blacklist (hash TEXT PRIMARY KEY, name TEXT NOT NULL, created_at TEXT NOT NULL);`,
	// 5: the recognised title's TMDB backdrop (the card's picture).
	`ALTER TABLE download_record ADD COLUMN backdrop TEXT NOT NULL DEFAULT ''`,
	// 6: the dashboard's tiles read the records downloading (status) and
	// the newest filed ones without a table scan.
	`CREATE INDEX download_record_status ON download_record(status, id)`,
	// 7: record_dashboard's counts kept on write (record_tally.go).
	tallyMigration,
	// 8: at a household's 100,000 records (issue 31) the lookups by a
	// subscription (each engine run), by title (title page, subtitles,
	// 洗版) and record_list's site and user filters read an index, not
	// every row; the list's order (id) rides in the index. The list's
	// default (the unrecognised hidden) has a partial index of its ids, so
	// a deep page skips index entries, not whole rows.
	`CREATE INDEX download_record_sub ON download_record(sub_id, sub_type);
	CREATE INDEX download_record_known ON download_record(id) WHERE status <> 3 AND source_type <> 'unknown';
	CREATE INDEX download_record_tmdb ON download_record(tmdb_id);
	CREATE INDEX download_record_site ON download_record(site_name, id);
	CREATE INDEX download_record_user ON download_record(user_id, id)`,
	// 9: the last progress milestone (25/50/75 %) announced, so a restart
	// does not announce it again.
	`ALTER TABLE download_record ADD COLUMN milestone INTEGER NOT NULL DEFAULT 0`,
	// 10: the trends screen's (server/analyze) indexes join this set, so
	// the table's indexes are declared in one place. _created covers the
	// per-bucket and per-site counts without touching the rows; _filed
	// (partial) serves the filed records by the day they were filed; _sub
	// gains completed_at for a subscription's first filing, replacing
	// analyze's overlapping partial (sub_id, sub_type, completed_at). The
	// old analyze_* names are dropped where an install made them.
	`DROP INDEX IF EXISTS analyze_record_created;
	DROP INDEX IF EXISTS analyze_record_filed;
	DROP INDEX IF EXISTS analyze_record_sub;
	DROP INDEX IF EXISTS download_record_sub;
	CREATE INDEX download_record_created ON download_record(created_at, site_name, size_mb);
	CREATE INDEX download_record_filed ON download_record(completed_at) WHERE link_path <> '';
	CREATE INDEX download_record_sub ON download_record(sub_id, sub_type, completed_at)`,
	// 11: a revision per subscription and per title, counted up on every
	// write of one of their records (check_inputs.go).
	revMigration,
	// 12: the torrents whose record the user deleted (forgotten.go).
	forgottenMigration,
}
