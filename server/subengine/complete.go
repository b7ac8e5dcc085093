package subengine

import (
	"context"
	"time"

	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/ranking"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// checkDone completes x when it has what it wanted: a movie once a
// download was organised; a season once it ended and no wanted episode
// is missing (everything filed); 洗版 once the rule's top quality is in
// the library (a download of it not filed, or still downloading, is not).
func (e *Engine) checkDone(ctx context.Context, x subscribe.Sub, strategy string, lg *runLog) error {
	se := e.seasonOf(ctx, x)
	h, err := e.held(ctx, x, strategy, se.Total, true)
	if err != nil {
		return err
	}
	done, msg := false, ""
	switch {
	case x.Status == subscribe.StatusReversion:
		done = !h.inFlight && h.topFiled >= ranking.TopQuality
		msg = "洗版完成：已有最高质量的版本"
	case x.Type != "TV":
		done, msg = h.strictOrg, "已下载并整理完成"
		if !h.ownFiled && h.elsewhere != "" { // nothing of its own: say where it came from
			msg = "《" + h.elsewhere + "》已入库"
		}
	default:
		// Filed episodes only: a pack at 0 % (or one left unrecognised)
		// completes nothing.
		done = !h.inFlight && (h.organised || h.inLibrary) && complete(se, max(x.StartEpisode, 1), h.filed, h.filedPack)
		msg = "全部剧集已下载并整理完成"
	}
	if !done {
		return nil
	}
	// x may be older than the row (a run's list, read before the organiser
	// completed it): completed once, announced once.
	if cur, err := e.o.Subs.ByID(ctx, x.ID); err != nil || cur.Status == subscribe.StatusCompleted {
		return nil
	}
	if err := e.o.Subs.SetStatus(ctx, x.ID, subscribe.StatusCompleted); err != nil {
		return err
	}
	lg.add("✔ %s，订阅完成", msg)
	err = e.o.Store.AddNotify(ctx, store.Notify{UID: x.UID, Title: "订阅完成", Message: title(x) + " " + msg,
		Icon: "Subscriptions", Type: "System"})
	e.push(ctx, x.UID, notify.SubscribeDone, map[string]string{"title": plainTitle(x), "year": yearText(x.ReleaseYear),
		"media_type": x.Type, "message": msg, "nickname": e.o.Store.Nickname(ctx, x.UID)})
	return err
}

// pushTimeout bounds one push; a slow channel must not hold up the engine.
const pushTimeout = 10 * time.Second

// push sends to the channels that want msgType and to uid's own targets
// (the notifier logs failures).
func (e *Engine) push(ctx context.Context, uid int64, msgType string, vars map[string]string) {
	if e.o.Push == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), pushTimeout)
	defer cancel()
	e.o.Push.SendTo(ctx, uid, msgType, vars)
}
