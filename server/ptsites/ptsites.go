// Package ptsites is the console's side of the configured PT sites: their
// sign-in verified on save, their account statistics kept as daily
// snapshots for the dashboard, their health, and searches across them in
// parallel with per-site politeness (rate limit, time-out). The sites
// themselves are spoken to through package indexer.
package ptsites

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
	"github.com/movie-robot/web-console/server/store"
)

// Options configure a Service; zero values are the defaults.
type Options struct {
	IndexerDir string // <data>/indexers: the user's own .yml definitions
	Logger     *slog.Logger
	Now        func() time.Time
	// Budget is each site's request budget; zero: sitebudget.Default.
	Budget sitebudget.Limits
}

// Service is the one place sites are opened, checked and searched.
type Service struct {
	store *store.Store
	db    *sql.DB
	defs  indexer.Catalogue
	// broken: the user's definitions that cannot be used, by id, with why.
	broken map[string]*indexer.DefError
	log    *slog.Logger
	now    func() time.Time

	mu sync.Mutex
	// ledger lets one site at a time write its request bookkeeping
	// (site_search_at, site_request, a recovered site_stats row): SQLite
	// takes one writer anyway, and fifty parallel searches each waiting on
	// its own pooled connection made the pool open (and read the whole
	// schema into) new ones.
	ledger sync.Mutex
	open   map[string]openSite // by site_name
	// captchas: sites whose captcha the dialog shows, kept for the save
	captchas map[string]openSite
	limits   map[string]*bucket
	running  map[string]bool // "uid|keyword" searches under way
	flare    *indexer.FlareSolverr
	budget   sitebudget.Limits
	parser   atomic.Pointer[release.Parser] // UseParser; nil: names read without rules
	budgets  map[string]*sitebudget.Site
	answers  answers // recent answers reused for the same question (reuse.go)
	alerts   atomic.Pointer[Alerts]
	trips    breaker // sites failing in a row, skipped by the streamed search (breaker.go)
}

type openSite struct {
	fingerprint string
	site        indexer.Site
}

// migrations are this package's tables (store.MigrateDomain "ptsites").
var migrations = []string{
	`CREATE TABLE site_secret (
		site_name TEXT PRIMARY KEY,
		password  TEXT NOT NULL DEFAULT '',
		api_key   TEXT NOT NULL DEFAULT ''
	)`,
	`CREATE TABLE site_stats (
		site_name       TEXT PRIMARY KEY,
		username        TEXT NOT NULL DEFAULT '',
		upload_mb       REAL NOT NULL DEFAULT 0,
		download_mb     REAL NOT NULL DEFAULT 0,
		ratio           REAL NOT NULL DEFAULT 0,
		bonus           REAL NOT NULL DEFAULT 0,
		seeding         INTEGER NOT NULL DEFAULT 0,
		seeding_size_mb REAL NOT NULL DEFAULT 0,
		vip             INTEGER NOT NULL DEFAULT 0,
		status          INTEGER NOT NULL DEFAULT 0,
		reason          TEXT NOT NULL DEFAULT '',
		updated_at      TEXT NOT NULL DEFAULT '',
		checked_at      TEXT NOT NULL DEFAULT ''
	)`,
	`CREATE TABLE site_snapshot (
		site_name   TEXT NOT NULL,
		day         TEXT NOT NULL,
		upload_mb   REAL NOT NULL,
		download_mb REAL NOT NULL,
		PRIMARY KEY (site_name, day)
	)`,
	`CREATE TABLE search_history (
		user_id      INTEGER NOT NULL,
		keyword      TEXT NOT NULL,
		status       TEXT NOT NULL,
		options      TEXT NOT NULL,
		result       TEXT NOT NULL DEFAULT '',
		updated_at   TEXT NOT NULL,
		PRIMARY KEY (user_id, keyword)
	)`,
	`CREATE TABLE search_torrent (
		id           INTEGER PRIMARY KEY,
		site_name    TEXT NOT NULL,
		name         TEXT NOT NULL,
		subject      TEXT NOT NULL,
		download_url TEXT NOT NULL,
		details_url  TEXT NOT NULL,
		size_mb      REAL NOT NULL,
		seen_at      TEXT NOT NULL
	)`,
	// The whole result (JSON of indexer.Result), for the scripting API's
	// local search; rows kept before this have '' and are skipped there.
	`ALTER TABLE search_torrent ADD COLUMN result TEXT NOT NULL DEFAULT '';
	CREATE INDEX search_torrent_seen ON search_torrent(seen_at)`,
	// Each search a site's hourly limit counted (unix ms), so a restart
	// does not hand the site a fresh hour (ratelimit.go).
	`CREATE TABLE site_search_at (
		site_name TEXT NOT NULL,
		at        INTEGER NOT NULL
	);
	CREATE INDEX site_search_at_site ON site_search_at(site_name, at)`,
	// Each request a site's budget counted (package sitebudget), so a
	// restart does not hand a site a fresh hour or day (budget.go).
	`CREATE TABLE site_request (
		site_name TEXT NOT NULL,
		at        INTEGER NOT NULL,
		purpose   TEXT NOT NULL,
		uid       INTEGER NOT NULL,
		back      INTEGER NOT NULL
	);
	CREATE INDEX site_request_site ON site_request(site_name, at)`,
	// The site definition's password-type settings (a passkey …), JSON by
	// name: secrets, never answered (usersettings.go).
	`ALTER TABLE site_secret ADD COLUMN settings TEXT NOT NULL DEFAULT ''`,
}

