package customsub

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"github.com/movie-robot/web-console/server/store"
)

// The run_custom_sub queue lives in SQLite (custom_sub_queue), so a run
// asked for just before a restart still happens after it, and the list
// keeps saying 运行中 until it has. A request leaves the queue only once
// its run ended; one cut short by a stop runs again (a torrent already
// taken is not sent twice: the records' unique key).

// enqueue keeps a checked request for the job; false when the
// subscription is already queued.
func (s *Service) enqueue(ctx context.Context, m manualRun) (bool, error) {
	cates, _ := json.Marshal(m.cates)
	res, err := s.db.ExecContext(ctx, `INSERT INTO custom_sub_queue(sub_id, uid, search_type, keyword, cates, pages, created_at)
		VALUES (?,?,?,?,?,?,?) ON CONFLICT(sub_id) DO NOTHING`,
		m.subID, m.uid, m.searchType, m.keyword, string(cates), m.pages, s.now().Format(stamp))
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// nextQueued answers the oldest queued request and its queue id (0 when
// the queue is empty).
func (s *Service) nextQueued(ctx context.Context) (int64, manualRun, error) {
	var qid int64
	var m manualRun
	var cates string
	err := s.db.QueryRowContext(ctx, `SELECT id, sub_id, uid, search_type, keyword, cates, pages FROM custom_sub_queue
		ORDER BY id LIMIT 1`).Scan(&qid, &m.subID, &m.uid, &m.searchType, &m.keyword, &cates, &m.pages)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, m, nil
	}
	json.Unmarshal([]byte(cates), &m.cates)
	return qid, m, err
}

func (s *Service) dequeue(ctx context.Context, qid int64) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM custom_sub_queue WHERE id = ?`, qid)
	return err
}

// runQueue is the job's first part: the queued requests, oldest first.
func (s *Service) runQueue(ctx context.Context) error {
	for {
		qid, m, err := s.nextQueued(ctx)
		if err != nil || qid == 0 {
			return err
		}
		if !s.start(m.subID) {
			return nil // Execute runs it right now: the next round takes the request
		}
		s.runQueued(ctx, m)
		if ctx.Err() != nil {
			return ctx.Err() // cut short: stays queued for the next start
		}
		if err := s.dequeue(ctx, qid); err != nil {
			return err
		}
	}
}

// queuedIDs are the subscriptions waiting in the queue or run from it now.
func (s *Service) queuedIDs(ctx context.Context) (map[int64]bool, error) {
	return store.Set[int64](ctx, s.db, `SELECT sub_id FROM custom_sub_queue`)
}
