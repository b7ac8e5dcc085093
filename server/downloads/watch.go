package downloads

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/settings"
)

// Organiser files finished downloads; *library.Service is the real one.
type Organiser interface {
	OrganiseDownload(ctx context.Context, path, linkPath string, hint library.Hint) ([]library.Result, error)
	RecognisedAs(ctx context.Context, path string) (library.Recognised, bool)
}

// Notifier sends a notification; *notify.Notifier is the real one.
type Notifier interface {
	Send(ctx context.Context, msgType string, vars map[string]string) error
}

// Watcher is the completion watcher (a scheduler job): it asks each
// client about the records still downloading, marks the finished ones,
// notifies, and hands them to the organiser.
type Watcher struct {
	DL     *Service
	Org    Organiser
	Notify Notifier
	Event  string // the notification type of a completed download
	Log    *slog.Logger
}

// Run is one round.
func (w *Watcher) Run(ctx context.Context) error {
	recs, err := w.DL.List(ctx, Filter{Status: ptr(StatusDownloading)}, 0, 100000)
	if err != nil {
		return err
	}
	groups := map[string][]Record{}
	for _, r := range recs {
		groups[r.Client] = append(groups[r.Client], r)
	}
	var firstErr error
	for name, list := range groups {
		c, ok := w.DL.Client(ctx, name)
		if !ok {
			continue // the client was removed from the settings: nothing to ask
		}
		hashes := make([]string, len(list))
		for i, r := range list {
			hashes[i] = r.Hash
		}
		live, err := w.DL.Torrents(ctx, c, hashes)
		if err != nil {
			w.log().Warn("downloads: watch", "client", name, "err", err)
			firstErr = cmp(firstErr, err)
			continue
		}
		byHash := map[string]Live{}
		for _, l := range live {
			byHash[l.Hash] = l
		}
		for _, r := range list {
			l, ok := byHash[r.Hash]
			switch {
			case !ok:
				w.DL.update(ctx, r.ID, "status = ?, description = ?", StatusDeleted, "下载器中已没有这个任务")
			case l.Done:
				var unfiled Unfiled
				if err := w.complete(ctx, r, l); errors.Is(err, library.ErrBusy) {
					return nil // the organiser is busy: the next round files it
				} else if err != nil && !errors.As(err, &unfiled) { // unfiled: the record says why
					firstErr = cmp(firstErr, err)
				}
			}
		}
	}
	return firstErr
}

func (w *Watcher) complete(ctx context.Context, r Record, l Live) error {
	if r.CompletedAt == "" {
		r.CompletedAt = w.DL.now().Format("2006-01-02 15:04:05")
		if err := w.DL.update(ctx, r.ID, "completed_at = ?", r.CompletedAt); err != nil {
			return err
		}
		if w.Notify != nil {
			title := firstNonEmpty(r.MovieName, r.Name)
			w.Notify.Send(ctx, w.Event, map[string]string{"title": title, "year": yearText(r.MovieYear),
				"save_path": firstNonEmpty(l.ContentPath, r.SavePath), "size": sizeText(l.Size)})
		}
	}
	// The site's subtitle often names the title in Chinese when the file
	// name does not.
	var also []string
	if r.MovieName != "" {
		also = []string{r.MovieName}
	}
	return w.DL.Organise(ctx, w.Org, r, l.ContentPath, "", library.Hint{Also: also})
}

// Unfiled: the download was not placed in the library; the record says
// why (未能识别 or the organiser's reason).
type Unfiled struct{ Reason string }

func (e Unfiled) Error() string { return e.Reason }

// Organise files record r's download (content path as the client sees
// it; "" = save path + torrent name) with hint into linkPath ("" = the
// media path's library folder), and keeps the outcome on the record:
// status 1 with the library path and the recognised title, or 3 when not
// recognised (Unfiled then, as for any other reason it was not placed).
func (s *Service) Organise(ctx context.Context, org Organiser, r Record, content, linkPath string, hint library.Hint) error {
	if content == "" {
		content = filepath.Join(r.SavePath, r.ContentName)
	}
	path := s.localPath(ctx, content)
	results, err := org.OrganiseDownload(ctx, path, linkPath, hint)
	if errors.Is(err, library.ErrBusy) {
		return err
	}
	if err != nil {
		return s.unfiled(ctx, r.ID, StatusDone, "", err.Error())
	}
	for _, res := range results {
		if !res.OK {
			continue
		}
		got, _ := org.RecognisedAs(ctx, res.Source)
		return s.update(ctx, r.ID, `status = ?, source_type = '', description = ?, link_path = ?,
			movie_name = ?, movie_year = ?, movie_type = ?, tmdb_id = ?, backdrop = ?`, StatusDone, got.Overview,
			res.Target, firstNonEmpty(got.Name, r.MovieName), yearOr(got.Year, r.MovieYear),
			firstNonEmpty(got.MediaType, r.MovieType), got.TMDBID, got.Backdrop)
	}
	reason := "没有可整理的文件"
	if len(results) > 0 {
		reason = results[0].Reason
	}
	if strings.HasPrefix(reason, "识别失败") {
		return s.unfiled(ctx, r.ID, StatusUnrecognised, "unknown", reason)
	}
	return s.unfiled(ctx, r.ID, StatusDone, "", reason)
}

func (s *Service) unfiled(ctx context.Context, id int64, status int, sourceType, reason string) error {
	if err := s.update(ctx, id, "status = ?, source_type = ?, description = ?", status, sourceType, reason); err != nil {
		return err
	}
	return Unfiled{reason}
}

// localPath maps a client's path to this machine's through the media
// paths (download_path as the client sees it, source_dir as we do).
func (s *Service) localPath(ctx context.Context, p string) string {
	paths, _ := settings.MediaPathSection.Load(ctx, s.store)
	for _, mp := range paths {
		dl := strings.TrimRight(mp.DownloadPath, "/")
		if dl == "" || mp.SourceDir == "" {
			continue
		}
		if p == dl || strings.HasPrefix(p, dl+"/") {
			return filepath.Join(mp.SourceDir, strings.TrimPrefix(p, dl))
		}
	}
	return p
}

func (s *Service) update(ctx context.Context, id int64, set string, args ...any) error {
	_, err := s.db.ExecContext(ctx, `UPDATE download_record SET `+set+` WHERE id = ?`, append(args, id)...)
	return err
}

func (w *Watcher) log() *slog.Logger {
	if w.Log != nil {
		return w.Log
	}
	return slog.Default()
}

func ptr[T any](v T) *T { return &v }

func cmp(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

func yearOr(a, b int) int {
	if a != 0 {
		return a
	}
	return b
}

func yearText(y int) string {
	if y == 0 {
		return ""
	}
	return strconv.Itoa(y)
}
