package downloads

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/release"
)

// Publisher takes the downloads' events; *events.Bus is the real one.
type Publisher interface {
	Publish(ctx context.Context, e events.Event)
}

// UseEvents makes the service publish its records' events to p.
func (s *Service) UseEvents(p Publisher) { s.events.Store(&p) }

// UseParser makes the service read release names with p (the program's
// one, under the 自定义识别词).
func (s *Service) UseParser(p *release.Parser) { s.parser.Store(p) }

// names is the parser in use (nil reads without rules).
func (s *Service) names() *release.Parser { return s.parser.Load() }

// publish sends e when events are wired.
func (s *Service) publish(ctx context.Context, e events.Event) {
	if p := s.events.Load(); p != nil {
		(*p).Publish(ctx, e)
	}
}

// Publishing tells whether events are wired.
func (s *Service) Publishing() bool { return s.events.Load() != nil }

// recordLink is the console route of record id (the list, narrowed to it
// by the card's anchor). The list shows 未能识别 unless asked to hide
// them, so no filter is needed to reach one.
func recordLink(r Record) string {
	return "/download/record#record-" + strconv.FormatInt(r.ID, 10)
}

// recordEvent is an event about record r.
func recordEvent(kind events.Kind, r Record, reason string) events.Event {
	return events.Event{Kind: kind, UID: r.UserID, Title: firstNonEmpty(r.MovieName, r.Name), Reason: reason,
		Link: recordLink(r), Refs: events.Refs{RecordID: r.ID, SubID: r.SubID, SiteID: r.Site}}
}

// OrganiseAndPublish is Organise told to the stream, for the watcher and
// for a user's 重新识别 alike: 已整理入库 with the library path, or
// 未能识别 / 整理失败 with the reason (a busy organiser is no event: it
// is tried again).
func (s *Service) OrganiseAndPublish(ctx context.Context, org Organiser, r Record, content, linkPath string, hint library.Hint) error {
	if err := s.Organise(ctx, org, r, content, linkPath, hint); err != nil {
		if !stillWaiting(r, err) {
			s.publishUnfiled(ctx, r, err)
		}
		return err
	}
	if got, err := s.Get(ctx, r.ID); err == nil {
		s.publish(ctx, recordEvent(events.Filed, got, got.LinkPath))
	}
	return nil
}

// stillWaiting: record r already waits for disk space for the reason err
// gives. The watcher tries it again every round while the disk is full;
// the user and the log were told once, not every 30 s.
func stillWaiting(r Record, err error) bool {
	var u Unfiled
	return errors.As(err, &u) && r.Status == StatusDownloading && r.Desc == u.Reason &&
		strings.HasPrefix(u.Reason, library.DiskFull)
}

// milestones are the progress marks (in %) worth a message.
var milestones = []int{25, 50, 75}

// milestone publishes the highest mark record r passed since the last one
// published. The mark is kept on the record (column milestone), raised by
// one conditional update, so a restart, or the watcher and the live feed
// seeing the same progress at once, never announces a mark twice.
func (s *Service) milestone(ctx context.Context, r Record, progress float64) {
	pct := int(progress * 100)
	passed := 0
	for _, m := range milestones {
		if pct >= m {
			passed = m
		}
	}
	if passed == 0 || pct >= 100 {
		return
	}
	res, err := s.db.ExecContext(ctx, `UPDATE download_record SET milestone = ? WHERE id = ? AND milestone < ?`, passed, r.ID, passed)
	if err != nil {
		return
	}
	if n, _ := res.RowsAffected(); n == 1 {
		s.publish(ctx, recordEvent(events.Progress, r, "已下载 "+strconv.Itoa(passed)+"%"))
	}
}
