package subengine

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"time"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/events"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/subscribe"
)

// maxTries bounds how many candidates one run tries when sending fails.
const maxTries = 3

// choose sends the best of pool: for a movie (or 洗版) the top score; for
// a season whole packs first, then the missing episodes best first.
func (e *Engine) choose(ctx context.Context, x subscribe.Sub, pool []scored, st subState, lg *runLog) error {
	if len(pool) == 0 {
		lg.add("没有符合条件的种子")
		return nil
	}
	sort.SliceStable(pool, func(i, j int) bool {
		if x.Type == "TV" && pool[i].pack != pool[j].pack {
			return pool[i].pack
		}
		return pool[i].score.Total > pool[j].score.Total
	})
	if x.Type != "TV" || x.Status == subscribe.StatusReversion {
		tries := 0
		for _, s := range pool {
			if tries == maxTries || lg.late {
				break
			}
			if lg.siteDown(s) {
				continue
			}
			tries++
			if ok, err := e.send(ctx, x, s, st, "得分最高", lg); ok || err != nil {
				return err
			}
		}
		return nil
	}
	covered := map[int]bool{}
	tries := 0
	for _, s := range pool {
		var fresh []int
		for _, ep := range s.eps {
			if !covered[ep] {
				fresh = append(fresh, ep)
			}
		}
		if len(fresh) == 0 && !(s.pack && len(s.eps) == 0 && len(covered) == 0) || lg.siteDown(s) {
			continue
		}
		if tries++; tries > maxTries*4 || lg.late {
			break
		}
		why := "补齐第" + episodeText(fresh) + "集，同集中得分最高"
		if s.pack {
			why = "整季优先，得分最高"
		}
		ok, err := e.send(ctx, x, s, st, why, lg)
		if err != nil {
			return err
		}
		if ok {
			for _, ep := range s.eps {
				covered[ep] = true
			}
			if s.pack && len(s.eps) == 0 {
				break // a pack of unknown length: the season is taken
			}
		}
	}
	return nil
}

// send checks a download client exists, fetches the torrent, checks the blacklist and the sent list by
// info-hash, remembers it before submitting (a restart then finds it) and
// hands it to the download client. ok = it was sent.
func (e *Engine) send(ctx context.Context, x subscribe.Sub, s scored, st subState, why string, lg *runLog) (bool, error) {
	c := s.c
	savePath, err := e.savePath(ctx, x)
	if err != nil {
		return false, err
	}
	// No .torrent is fetched (a request of the site's budget) for a send
	// no client could take; the next candidate would fail the same way.
	if _, err := e.o.DL.ClientFor(ctx, c.T.SiteID); err != nil {
		lg.failed, lg.late = true, true
		lg.add("✗ %s — %s（未向站点请求种子文件）", c.label(), err.Error())
		return false, nil
	}
	// One deadline for this candidate's .torrent and client call.
	cctx, cancel := context.WithTimeout(ctx, e.deadline())
	defer cancel()
	found, data, err := e.o.Sites.TorrentFile(cctx, c.T.ID, c.T.SiteID)
	if err != nil {
		lg.failed = true
		lg.late = cctx.Err() != nil
		lg.add("✗ %s — 下载种子文件失败：%s", c.label(), e.why(cctx, err))
		if tf := (ptsites.TorrentFailed{}); errors.As(err, &tf) && tf.SiteDown {
			lg.markDown(c.T.SiteID)
		}
		return false, nil
	}
	t, err := bencode.ParseTorrent(data)
	if downloads.IsMagnet(data) { // a magnet-only site: the link goes through the outbox as is
		t, err = downloads.ParseMagnet(string(data))
	}
	if err != nil {
		lg.add("✗ %s — 站点返回的种子文件无效", c.label())
		return false, nil
	}
	if black, err := e.o.DL.Blacklisted(ctx, t.Hashes()...); err != nil {
		return false, err
	} else if black {
		lg.add("✗ %s — 在种子黑名单中", c.label())
		return false, nil
	}
	better := x.Status == subscribe.StatusReversion || st.replace
	v, err := e.holdings(ctx, x, s, t, found.Site, st, better)
	if err != nil {
		return false, err
	} else if v.Skip {
		lg.add("✗ %s — %s", c.label(), v.Reason)
		return false, nil
	}
	if fresh, err := e.recordIntent(ctx, x, s, t, found, savePath, data, better); err != nil {
		return false, err
	} else if !fresh {
		lg.add("✗ %s — 同一个种子已经为这个订阅下载过", c.label())
		return false, nil
	}
	if e.o.hook != nil {
		e.o.hook("before-submit")
	}
	sub, err := e.o.DL.Submit(cctx, downloads.Request{Site: found.Site, UserID: x.UID, Name: found.Name, Subject: found.Subject,
		DetailsURL: found.DetailsURL, SavePath: savePath, Torrent: data, BetterVersion: better,
		SubID: x.ID, SubType: downloads.SubTypeSubscribe, TMDBID: x.TMDBID, MinRatio: found.MinimumRatio, MinSeedTime: found.MinimumSeedTime})
	if err != nil {
		// The intent stays: Reconcile asks the client by hash and adopts
		// or sends it again after the back-off.
		// The client failed: the next candidate would fail the same way
		// and, once the client is back, download the title twice.
		lg.failed, lg.late = true, true
		lg.add("✗ %s — %s；发送意图已记下，%s后核对下载器并重试", c.label(), e.why(cctx, err), waitText(backoff(1)))
		e.emit(ctx, x, events.Event{Kind: events.SendFailed, Reason: c.T.Name + "：" + e.why(cctx, err),
			Refs: events.Refs{SiteID: found.Site}})
		return false, nil
	}
	if e.o.hook != nil {
		e.o.hook("after-submit")
	}
	if err := e.confirm(ctx, x.ID, c.key(), sub); err != nil {
		return true, err
	}
	lg.sent = true
	lg.add("⬇ 选择 %s（得分 %.1f，%s），已提交到下载器 %s，保存到 %s", c.label(), s.score.Total, why, sub.Client, savePath)
	e.retire(ctx, v, lg)
	e.announceSent(ctx, x, downloads.Started{RecordID: sub.RecordID, Site: found.Site, SiteName: c.T.SiteName, Name: c.T.Name,
		Size: int64(c.T.SizeMB * 1024 * 1024)})
	return true, nil
}

