package traffic

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// managed is a row of this feature's own table still in its care.
type managed struct {
	ID                    int64
	Site, Name, Hash      string
	Client, State         string
	FreeUntil, LastActive string
	SizeMB, MinRatio      float64
	// Asked: a removal's intent — the reason written before the client
	// was told to delete it; "" while none was asked.
	Asked string
	Alt   string // the other hash the client may list it by ("" = none)
}

// prune reconciles the rows with the client and removes (with the data)
// the torrents whose free period ended unfinished, that idled too long, or
// whose seeding goal is met. Only hashes of its own rows are asked about.
func (e *Engine) prune(ctx context.Context, c settings.DownloadClientEntry, lg *runLog) error {
	rows, err := e.managedRows(ctx)
	if err != nil || len(rows) == 0 {
		return err
	}
	// Rows of another client (the default changed) wait until it is the
	// default again: asking this one would take them for gone.
	rows = slices.DeleteFunc(rows, func(m managed) bool { return m.Client != c.Name })
	hashes := make([]string, 0, len(rows))
	for _, m := range rows {
		hashes = append(hashes, m.Hash)
		if m.Alt != "" && m.State == stateAdding {
			hashes = append(hashes, m.Alt)
		}
	}
	if len(hashes) == 0 {
		return nil
	}
	live, err := e.o.DL.Torrents(ctx, c, hashes)
	if err != nil {
		return fmt.Errorf("读取下载器%s的种子失败：%w", c.Name, err)
	}
	byHash := map[string]downloads.Live{}
	for _, l := range live {
		byHash[l.Hash] = l
	}
	for _, m := range rows {
		l, there := byHash[m.Hash]
		if !there && m.Alt != "" && m.State == stateAdding {
			// Added, the answer lost, and listed by its other id: adopt it
			// under that one.
			if l, there = byHash[m.Alt]; there {
				m.Hash = m.Alt
				store.Note(ctx, e.o.Store.DB(), "a traffic torrent's hash", `UPDATE traffic_torrent SET hash = ? WHERE id = ?`, m.Hash, m.ID)
			}
		}
		e.prune1(ctx, c, m, l, there, lg)
	}
	return nil
}

func (e *Engine) prune1(ctx context.Context, c settings.DownloadClientEntry, m managed, l downloads.Live, there bool, lg *runLog) {
	now := e.o.Now()
	db := e.o.Store.DB()
	if !there {
		why := "下载器中已没有这个种子"
		switch {
		case m.Asked != "": // deleted, the answer lost (a kill, a time-out): done, for its reason
			e.finish(ctx, m, stateRemoved, m.Asked, lg)
			return
		case m.State == stateAdding:
			why = "提交到下载器时中断"
		}
		e.finish(ctx, m, stateReleased, why, lg)
		return
	}
	if m.Asked != "" { // the delete was asked and did not happen: ask again
		e.remove(ctx, c, m, m.Asked, lg)
		return
	}
	if m.State == stateAdding {
		store.Note(ctx, db, "a traffic torrent's state", `UPDATE traffic_torrent SET state = ? WHERE id = ?`, stateActive, m.ID)
	}
	// The library's: a download record holds it (the user or a
	// subscription asked for it, and the organiser may have filed it).
	if rec, err := e.o.DL.Recorded(ctx, m.Hash); err != nil || rec {
		if rec {
			e.finish(ctx, m, stateReleased, "已有下载记录（属于媒体库），不再管理也不删除", lg)
		}
		return
	}
	lastActive := m.LastActive
	if l.DlSpeed > 0 || l.UpSpeed > 0 {
		lastActive = now.Format(stamp)
	}
	downloaded := int64(float64(l.Size) * l.Progress)
	store.Note(ctx, db, "a traffic torrent's transfer figures", `UPDATE traffic_torrent SET uploaded = ?, downloaded = ?, progress = ?, ratio = ?, last_active_at = ?
		WHERE id = ?`, l.Uploaded, downloaded, l.Progress, l.Ratio, lastActive, m.ID)
	why := e.removeReason(m, l, lastActive, now)
	if why == "" {
		return
	}
	e.remove(ctx, c, m, why, lg)
}