// New opens the service: its tables, the built-in definitions and the
// user's.
func New(ctx context.Context, st *store.Store, o Options) (*Service, error) {
	if err := st.MigrateDomain(ctx, "ptsites", migrations); err != nil {
		return nil, err
	}
	defs, err := indexer.Embedded()
	if err != nil {
		return nil, err
	}
	// A broken user file must not take the other sites down; it is kept
	// with its reason for the site card, the dialog and the log.
	loadErr := defs.LoadDir(o.IndexerDir)
	s := &Service{store: st, db: st.DB(), defs: defs, log: o.Logger, now: o.Now, broken: indexer.Broken(loadErr),
		open: map[string]openSite{}, captchas: map[string]openSite{}, limits: map[string]*bucket{}, running: map[string]bool{},
		budgets: map[string]*sitebudget.Site{}, budget: o.Budget}
	if s.budget == (sitebudget.Limits{}) {
		s.budget = sitebudget.Default
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	for _, d := range s.broken {
		s.log.Warn("site definition cannot be used", "dir", o.IndexerDir, "file", d.File, "line", d.Line, "key", d.Key, "reason", d.Reason)
	}
	if s.now == nil {
		s.now = time.Now
	}
	return s, nil
}

// Definition answers the definition of a site id (nil when unknown).
func (s *Service) Definition(id string) *indexer.Definition { return s.defs[id] }

// Definitions lists the known site ids.
func (s *Service) Definitions() indexer.Catalogue { return s.defs }

// configured answers the saved sites.
func (s *Service) configured(ctx context.Context) ([]settings.Site, error) {
	return settings.SitesSection.Load(ctx, s.store)
}

type secret struct {
	Password, APIKey string
	Settings         map[string]string // the definition's password-type settings
}

func (s *Service) secret(ctx context.Context, site string) (secret, error) {
	var sec secret
	var raw string
	err := s.db.QueryRowContext(ctx, `SELECT password, api_key, settings FROM site_secret WHERE site_name = ?`, site).
		Scan(&sec.Password, &sec.APIKey, &raw)
	if err == sql.ErrNoRows {
		return sec, nil
	}
	if err == nil && raw != "" {
		err = json.Unmarshal([]byte(raw), &sec.Settings)
	}
	return sec, err
}

// config turns a saved site into the indexer's configuration.
func config(st settings.Site, sec secret) indexer.Config {
	cfg := indexer.Config{BaseURL: st.SiteURL, Cookie: st.Cookie, UserAgent: st.UserAgent, Proxy: st.Proxies,
		APIKey: sec.APIKey, Settings: userSettings(st, sec)}
	if st.AuthUsername != "" {
		cfg.Username, cfg.Password = st.AuthUsername, sec.Password
	}
	return cfg
}

// site opens (or reuses) the indexer Site of a saved site. The session is
// kept while the configuration is unchanged, so a form login is done once.
func (s *Service) site(ctx context.Context, st settings.Site) (indexer.Site, error) {
	def := s.defs[st.SiteName]
	if def == nil {
		if d := s.broken[st.SiteName]; d != nil {
			return nil, unusable(d)
		}
		return nil, fmt.Errorf("站点%s没有站点定义", st.SiteName)
	}
	sec, err := s.secret(ctx, st.SiteName)
	if err != nil {
		return nil, err
	}
	cfg := config(st, sec)
	cfg.FlareSolverr = s.flaresolverr(ctx)
	cfg.Gate = s.budgetFor(st.SiteName)
	fp := fmt.Sprintf("%+v", cfg)
	s.mu.Lock()
	defer s.mu.Unlock()
	if o, ok := s.open[st.SiteName]; ok && o.fingerprint == fp {
		return o.site, nil
	}
	site, err := indexer.Open(def, cfg)
	if err != nil {
		return nil, err
	}
	s.open[st.SiteName] = openSite{fp, site}
	return site, nil
}

func (s *Service) forget(name string) {
	s.mu.Lock()
	delete(s.open, name)
	s.mu.Unlock()
	s.answers.drop(name)
}

const stamp = "2006-01-02 15:04:05"

// unusable is the message of a definition that cannot be used: the file,
// line, key and reason, never a network guess.
func unusable(err error) Invalid {
	return Invalid{Message: "站点定义无法使用：" + err.Error()}
}

// UseParser makes search answers read release names with p (the
// program's one, under the 自定义识别词).
func (s *Service) UseParser(p *release.Parser) { s.parser.Store(p) }
