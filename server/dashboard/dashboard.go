// Package dashboard answers the 数据统计 screen (/movie/default): one
// summary of what the system is doing. Each tile is computed on its own,
// at the same time as the others, under a short deadline: a slow download
// client or media server marks its own tile (or row) 不可用 and never
// holds the page back. Its SQL reads only indexed columns.
package dashboard

import (
	"context"
	"database/sql"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// Default warning threshold of a disk: below 20 GB or below 10 % free.
const (
	DefaultMinFreeGB      = 20
	DefaultMinFreePercent = 10
	// TileTimeout bounds each tile; a client or server slower than this
	// is shown 不可用 (the dashboard is opened often, it must be quick).
	TileTimeout = 3 * time.Second
)

// ClientAPI is what the dashboard asks a download client (downloads.Service).
type ClientAPI interface {
	Torrents(ctx context.Context, c settings.DownloadClientEntry, hashes []string) ([]downloads.Live, error)
	FreeSpace(ctx context.Context, c settings.DownloadClientEntry) (int64, error)
}

// MediaCounter asks a media server how much it holds (mediaserver.Searcher).
type MediaCounter interface {
	CountItems(ctx context.Context, e settings.MediaServerEntry) (mediaserver.Counts, error)
}

// Sites lists the configured sites with their health and budget (ptsites.Service).
type Sites interface {
	Sites(ctx context.Context) ([]ptsites.SiteView, error)
}

// Options are the dashboard's sources; zero fields take the defaults.
type Options struct {
	Store     *store.Store
	Downloads *downloads.Service // the records
	Clients   ClientAPI          // nil: Downloads
	Sites     Sites
	Media     MediaCounter             // nil: mediaserver.Searcher{}
	Jobs      func() []scheduler.State // nil: no scheduler (tests)
	// DiskFree answers a folder's free and total bytes; nil: statfs.
	DiskFree func(path string) (free, total uint64, err error)
	// MinFreeGB and MinFreePercent: a disk below either is shown as a
	// warning (zero: the defaults).
	MinFreeGB      float64
	MinFreePercent float64
	TileTimeout    time.Duration // zero: TileTimeout
	Now            func() time.Time
	// Seasons dates the calendar's episodes; Progress (the engine's)
	// tells a show's missing episodes; Search runs the engine's search of
	// one subscription now. Nil: the calendar and wanted list are empty,
	// 立即搜索 refuses.
	Seasons  Seasons
	Progress func(ctx context.Context, subID int64) (subscribe.Progress, error)
	Search   func(ctx context.Context, subID int64) error
}

// Service computes the dashboard.
type Service struct {
	o  Options
	db *sql.DB
}

// New migrates the dashboard's table and builds the service.
func New(ctx context.Context, o Options) (*Service, error) {
	if err := o.Store.MigrateDomain(ctx, "dashboard", migrations); err != nil {
		return nil, err
	}
	if o.Clients == nil {
		o.Clients = o.Downloads
	}
	if o.Media == nil {
		o.Media = mediaserver.Searcher{}
	}
	if o.DiskFree == nil {
		o.DiskFree = statfs
	}
	if o.MinFreeGB <= 0 {
		o.MinFreeGB = DefaultMinFreeGB
	}
	if o.MinFreePercent <= 0 {
		o.MinFreePercent = DefaultMinFreePercent
	}
	if o.TileTimeout <= 0 {
		o.TileTimeout = TileTimeout
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Service{o: o, db: o.Store.DB()}, nil
}

// Tile is one tile's data, or why it is unavailable.
type Tile[T any] struct {
	Unavailable bool   `json:"unavailable"`
	Reason      string `json:"reason,omitempty"`
	Data        T      `json:"data"`
}

// Summary is the whole dashboard (GET /api/movie/dashboard).
type Summary struct {
	Clients       Tile[[]Client]      `json:"clients"`
	Disks         Tile[Disks]         `json:"disks"`
	Filed         Tile[[]Filed]       `json:"filed"`
	Subscriptions Tile[SubCounts]     `json:"subscriptions"`
	Jobs          Tile[[]Job]         `json:"jobs"`
	Sites         Tile[[]SiteProblem] `json:"sites"`
	Library       Tile[[]Library]     `json:"library"`
}

// Summary computes every tile at once.
func (s *Service) Summary(ctx context.Context) Summary {
	var out Summary
	done := make(chan struct{}, 7)
	go func() { out.Clients = tile(ctx, s.o.TileTimeout, s.clients); done <- struct{}{} }()
	go func() { out.Disks = tile(ctx, s.o.TileTimeout, s.disks); done <- struct{}{} }()
	go func() { out.Filed = tile(ctx, s.o.TileTimeout, s.filed); done <- struct{}{} }()
	go func() { out.Subscriptions = tile(ctx, s.o.TileTimeout, s.subscriptions); done <- struct{}{} }()
	go func() { out.Jobs = tile(ctx, s.o.TileTimeout, s.jobs); done <- struct{}{} }()
	go func() { out.Sites = tile(ctx, s.o.TileTimeout, s.sites); done <- struct{}{} }()
	go func() { out.Library = tile(ctx, s.o.TileTimeout, s.library); done <- struct{}{} }()
	for range 7 {
		<-done
	}
	return out
}

// msgTimeout is the reason of a tile (or row) that did not answer in time.
const msgTimeout = "响应超时"

// tile runs fn under the deadline. fn's own per-client rows give up at
// the deadline and answer what they have; only an fn that does not return
// a little later makes the whole tile unavailable (it keeps running until
// its own calls give up).
func tile[T any](ctx context.Context, limit time.Duration, fn func(context.Context) (T, error)) Tile[T] {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	grace, stop := context.WithTimeout(context.WithoutCancel(ctx), limit+limit/4)
	defer stop()
	type result struct {
		v   T
		err error
	}
	ch := make(chan result, 1)
	go func() {
		v, err := fn(ctx)
		ch <- result{v, err}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			return Tile[T]{Unavailable: true, Reason: r.err.Error(), Data: r.v}
		}
		return Tile[T]{Data: r.v}
	case <-grace.Done():
		var zero T
		return Tile[T]{Unavailable: true, Reason: msgTimeout, Data: zero}
	}
}
