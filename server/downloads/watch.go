package downloads

import (
	"context"
	"errors"
	"log/slog"
	"strconv"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/textreplace"
)

// Organiser files finished downloads; *library.Service is the real one.
type Organiser interface {
	OrganiseDownload(ctx context.Context, path, linkPath string, hint library.Hint) ([]library.Result, error)
	RecognisedAs(ctx context.Context, path string) (library.Recognised, bool)
	// RemoveVersions takes older versions out of the library (洗版).
	RemoveVersions(ctx context.Context, old []library.Version, keep []string) []error
}

// Notifier sends a notification about user uid (to the channels and to
// the user's own targets); *notify.Notifier is the real one.
type Notifier interface {
	SendTo(ctx context.Context, uid int64, msgType string, vars map[string]string) error
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
	// Filed hears of each download the organiser filed (the subscription
	// engine completes its subscription at once); nil: nobody listens.
	Filed func(ctx context.Context, r Record)
	// FileRenames answers the file-name rules of the download's custom
	// subscription (替换下载后文件名), which the organiser applies to the
	// names it files the download under; nil: none.
	FileRenames func(ctx context.Context, r Record) []textreplace.Rule
	// Foreign tells whether another feature owns a torrent of these hashes
	// (the traffic manager's 刷流 torrents have no record and are not to
	// be filed), so 监控所有种子 leaves it alone; nil: none does.
	Foreign func(ctx context.Context, hashes ...string) bool
}

// Run is one round.
func (w *Watcher) Run(ctx context.Context) error {
	// Torrents added to a 监控所有种子 client outside the app get their
	// record first, so this round already watches them.
	adoptErr := w.adopt(ctx)
	recs, err := w.DL.List(ctx, Filter{Status: ptr(StatusDownloading)}, 0, 100000)
	if err != nil {
		return err
	}
	groups := map[string][]Record{}
	for _, r := range recs {
		groups[r.Client] = append(groups[r.Client], r)
	}
	// Media server refreshes a failure left owed are asked again here.
	if r, ok := w.Org.(interface{ RetryRefreshes(context.Context) error }); ok {
		if err := r.RetryRefreshes(ctx); err != nil {
			w.log().Warn("downloads: media server refresh retry", "err", err)
		}
	}
	firstErr := adoptErr
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
				w.DL.note(ctx, "a record whose torrent left the client", r.ID, "status = ?, description = ?", StatusDeleted, "下载器中已没有这个任务")
			case !l.Done:
				w.DL.milestone(ctx, r, l.Progress)
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
	if errors.Is(firstErr, ErrUnreachable) {
		// The health check tells the admins 服务不可用 for this client.
		return scheduler.Told(firstErr)
	}
	return firstErr
}

func (w *Watcher) complete(ctx context.Context, r Record, l Live) error {
	if r.CompletedAt == "" {
		r.CompletedAt = w.DL.now().Format("2006-01-02 15:04:05")
		if err := w.DL.update(ctx, r.ID, "completed_at = ?", r.CompletedAt); err != nil {
			return err
		}
		title := firstNonEmpty(r.MovieName, r.Name)
		vars := map[string]string{"title": title, "year": yearText(r.MovieYear),
			"save_path": firstNonEmpty(l.ContentPath, r.SavePath), "size": sizeText(l.Size), "nickname": w.DL.store.Nickname(ctx, r.UserID)}
		if w.DL.Publishing() {
			// The stream pushes it once, with a message and a log line.
			e := recordEvent(events.Completed, r, "保存位置："+vars["save_path"])
			if w.Event != "" {
				e.Push = &events.Push{Type: w.Event, Vars: vars}
			}
			w.DL.publish(ctx, e)
		} else if w.Notify != nil {
			w.Notify.SendTo(ctx, r.UserID, w.Event, vars)
		}
	}
	// The site's subtitle often names the title in Chinese when the file
	// name does not.
	var also []string
	if r.MovieName != "" {
		also = []string{r.MovieName}
	}
	hint := library.Hint{Also: also}
	if w.FileRenames != nil {
		hint.FileRenames = w.FileRenames(ctx, r)
	}
	if err := w.DL.OrganiseAndPublish(ctx, w.Org, r, l.ContentPath, "", hint); err != nil {
		return err
	}
	if w.Filed != nil {
		w.Filed(ctx, r)
	}
	return nil
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
