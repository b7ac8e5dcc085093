package subengine

import (
	"context"
	"errors"
	"github.com/movie-robot/web-console/server/store"
)

// The activity screen's side of the outbox: what waits to be sent again,
// and 重试, which settles a subscription's intents now instead of after
// their back-off (the same settle Reconcile runs: the client is asked by
// info-hash first, so a torrent it already has is adopted, not re-sent).

// Waiting is one intent the client has not confirmed yet.
type Waiting struct {
	SubID    int64  `json:"sub_id"`
	UID      int64  `json:"uid"`
	Name     string `json:"name"`
	Site     string `json:"site"`
	Attempts int    `json:"attempts"`
	NextTry  string `json:"next_try"`
}

// Outbox lists the intents not confirmed yet, oldest first.
func (e *Engine) Outbox(ctx context.Context) ([]Waiting, error) {
	out, err := store.Rows(ctx, e.o.Store.DB(), func(w *Waiting) []any { return []any{&w.SubID, &w.Name, &w.Site, &w.Attempts, &w.NextTry} },
		`SELECT sub_id, name, site, attempts, next_try FROM subengine_sent
		WHERE record_id = 0 AND length(torrent) > 0 ORDER BY created_at`)
	if err != nil {
		return nil, err
	}
	for i := range out {
		if x, err := e.o.Subs.ByID(ctx, out[i].SubID); err == nil {
			out[i].UID = x.UID
		}
	}
	return out, nil
}

// ErrNothingToResend: the subscription has no unconfirmed intent (it was
// sent meanwhile, or its subscription is gone).
var ErrNothingToResend = errors.New("这个订阅没有等待重新发送的种子：可能已经发送成功")

// ResendNow settles subscription subID's unconfirmed intents at once,
// whatever their back-off, and answers the first refusal of the client
// (settle then moves the next try on, as Reconcile would).
func (e *Engine) ResendNow(ctx context.Context, subID int64) error {
	x, err := e.o.Subs.ByID(ctx, subID)
	if err != nil {
		return ErrNothingToResend
	}
	due, err := e.intents(ctx, `sub_id = ?`, subID)
	if err != nil {
		return err
	}
	if len(due) == 0 {
		return ErrNothingToResend
	}
	if !e.lock(x.ID) {
		return errors.New("这个订阅正在搜索或发送中，请稍后再试")
	}
	defer e.unlock(x.ID)
	var first error
	for _, p := range due {
		if err := e.settle(ctx, x, p); err != nil && first == nil {
			first = err
		}
	}
	return first
}