// remove writes the removal's intent (its reason), then tells the client.
// A lost answer is settled by the next round: the torrent gone is removed
// for that reason, one still there is deleted again (by hash: idempotent).
func (e *Engine) remove(ctx context.Context, c settings.DownloadClientEntry, m managed, why string, lg *runLog) {
	if _, err := e.o.Store.DB().ExecContext(ctx, `UPDATE traffic_torrent SET remove_reason = ? WHERE id = ?`, why, m.ID); err != nil {
		lg.add("删除 %s 失败：%s", m.Name, err.Error())
		return
	}
	if err := e.o.DL.Remove(ctx, c, m.Hash, true); err != nil {
		lg.add("删除 %s 失败：%s（下次核对下载器后重试）", m.Name, err.Error())
		return
	}
	e.finish(ctx, m, stateRemoved, why, lg)
}

// removeReason says why the torrent goes now, or "" to keep it.
func (e *Engine) removeReason(m managed, l downloads.Live, lastActive string, now time.Time) string {
	if !l.Done && m.FreeUntil != "" {
		if until, err := time.ParseInLocation(stamp, m.FreeUntil, time.Local); err == nil && !now.Before(until) {
			return fmt.Sprintf("免费期已于 %s 结束，仍未下载完成（%.0f%%）", m.FreeUntil, l.Progress*100)
		}
	}
	if l.Done {
		goal := max(e.o.SeedRatio, m.MinRatio)
		if l.Ratio >= goal {
			return fmt.Sprintf("已达到做种目标：分享率 %.2f ≥ %.2f", l.Ratio, goal)
		}
		if seed := time.Duration(l.SeedingTime) * time.Second; seed >= e.o.SeedTime && l.Ratio >= m.MinRatio {
			return fmt.Sprintf("已达到做种目标：做种 %s ≥ %s", seed.Round(time.Second), e.o.SeedTime)
		}
	}
	if l.Done && l.Ratio < m.MinRatio {
		return "" // H&R: the site's minimum ratio binds, idle or not
	}
	if at, err := time.ParseInLocation(stamp, lastActive, time.Local); err == nil && now.Sub(at) >= e.o.IdleLimit {
		return fmt.Sprintf("已闲置 %s（无上传也无下载，上限 %s）", now.Sub(at).Round(time.Minute), e.o.IdleLimit)
	}
	return ""
}

func (e *Engine) finish(ctx context.Context, m managed, state, why string, lg *runLog) {
	store.Note(ctx, e.o.Store.DB(), "a traffic torrent's end", `UPDATE traffic_torrent SET state = ?, removed_at = ?, remove_reason = ? WHERE id = ?`,
		state, e.o.Now().Format(stamp), why, m.ID)
	if state == stateRemoved {
		lg.add("删除 %s（连同数据）：%s", m.Name, why)
	} else {
		lg.add("不再管理 %s：%s", m.Name, why)
	}
}

func (e *Engine) managedRows(ctx context.Context) ([]managed, error) {
	rs, err := e.o.Store.DB().QueryContext(ctx, `SELECT id, site, name, hash, client, state, free_until, last_active_at,
		size_mb, min_ratio, remove_reason, alt_hash FROM traffic_torrent WHERE state IN (?, ?) ORDER BY id`, stateActive, stateAdding)
	if err != nil {
		return nil, err
	}
	defer rs.Close()
	var out []managed
	for rs.Next() {
		var m managed
		if err := rs.Scan(&m.ID, &m.Site, &m.Name, &m.Hash, &m.Client, &m.State, &m.FreeUntil, &m.LastActive,
			&m.SizeMB, &m.MinRatio, &m.Asked, &m.Alt); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rs.Err()
}
