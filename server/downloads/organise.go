package downloads

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"strings"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// Unfiled: the download was not placed in the library; the record says
// why (未能识别 or the organiser's reason).
type Unfiled struct {
	Reason string
	// Unrecognised: identification failed (status 未能识别).
	Unrecognised bool
}

func (e Unfiled) Error() string { return e.Reason }

// Organise files record r's download (content path as the client sees
// it; "" = save path + torrent name) with hint into linkPath ("" = the
// media path's library folder), and keeps the outcome on the record:
// status 1 with the library path and the recognised title, or 3 when not
// recognised (Unfiled then, as for any other reason it was not placed).
// A better version (洗版) then replaces the older versions in the library.
func (s *Service) Organise(ctx context.Context, org Organiser, r Record, content, linkPath string, hint library.Hint) error {
	hint.Replace = r.BetterVersion
	s.organising.Store(r.ID, r)
	defer s.organising.Delete(r.ID)
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
		r.MovieType, r.TMDBID = firstNonEmpty(got.MediaType, r.MovieType), got.TMDBID
		if err := s.update(ctx, r.ID, `status = ?, source_type = '', description = ?, link_path = ?,
			movie_name = ?, movie_year = ?, movie_type = ?, tmdb_id = ?, backdrop = ?`, StatusDone, got.Overview,
			res.Target, firstNonEmpty(got.Name, r.MovieName), yearOr(got.Year, r.MovieYear),
			r.MovieType, r.TMDBID, got.Backdrop); err != nil || !r.BetterVersion {
			return err
		}
		// The better version is filed whatever happens to the older ones.
		if err := s.replaceOlder(ctx, org, r, results); err != nil {
			slog.Warn("downloads: 洗版", "record", r.ID, "err", err)
		}
		return nil
	}
	reason := "没有可整理的文件"
	if len(results) > 0 {
		reason = results[0].Reason
	}
	if strings.HasPrefix(reason, library.DiskFull) {
		// Nothing was placed: the record stays a download, and the next
		// round of the watcher files it again.
		return s.unfiled(ctx, r.ID, StatusDownloading, "", reason)
	}
	if strings.HasPrefix(reason, "识别失败") {
		return s.unfiled(ctx, r.ID, StatusUnrecognised, "unknown", reason)
	}
	return s.unfiled(ctx, r.ID, StatusDone, "", reason)
}

// Organising lists the records being filed at this moment.
func (s *Service) Organising() []Record {
	var out []Record
	s.organising.Range(func(_, v any) bool {
		out = append(out, v.(Record))
		return true
	})
	return out
}

func (s *Service) unfiled(ctx context.Context, id int64, status int, sourceType, reason string) error {
	if err := s.update(ctx, id, "status = ?, source_type = ?, description = ?", status, sourceType, reason); err != nil {
		return err
	}
	return Unfiled{Reason: reason, Unrecognised: status == StatusUnrecognised}
}

// publishUnfiled tells the stream why record r was not filed: 未能识别
// or the organiser's reason (a busy organiser is no failure: it retries).
func (s *Service) publishUnfiled(ctx context.Context, r Record, err error) {
	var u Unfiled
	if !errors.As(err, &u) {
		return
	}
	kind := events.OrganiseFailed
	if u.Unrecognised {
		kind, r.Status = events.IdentifyFailed, StatusUnrecognised
	}
	s.publish(ctx, recordEvent(kind, r, u.Reason))
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

// note is update for what the work does not wait on: a failure is logged.
func (s *Service) note(ctx context.Context, what string, id int64, set string, args ...any) {
	store.Note(ctx, s.db, what, `UPDATE download_record SET `+set+` WHERE id = ?`, append(args, id)...)
}