// recordIntent writes the send's intent before the client is called
// (outbox.go), so a restart finds it. fresh = false: this subscription
// already has this torrent, by either info-hash (a confirmed row keeps the
// client's: a hybrid's cut v2).
func (e *Engine) recordIntent(ctx context.Context, x subscribe.Sub, s scored, t bencode.Torrent, found ptsites.FoundTorrent,
	savePath string, data []byte, better bool) (fresh bool, err error) {
	c := s.c
	db := e.o.Store.DB()
	var dup int
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM subengine_sent WHERE sub_id = ? AND hash IN (?, ?)`,
		x.ID, t.InfoHash, otherHash(t)).Scan(&dup); err != nil {
		return false, err
	}
	res, err := db.ExecContext(ctx, `INSERT INTO subengine_sent(sub_id, torrent_key, hash, name, quality, episodes, created_at,
		provisional, site, subject, details_url, save_path, torrent, better, attempts, next_try, min_ratio, min_seed_time)
		VALUES (?,?,?,?,?,?,?,?, ?,?,?,?,?,?,1,?,?,?) ON CONFLICT DO NOTHING`, x.ID, c.key(), t.InfoHash, c.T.Name, s.score.Quality,
		downloads.JoinEpisodes(s.eps), e.stamp(), s.provisional, found.Site, found.Subject, found.DetailsURL, savePath, data, better,
		e.o.Now().Add(backoff(1)).Format(time.DateTime), found.MinimumRatio, found.MinimumSeedTime)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n > 0 && dup == 0, nil
}

// savePath is where the smart-download rules put a title from a 想看
// list, else the first download path set for the kind (电影 movie, 剧集
// tv), else the first one.
func (e *Engine) savePath(ctx context.Context, x subscribe.Sub) (string, error) {
	if p, ok, err := e.wish(ctx, x); err != nil {
		return "", fmt.Errorf("豆瓣想看的下载保存规则：%w", err)
	} else if ok && p.Path != "" {
		return p.Path, nil
	}
	mediaType := x.Type
	paths, err := settings.MediaPathSection.Load(ctx, e.o.Store)
	if err != nil {
		return "", err
	}
	want := map[string]string{"Movie": "movie", "TV": "tv"}[mediaType]
	for _, p := range paths {
		if p.Type == want {
			return p.DownloadPath, nil
		}
	}
	if len(paths) > 0 {
		return paths[0].DownloadPath, nil
	}
	return "", fmt.Errorf("还没有设置下载保存路径：请先在设置的媒体路径中添加")
}

func yearText(y int) string {
	if y == 0 {
		return ""
	}
	return strconv.Itoa(y)
}

// why is err as the log shows it; a candidate out of time says so.
func (e *Engine) why(cctx context.Context, err error) string {
	if cctx.Err() != nil {
		return fmt.Sprintf("超过 %d 秒没有完成，跳过（下次运行再试）", int(e.deadline().Seconds()))
	}
	return err.Error()
}

// otherHash is a hybrid torrent's id besides InfoHash (the cut v2 hash a
// client may list it by); a v1-only torrent has none, and InfoHash stands in.
func otherHash(t bencode.Torrent) string {
	if hs := t.Hashes(); len(hs) > 1 {
		return hs[1]
	}
	return t.InfoHash
}
