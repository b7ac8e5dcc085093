package subengine

import (
	"context"
	"fmt"
	"time"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// The outbox: a send's intent (subscription, torrent, info-hash, save
// path and the .torrent itself) is a subengine_sent row with record_id 0
// written before the client is called. Only the client's answer (or the
// hash found in its list) turns it into a record; until then reconcile
// asks the client by info-hash: it adopts a torrent the client has (the
// answer was lost: a kill, a time-out) and sends again one it lacks, with
// back-off, each attempt a 全息日志 line of its own.

// sendDeadline bounds one candidate's .torrent fetch and client call, so
// a slow site or client holds neither the subscription nor the job.
const sendDeadline = 30 * time.Second

// maxBackoff caps the wait between attempts for one subscription.
const maxBackoff = 6 * time.Hour

// backoff is the wait after the n-th failed attempt: 10 min, doubling.
func backoff(n int) time.Duration {
	d := newRetry
	for i := 1; i < n && d < maxBackoff; i++ {
		d *= 2
	}
	return min(d, maxBackoff)
}

func (e *Engine) deadline() time.Duration {
	if e.o.SendDeadline > 0 {
		return e.o.SendDeadline
	}
	return sendDeadline
}

// pending is one outbox row.
type pending struct {
	subID               int64
	key, hash, name     string
	site, subject, link string
	save                string
	torrent             []byte
	better              bool
	attempts            int
	minRatio            float64
	minSeedTime         int
}

// Reconcile settles every intent that is due: it runs before each
// engine job (the first one after a start, too).
func (e *Engine) Reconcile(ctx context.Context) error {
	due, err := e.intents(ctx, `next_try <= ?`, e.stamp())
	if err != nil {
		return err
	}
	for _, p := range due {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		x, err := e.o.Subs.ByID(ctx, p.subID)
		if err != nil {
			continue // deleted: the trigger takes its rows
		}
		if !e.lock(x.ID) {
			continue
		}
		e.settle(ctx, x, p)
		e.unlock(x.ID)
	}
	return nil
}

const intentsSelect = `SELECT sub_id, torrent_key, hash, name, site, subject, details_url,
	save_path, torrent, better, attempts, min_ratio, min_seed_time FROM subengine_sent
	WHERE record_id = 0 AND length(torrent) > 0 AND `

// intents lists the unconfirmed outbox rows that also meet cond, oldest first.
func (e *Engine) intents(ctx context.Context, cond string, args ...any) ([]pending, error) {
	return store.Rows(ctx, e.o.Store.DB(), func(p *pending) []any {
		return []any{&p.subID, &p.key, &p.hash, &p.name, &p.site, &p.subject, &p.link, &p.save, &p.torrent,
			&p.better, &p.attempts, &p.minRatio, &p.minSeedTime}
	}, intentsSelect+cond+` ORDER BY created_at`, args...)
}

// settle adopts or re-sends one intent and writes what it did; it answers
// the client's refusal, if any.
func (e *Engine) settle(ctx context.Context, x subscribe.Sub, p pending) (err error) {
	lg := &runLog{}
	lg.add("【发送核对】%s", title(x))
	cctx, cancel := context.WithTimeout(ctx, e.deadline())
	defer cancel()
	has, herr := e.o.DL.Has(cctx, p.site, p.hashes()...)
	switch {
	case herr != nil:
		lg.add("↻ %s — 无法询问下载器（%s），重试提交（第%d次）", p.name, herr.Error(), p.attempts+1)
	case has:
		lg.add("↺ %s — 下载器中已有这个种子（上次提交的应答丢失），补建下载记录", p.name)
	default:
		lg.add("↻ %s — 下载器中没有这个种子（上次提交没有完成），重试提交（第%d次）", p.name, p.attempts+1)
	}
	sub, err := e.o.DL.Submit(cctx, downloads.Request{Site: p.site, UserID: x.UID, Name: p.name, Subject: p.subject,
		DetailsURL: p.link, SavePath: p.save, Torrent: p.torrent, BetterVersion: p.better,
		SubID: x.ID, SubType: downloads.SubTypeSubscribe, TMDBID: x.TMDBID, MinRatio: p.minRatio, MinSeedTime: p.minSeedTime})
	db := e.o.Store.DB()
	if err != nil {
		wait := backoff(p.attempts + 1)
		store.Note(ctx, db, "a send's next try", `UPDATE subengine_sent SET attempts = attempts + 1, next_try = ? WHERE sub_id = ? AND torrent_key = ?`,
			e.o.Now().Add(wait).Format(time.DateTime), x.ID, p.key)
		lg.add("✗ 仍未成功：%s；%s后再试", err.Error(), waitText(wait))
	} else {
		lg.add("⬇ 已确认：%s 在下载器 %s 中，保存到 %s", p.name, sub.Client, p.save)
		// Announced once: a row that could not be marked confirmed is
		// settled again, and announced then.
		if cerr := e.confirm(ctx, x.ID, p.key, sub); cerr != nil {
			e.o.Log.Warn("subengine: outbox confirm", "sub", x.ID, "err", cerr)
		} else {
			var size int64
			if t, perr := bencode.ParseTorrent(p.torrent); perr == nil {
				size = t.Size
			}
			e.announceSent(ctx, x, downloads.Started{RecordID: sub.RecordID, Site: p.site, SiteName: e.siteLabel(ctx, p.site), Name: p.name, Size: size})
		}
	}
	if lerr := e.o.Subs.AddLog(ctx, x.ID, lg.String()); lerr != nil {
		e.o.Log.Warn("subengine: outbox log", "sub", x.ID, "err", lerr)
	}
	return err
}

// confirm turns an intent into its record (a search still due runs next
// time and finds it held). The row takes the hash the client answered, as
// the record does: for a hybrid torrent qBittorrent's id is the cut v2
// hash, not the v1 the intent was written with, and the holdings check
// matches rows to records by it.
func (e *Engine) confirm(ctx context.Context, subID int64, key string, sub downloads.Submitted) error {
	_, err := e.o.Store.DB().ExecContext(ctx, `UPDATE subengine_sent SET record_id = ?, torrent = NULL,
		hash = CASE WHEN ? <> '' THEN ? ELSE hash END WHERE sub_id = ? AND torrent_key = ?`,
		sub.RecordID, sub.Hash, sub.Hash, subID, key)
	return err
}

// hashes are the ids a client may list the intent's torrent by (the
// stored hash, and a hybrid's other one).
func (p pending) hashes() []string {
	out := []string{p.hash}
	t, err := bencode.ParseTorrent(p.torrent)
	if downloads.IsMagnet(p.torrent) {
		t, err = downloads.ParseMagnet(string(p.torrent))
	}
	if err == nil {
		for _, h := range t.Hashes() {
			if h != p.hash {
				out = append(out, h)
			}
		}
	}
	return out
}

// failed keeps subscription x due, after a back-off that grows with each
// failed search.
func (e *Engine) failed(ctx context.Context, x subscribe.Sub, lg *runLog) {
	var n int
	e.o.Store.DB().QueryRowContext(ctx, `SELECT fails FROM subengine_state WHERE sub_id = ?`, x.ID).Scan(&n)
	wait := backoff(n + 1)
	store.Note(ctx, e.o.Store.DB(), "a subscription's next try", `INSERT INTO subengine_state(sub_id, fails, retry_at) VALUES (?, 1, ?)
		ON CONFLICT(sub_id) DO UPDATE SET fails = fails + 1, retry_at = excluded.retry_at`,
		x.ID, e.o.Now().Add(wait).Format(time.DateTime))
	lg.add("没有种子被下载器确认接收：订阅仍待搜索，%s后重试", waitText(wait))
}

func waitText(d time.Duration) string {
	if d >= time.Hour {
		return fmt.Sprintf("%d 小时", int(d.Hours()))
	}
	return fmt.Sprintf("%d 分钟", int(d.Minutes()))
}
