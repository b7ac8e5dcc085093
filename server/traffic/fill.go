package traffic

import (
	"cmp"
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// candidate is a free row worth adding, with why.
type candidate struct {
	T         ptsites.Torrent
	FreeUntil time.Time // zero: no end known
	Score     float64
}

// fill adds the most promising free torrents while the active limit and
// the disk reserve allow.
func (e *Engine) fill(ctx context.Context, c settings.DownloadClientEntry, cfg settings.FreeDownloadSetting, lg *runLog) error {
	active, err := e.countActive(ctx)
	if err != nil {
		return err
	}
	if cfg.MaximumActiveTorrent > 0 && active >= cfg.MaximumActiveTorrent {
		lg.add("已达到最大活跃刷流种子数 %d，本轮不添加种子", cfg.MaximumActiveTorrent)
		return nil
	}
	res, err := e.o.Sites.LatestTraffic(ctx)
	if err != nil {
		return err
	}
	if len(res) == 0 {
		lg.add("没有开启流量管理的站点")
		return nil
	}
	var cands []candidate
	for _, s := range res {
		if s.Err != "" {
			lg.add("站点 %s：读取失败，%s", s.Name, s.Err)
			continue
		}
		got := e.candidates(ctx, s.Torrents, cfg.AcceptHR)
		lg.add("站点 %s：%d 条结果，其中 %d 个可刷流的免费种子", s.Name, len(s.Torrents), len(got))
		cands = append(cands, got...)
	}
	sort.SliceStable(cands, func(i, j int) bool { return better(cands[i], cands[j]) })
	free, err := e.o.DiskFree(cfg.SavePath)
	if err != nil {
		lg.add("无法读取下载保存路径 %s 的磁盘空间：%s", cfg.SavePath, err.Error())
		return nil
	}
	reserve := uint64(cfg.AvailableSpace) << 30
	for _, x := range cands {
		if cfg.MaximumActiveTorrent > 0 && active >= cfg.MaximumActiveTorrent {
			lg.add("已达到最大活跃刷流种子数 %d，停止添加", cfg.MaximumActiveTorrent)
			break
		}
		size := uint64(x.T.SizeMB * (1 << 20))
		if free < reserve+size {
			lg.add("跳过 %s：添加后磁盘可用空间将低于 %d GB（剩余 %.1f GB）", x.T.Name, cfg.AvailableSpace, float64(free)/(1<<30))
			continue
		}
		if err := e.add(ctx, c, cfg, x, lg); err != nil {
			lg.add("添加 %s 失败：%s", x.T.Name, err.Error())
			continue
		}
		free -= size
		active++
	}
	return nil
}

// candidates are the rows of one site worth brushing: free to download,
// not H&R unless the form's accept_hr says so (a row with a minimum ratio
// is H&R, as the filters read it), with enough of the free period left,
// not seen by this feature before.
func (e *Engine) candidates(ctx context.Context, rows []ptsites.Torrent, acceptHR bool) []candidate {
	now := e.o.Now()
	var out []candidate
	for _, t := range rows {
		if t.DownloadVolumeFactor != 0 || (t.MinimumRatio > 0 && !acceptHR) {
			continue
		}
		x := candidate{T: t}
		if until := strings.TrimSuffix(t.FreeDesc, "到期"); until != "" {
			when, err := time.ParseInLocation(stamp, until, time.Local)
			if err == nil && when.Before(now.Add(e.o.MinFreeLeft)) {
				continue
			}
			x.FreeUntil = when
		}
		var n int
		// Not known whether it was added before: it is not added (never twice).
		if err := e.o.Store.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM traffic_torrent WHERE site = ? AND site_torrent_id = ?`,
			t.SiteID, t.ID).Scan(&n); err != nil {
			e.o.Log.Warn("刷流记录无法读取，不添加该种子", "site", t.SiteID, "torrent", t.ID, "err", err)
			continue
		}
		if n > 0 {
			continue
		}
		// Upload comes from leechers that the existing seeders cannot serve.
		x.Score = float64(t.DownloadCount) / float64(t.UploadCount+1)
		out = append(out, x)
	}
	return out
}

// better orders candidates: more leechers per seeder, then the longer
// free period, then the smaller torrent (sooner done, less disk).
func better(a, b candidate) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	if !a.FreeUntil.Equal(b.FreeUntil) {
		return a.FreeUntil.IsZero() || !b.FreeUntil.IsZero() && a.FreeUntil.After(b.FreeUntil)
	}
	return a.T.SizeMB < b.T.SizeMB
}

// add fetches the .torrent, writes the row, then calls the client and
// marks the row with the outcome.
func (e *Engine) add(ctx context.Context, c settings.DownloadClientEntry, cfg settings.FreeDownloadSetting, x candidate, lg *runLog) error {
	_, data, err := e.o.Sites.TorrentFile(ctx, x.T.ID, x.T.SiteID)
	if err != nil {
		return err
	}
	t, err := bencode.ParseTorrent(data)
	if err != nil {
		return fmt.Errorf("站点返回的种子文件无效")
	}
	reason := fmt.Sprintf("免费种子，做种 %d / 下载 %d，大小 %.2f GB", x.T.UploadCount, x.T.DownloadCount, x.T.SizeMB/1024)
	until := ""
	if !x.FreeUntil.IsZero() {
		until = x.FreeUntil.Format(stamp)
		reason += "，免费至 " + until
	}
	now := e.o.Now().Format(stamp)
	db := e.o.Store.DB()
	alt := ""
	for _, h := range t.Hashes() {
		if h != t.InfoHash {
			alt = h
		}
	}
	res, err := db.ExecContext(ctx, `INSERT INTO traffic_torrent(site, site_torrent_id, name, hash, client, save_path, size_mb,
		reason, added_at, free_until, min_ratio, last_active_at, alt_hash) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`,
		x.T.SiteID, x.T.ID, x.T.Name, t.InfoHash, c.Name, cfg.SavePath, x.T.SizeMB, reason, now, until, x.T.MinimumRatio, now, alt)
	if err != nil {
		return err
	}
	id, _ := res.LastInsertId()
	hash, err := e.o.DL.AddUnrecorded(ctx, c, data, cfg.SavePath, Category)
	if err != nil {
		store.Note(ctx, db, "a traffic torrent the client refused", `UPDATE traffic_torrent SET state = ?, removed_at = ?, remove_reason = ? WHERE id = ?`,
			stateReleased, now, "提交到下载器失败："+err.Error(), id)
		return err
	}
	// The hash the client lists it by (a hybrid's cut v2 in qBittorrent),
	// so the next rounds find it.
	store.Note(ctx, db, "a traffic torrent's hash", `UPDATE traffic_torrent SET state = ?, hash = ? WHERE id = ?`, stateActive, cmp.Or(hash, t.InfoHash), id)
	lg.add("添加 %s（%s）：%s", x.T.Name, x.T.SiteName, reason)
	return nil
}

func (e *Engine) countActive(ctx context.Context) (int, error) {
	var n int
	err := e.o.Store.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM traffic_torrent WHERE state IN (?, ?)`,
		stateActive, stateAdding).Scan(&n)
	return n, err
}
