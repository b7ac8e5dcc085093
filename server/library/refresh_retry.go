package library

import (
	"context"
	"encoding/json"
	"log/slog"
	"slices"
	"time"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// A media server that is down when a file is filed is asked again later:
// the file stays filed, the refresh is owed. Each owed refresh is a row
// (one per server, its folders merged) with a back-off, so a long outage
// costs one request per server per back-off, not one per filed file.

const (
	refreshRetryFirst = time.Minute
	refreshRetryMax   = time.Hour
)

// refreshAll refreshes every server with refresh_media_server on; a
// failure is logged and owed (RetryRefreshes asks again). It answers the
// failures for the job's message.
func (s *Service) refreshAll(ctx context.Context, servers []settings.MediaServerEntry, paths []string) []error {
	var errs []error
	for _, m := range servers {
		if !m.RefreshMediaServer {
			continue
		}
		if err := refreshOne(ctx, s.hc, m, paths); err != nil {
			err = refreshFailed(m, err)
			slog.Warn("library: media server refresh failed, retried later", "server", m.Name, "err", err)
			s.owe(ctx, m.Name, paths, err)
			errs = append(errs, err)
		}
	}
	return errs
}

// owe adds paths to server's owed refresh (and counts the attempt).
func (s *Service) owe(ctx context.Context, server string, paths []string, cause error) {
	var raw string
	var attempts int
	s.db.QueryRowContext(ctx, `SELECT paths, attempts FROM library_refresh_owed WHERE server = ?`, server).Scan(&raw, &attempts)
	var all []string
	json.Unmarshal([]byte(raw), &all)
	for _, p := range paths {
		if !slices.Contains(all, p) {
			all = append(all, p)
		}
	}
	b, _ := json.Marshal(all)
	wait := refreshRetryFirst << min(attempts, 6)
	wait = min(wait, refreshRetryMax)
	store.Note(ctx, s.db, "a media server refresh owed", `INSERT INTO library_refresh_owed(server, paths, attempts, next_at, last_error)
		VALUES (?, ?, 1, ?, ?) ON CONFLICT(server) DO UPDATE SET paths = excluded.paths,
		attempts = attempts + 1, next_at = excluded.next_at, last_error = excluded.last_error`,
		server, string(b), s.now().Add(wait).UTC().Format(time.RFC3339), cause.Error())
}

// OwedRefresh is a media server refresh that failed and is retried.
type OwedRefresh struct {
	Server    string
	Paths     []string
	Attempts  int
	NextAt    string
	LastError string
}

// OwedRefreshes lists the refreshes still owed.
func (s *Service) OwedRefreshes(ctx context.Context) ([]OwedRefresh, error) {
	return store.List(ctx, s.db, func(sc store.Scanner) (o OwedRefresh, err error) {
		var raw string
		err = sc.Scan(&o.Server, &raw, &o.Attempts, &o.NextAt, &o.LastError)
		json.Unmarshal([]byte(raw), &o.Paths)
		return o, err
	}, `SELECT server, paths, attempts, next_at, last_error FROM library_refresh_owed ORDER BY server`)
}

// RetryRefreshes asks each server whose refresh is owed and due again
// (the completion watcher calls it every round). A server removed or with
// refresh_media_server off owes nothing any more.
func (s *Service) RetryRefreshes(ctx context.Context) error {
	owed, err := s.OwedRefreshes(ctx)
	if err != nil || len(owed) == 0 {
		return err
	}
	servers, err := settings.MediaServersSection.Load(ctx, s.store)
	if err != nil {
		return err
	}
	now := s.now().UTC().Format(time.RFC3339)
	for _, o := range owed {
		if o.NextAt > now {
			continue
		}
		i := slices.IndexFunc(servers, func(m settings.MediaServerEntry) bool { return m.Name == o.Server && m.RefreshMediaServer })
		if i < 0 {
			store.Note(ctx, s.db, "a media server refresh no longer owed", `DELETE FROM library_refresh_owed WHERE server = ?`, o.Server)
			continue
		}
		if err := refreshOne(ctx, s.hc, servers[i], o.Paths); err != nil {
			err = refreshFailed(servers[i], err)
			slog.Warn("library: media server refresh retry failed", "server", o.Server, "attempt", o.Attempts+1, "err", err)
			s.owe(ctx, o.Server, nil, err)
			continue
		}
		slog.Info("library: media server refreshed after an earlier failure", "server", o.Server, "attempts", o.Attempts)
		store.Note(ctx, s.db, "a media server refresh no longer owed", `DELETE FROM library_refresh_owed WHERE server = ?`, o.Server)
	}
	return nil
}
