// Package subtitles is 字幕自动下载: for every filed movie or episode with
// no Chinese subtitle it searches the configured sources (settings.Subtitle
// finder_type), chooses one, unpacks and converts it to UTF-8, places it
// next to the video under the setting's 文件名模版 and asks the media
// servers to refresh. Items without a subtitle are retried on a back-off
// schedule until not_found_stop_minutes has passed, then given up.
package subtitles

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/netutil"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// JobName is the scheduler job (设置 › 后台任务 lists it).
const JobName = "subtitle_download"

// JobTitle is how 后台任务 names it.
const JobTitle = "为已整理的影视下载中文字幕"

// Records lists filed download records (downloads.Service.Filed).
type Records interface {
	Filed(ctx context.Context, tmdbID, limit int) ([]downloads.Record, error)
}

// Options are the engine's collaborators; Store and Records are required.
type Options struct {
	Store   *store.Store
	Records Records
	HTTP    *http.Client
	Now     func() time.Time
	Log     *slog.Logger
	// Bases are the sources' base URLs by finder_type (zimuku, subhd,
	// assrt, opensubtitles);
	// missing ones use the real sites.
	Bases map[string]string
	// Gap is the least time between two requests to one source (its rate
	// limit); 0 means none (tests).
	Gap time.Duration
	// AssrtToken is 射手网(伪)'s API token; without it assrt is skipped.
	AssrtToken string
	// OpenSubtitlesKey is the OpenSubtitles API key used when the setting
	// has none.
	OpenSubtitlesKey string
	// Refresh asks the media servers to scan the folders again.
	Refresh func(ctx context.Context, dirs []string) error
	// Countries are a title's origin/production countries (TMDB), for
	// exclude_area; nil: every title is searched.
	Countries func(ctx context.Context, tmdbID int, tv bool) ([]string, error)
	// FFprobe is the ffprobe binary that finds embedded subtitle streams
	// ("" = none: only side files count).
	FFprobe string
	// FFmpeg reads the video's own subtitle stream as the timing reference
	// for a downloaded subtitle ("" = timing is not checked).
	FFmpeg string
	// Arrived is told of each placed subtitle (a notification).
	Arrived func(ctx context.Context, title, path string)
	// GaveUp is told, once, of a video the search gave up on after
	// 未找到字幕时停止搜索, and why.
	GaveUp func(ctx context.Context, title, reason string)
}

// Service is the subtitle engine.
type Service struct {
	o     Options
	paces map[string]*pace // one per source: its rate limit outlives a round
	run   sync.Mutex       // one round or manual request at a time
}

// DefaultBases are the real sites.
var DefaultBases = map[string]string{"zimuku": "https://zimuku.org", "assrt": "https://api.assrt.net",
	"subhd": "https://subhd.tv", "opensubtitles": "https://api.opensubtitles.com"}

// minGap is each source's own least spacing, below which its site
// refuses (OpenSubtitles: 40 requests per 10 s); Options.Gap widens it.
var minGap = map[string]time.Duration{"opensubtitles": 250 * time.Millisecond}

// New opens the engine's table.
func New(ctx context.Context, o Options) (*Service, error) {
	if err := o.Store.MigrateDomain(ctx, "subtitles", migrations); err != nil {
		return nil, fmt.Errorf("subtitles: %w", err)
	}
	if o.HTTP == nil {
		o.HTTP = netutil.NewClient(netutil.Outbound{Timeout: 30 * time.Second})
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	s := &Service{o: o, paces: map[string]*pace{}}
	for k := range DefaultBases {
		s.paces[k] = &pace{gap: max(o.Gap, minGap[k])}
	}
	return s, nil
}

// source is the client of finder_type name with the setting's keys (the
// flags' keys when the setting has none).
func (s *Service) source(name string, cfg settings.Subtitle) (source, bool) {
	base := s.o.Bases[name]
	if base == "" {
		base = DefaultBases[name]
	}
	p, hc := s.paces[name], s.o.HTTP
	switch name {
	case "zimuku":
		return &zimuku{scraped{base, hc, p}}, true
	case "subhd":
		return &subhd{scraped{base, hc, p}}, true
	case "assrt":
		return &assrt{base: base, token: cmp.Or(cfg.AssrtToken, s.o.AssrtToken), hc: hc, pace: p}, true
	case "opensubtitles":
		return &openSubtitles{base: base, key: cmp.Or(cfg.OpenSubtitlesAPIKey, s.o.OpenSubtitlesKey), hc: hc, pace: p}, true
	}
	return nil, false
}

// migrations: one row per video file the engine has seen.
var migrations = []string{
	`CREATE TABLE subtitle_items (
		video      TEXT    PRIMARY KEY,
		record_id  INTEGER NOT NULL,
		state      TEXT    NOT NULL,
		reason     TEXT    NOT NULL DEFAULT '',
		attempts   INTEGER NOT NULL DEFAULT 0,
		first_seen TEXT    NOT NULL,
		next_try   TEXT    NOT NULL DEFAULT '',
		subtitle   TEXT    NOT NULL DEFAULT '',
		history    TEXT    NOT NULL DEFAULT ''
	);
	CREATE INDEX subtitle_items_record ON subtitle_items(record_id);`,
}
