// Package metadata is the built-in backend's view of TMDB and Douban: their
// HTTP clients, a SQLite cache with a time-to-live per kind of answer,
// request coalescing, a per-host rate limit, the Douban → TMDB mapping and
// the image proxy. The HTTP edge (server/api) only decodes and answers.
package metadata

import (
	"context"
	"database/sql"
	"net/http"
	"time"

	"github.com/movie-robot/web-console/server/netutil"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// Options configure a Service; zero values mean the production choice.
type Options struct {
	Store *store.Store
	// Transport carries every upstream request; nil: http.DefaultTransport.
	Transport http.RoundTripper
	// Now is the clock for the cache and the daily title; nil: time.Now.
	Now func() time.Time
	// ImageDir holds cached images ("" = no disk cache, images are refused).
	ImageDir string
	// ImageCap is the image cache's size limit in bytes (0 = 512 MiB).
	ImageCap int64
	// MinInterval is the least time between two requests to one host
	// (0 = the defaults of hostInterval).
	MinInterval time.Duration
}

// Service answers metadata questions. It is safe for concurrent use.
type Service struct {
	store  *store.Store
	db     *sql.DB
	http   *http.Client
	now    func() time.Time
	limit  *hostLimiter
	flight flight
	images *imageCache
}

// New migrates the package's tables and builds the service.
func New(ctx context.Context, o Options) (*Service, error) {
	if err := o.Store.MigrateDomain(ctx, "metadata", migrations); err != nil {
		return nil, err
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.ImageCap <= 0 {
		o.ImageCap = 512 << 20
	}
	s := &Service{
		store: o.Store, db: o.Store.DB(), now: o.Now,
		// No redirects: the TMDB key travels in the query string, and an
		// image host must not bounce the proxy to another host.
		http:  netutil.NewClient(netutil.Outbound{Transport: o.Transport, Timeout: 20 * time.Second, CheckRedirect: netutil.NoRedirects}),
		limit: newHostLimiter(o.MinInterval),
	}
	s.images = newImageCache(o.ImageDir, o.ImageCap, s)
	return s, nil
}

// migrations are the package's tables (store.MigrateDomain).
var migrations = []string{
	// 1: answers of the services, kept until expires_at (unix seconds);
	// the Douban → TMDB mapping.
	`CREATE TABLE metadata_cache (
		key        TEXT    PRIMARY KEY,
		value      TEXT    NOT NULL,
		expires_at INTEGER NOT NULL
	);
	CREATE INDEX metadata_cache_expiry ON metadata_cache(expires_at);
	CREATE TABLE metadata_douban_tmdb (
		douban_id  TEXT    PRIMARY KEY,
		tmdb_id    INTEGER NOT NULL,
		media_type TEXT    NOT NULL,
		imdb_id    TEXT    NOT NULL DEFAULT '',
		mapped_at  TEXT    NOT NULL
	);
	CREATE INDEX metadata_douban_tmdb_tmdb ON metadata_douban_tmdb(tmdb_id, media_type);`,
}

// config is what the clients need from the settings, read per request so a
// saved key or address takes effect at once.
type config struct {
	settings.MetadataSetting
	hosts settings.MetadataHosts
}

func (s *Service) config(ctx context.Context) (config, error) {
	m, err := settings.MovieMetadataSection.Load(ctx, s.store)
	if err != nil {
		return config{}, err
	}
	return config{MetadataSetting: m, hosts: m.Hosts.WithDefaults()}, nil
}
