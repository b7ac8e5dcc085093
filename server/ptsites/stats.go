package ptsites

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sitebudget"
	"github.com/movie-robot/web-console/server/store"
)

// Site statuses (api-contract §3.1).
const (
	statusOK     = 1
	statusFailed = 2
)

// refreshTimeout bounds one site's statistics read.
const refreshTimeout = 60 * time.Second

// RefreshAll reads every configured site's account statistics (four at a
// time), records today's snapshot and each site's health. A failing site
// is recorded with its reason; the error reports only a store failure.
// The integrator runs it on the scheduler (hourly); site/update_sites
// runs it at once.
func (s *Service) RefreshAll(ctx context.Context) error {
	ctx = purpose(ctx, sitebudget.Refresh)
	list, err := s.configured(ctx)
	if err != nil {
		return err
	}
	sem := make(chan struct{}, 4)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var errs []error
	for _, st := range list {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			if err := s.refreshOne(ctx, st); err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

func (s *Service) refreshOne(ctx context.Context, st settings.Site) error {
	site, err := s.site(ctx, st)
	if err != nil {
		return s.recordFailure(ctx, st.SiteName, err)
	}
	rctx, cancel := context.WithTimeout(ctx, refreshTimeout)
	defer cancel()
	info, err := site.UserInfo(rctx)
	if err != nil && !indexer.Unsupported(err) {
		return s.recordFailure(ctx, st.SiteName, err)
	}
	if indexer.Unsupported(err) {
		// Torznab has no account: its health is whether the feed answers.
		if err := site.Login(rctx); err != nil {
			return s.recordFailure(ctx, st.SiteName, err)
		}
	}
	return s.recordStats(ctx, st.SiteName, info, site)
}

// recordStats stores a successful read and today's snapshot (the latest
// reading of the day wins).
func (s *Service) recordStats(ctx context.Context, name string, u indexer.UserInfo, _ indexer.Site) error {
	now := s.now()
	_, err := s.db.ExecContext(ctx, `INSERT INTO site_stats(site_name, username, upload_mb, download_mb, ratio, bonus,
		seeding, seeding_size_mb, vip, status, reason, updated_at, checked_at) VALUES (?,?,?,?,?,?,?,?,?,?,'',?,?)
		ON CONFLICT(site_name) DO UPDATE SET username=excluded.username, upload_mb=excluded.upload_mb,
		download_mb=excluded.download_mb, ratio=excluded.ratio, bonus=excluded.bonus, seeding=excluded.seeding,
		seeding_size_mb=excluded.seeding_size_mb, vip=excluded.vip, status=excluded.status, reason='',
		updated_at=excluded.updated_at, checked_at=excluded.checked_at`,
		name, u.Username, u.UploadMB, u.DownloadMB, u.Ratio, u.Bonus, u.Seeding, u.SeedingSizeMB, b2i(u.VIP), statusOK,
		now.Format(stamp), now.Format(stamp))
	if err != nil || (u.UploadMB == 0 && u.DownloadMB == 0 && u.Username == "") {
		return err
	}
	_, err = s.db.ExecContext(ctx, `INSERT INTO site_snapshot(site_name, day, upload_mb, download_mb) VALUES (?,?,?,?)
		ON CONFLICT(site_name, day) DO UPDATE SET upload_mb=excluded.upload_mb, download_mb=excluded.download_mb`,
		name, now.Format("2006-01-02"), u.UploadMB, u.DownloadMB)
	return err
}

// recordFailure marks the site 异常 with the reason, keeping its last
// good numbers.
func (s *Service) recordFailure(ctx context.Context, name string, cause error) error {
	reason := cause.Error()
	if k := indexer.KindOf(cause); k == "" {
		reason = "站点无法访问：" + reason
	}
	now := s.now().Format(stamp)
	if indexer.KindOf(cause) == indexer.KindCookie {
		s.cookieFailed(ctx, name, reason)
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO site_stats(site_name, status, reason, checked_at) VALUES (?,?,?,?)
		ON CONFLICT(site_name) DO UPDATE SET status=excluded.status, reason=excluded.reason, checked_at=excluded.checked_at`,
		name, statusFailed, reason, now)
	return err
}

// markHealth records a search's outcome as the site's health, so the
// dashboard shows a site whose cookie expired during a search.
func (s *Service) markHealth(ctx context.Context, name string, err error) {
	if err == nil || !isOurLimit(err) && indexer.KindOf(err) != indexer.KindTimeout {
		s.trips.record(name, err, s.now())
	}
	if err == nil {
		s.ledger.Lock() // after every search of every site: one writer at a time
		defer s.ledger.Unlock()
		store.Note(ctx, s.db, "a site's recovered status", `UPDATE site_stats SET status = ?, reason = '' WHERE site_name = ? AND status = ?`, statusOK, name, statusFailed)
		return
	}
	if k := indexer.KindOf(err); k == indexer.KindTimeout || k == indexer.KindRateLimit && isOurLimit(err) {
		return // a slow answer or our own limit says nothing about the site's health
	}
	if e := s.recordFailure(ctx, name, err); e != nil {
		s.log.Warn("site health not recorded", "site", name, "error", e)
	}
}
