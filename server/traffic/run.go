package traffic

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/scheduler"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// runLog is one run's 全息日志, line by line.
type runLog struct{ lines []string }

func (l *runLog) add(format string, args ...any) {
	l.lines = append(l.lines, fmt.Sprintf(format, args...))
}

// keepRuns is how many run logs the view keeps.
const keepRuns = 100

// Run is the scheduler's job: nothing while 流量自动管理 is off (the
// hub's switch), else one round when 下载数据统计周期 has passed since
// the last, or at once when the run was asked for (后台任务's 立即运行).
func (e *Engine) Run(ctx context.Context) error {
	cfg, err := settings.FreeDownloadSection.Load(ctx, e.o.Store)
	if err != nil || !cfg.Enable {
		return err
	}
	var last string
	err = e.o.Store.DB().QueryRowContext(ctx, `SELECT at FROM traffic_run ORDER BY id DESC LIMIT 1`).Scan(&last)
	if err != nil && err != sql.ErrNoRows {
		return err
	}
	period := time.Duration(max(cfg.AvgStatisticsPeriod, 1)) * time.Minute
	if t, perr := time.ParseInLocation(stamp, last, time.Local); perr == nil && e.o.Now().Before(t.Add(period)) && !scheduler.Kicked(ctx) {
		return nil
	}
	return e.RunOnce(ctx, cfg)
}

// RunOnce prunes the managed torrents, then adds free ones while the
// limits allow, and stores the run's log.
func (e *Engine) RunOnce(ctx context.Context, cfg settings.FreeDownloadSetting) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	lg := &runLog{}
	now := e.o.Now()
	lg.add("【流量管理】%s", now.Format(stamp))
	err := e.round(ctx, cfg, lg)
	if err != nil {
		lg.add("本轮中止：%s", err.Error())
	}
	db := e.o.Store.DB()
	if _, werr := db.ExecContext(ctx, `INSERT INTO traffic_run(at, log) VALUES (?, ?)`,
		now.Format(stamp), strings.Join(lg.lines, "\n")); werr != nil {
		return werr
	}
	store.Note(ctx, db, "pruning old traffic runs", `DELETE FROM traffic_run WHERE id <= (SELECT MAX(id) FROM traffic_run) - ?`, keepRuns)
	return err
}

func (e *Engine) round(ctx context.Context, cfg settings.FreeDownloadSetting, lg *runLog) error {
	c, ok := e.client(ctx)
	if !ok {
		lg.add("还没有设置下载工具：请先在设置中添加下载器")
		return nil
	}
	if err := e.prune(ctx, c, lg); err != nil {
		return err
	}
	rate, err := e.uploadRate(ctx, c)
	if err != nil {
		return fmt.Errorf("读取下载器%s的上传速率失败：%w", c.Name, err)
	}
	limit := float64(cfg.UploadMbpsMaximum) * 1e6 / 8
	lg.add("下载器 %s 平均上传速率 %.2f Mbps（上限 %d Mbps）", c.Name, rate*8/1e6, cfg.UploadMbpsMaximum)
	if rate >= limit {
		lg.add("上传速率已达上限，本轮不添加种子")
		return nil
	}
	return e.fill(ctx, c, cfg, lg)
}

// client is the download client the feature uses: the default one (the
// site binding rules choose per site; one client keeps the measured
// upload and the managed torrents in one place).
func (e *Engine) client(ctx context.Context) (settings.DownloadClientEntry, bool) {
	list, err := settings.DownloadClientsSection.Load(ctx, e.o.Store)
	if err != nil {
		return settings.DownloadClientEntry{}, false
	}
	var torrentClients []settings.DownloadClientEntry
	for _, c := range list {
		if c.Type == "qbittorrent" || c.Type == "transmission" {
			torrentClients = append(torrentClients, c)
		}
	}
	return downloads.Choose(torrentClients, "")
}

// uploadRate is the client's average upload (bytes/s) since the last
// sample (its cumulative counter over the elapsed time); with no usable
// sample (first run, client restarted) the rate it reports now.
func (e *Engine) uploadRate(ctx context.Context, c settings.DownloadClientEntry) (float64, error) {
	t, err := e.o.DL.TransferOf(ctx, c)
	if err != nil {
		return 0, err
	}
	db, now := e.o.Store.DB(), e.o.Now()
	var at string
	var prev int64
	rate := float64(t.UpSpeed)
	if db.QueryRowContext(ctx, `SELECT at, uploaded FROM traffic_sample WHERE client = ?`, c.Name).Scan(&at, &prev) == nil {
		if when, perr := time.ParseInLocation(stamp, at, time.Local); perr == nil && now.After(when) && t.Uploaded >= prev {
			rate = float64(t.Uploaded-prev) / now.Sub(when).Seconds()
		}
	}
	_, err = db.ExecContext(ctx, `INSERT INTO traffic_sample(client, at, uploaded) VALUES (?,?,?)
		ON CONFLICT(client) DO UPDATE SET at = excluded.at, uploaded = excluded.uploaded`, c.Name, now.Format(stamp), t.Uploaded)
	return rate, err
}
