package library

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }

// setItem records a source path's LinkStatus and recognition result.
func (s *Service) setItem(ctx context.Context, db store.Execer, path string, status int, m *Match, errMsg, target string) error {
	var name, date, kind, backdrop, overview string
	var id int
	if m != nil && m.TMDBID != 0 {
		name, date, kind = m.Title, m.ReleaseDate, m.MediaType()
		id, backdrop, overview = m.TMDBID, m.Detail.BackdropPath, m.Detail.Overview
	}
	// A working row keeps what an earlier run recognised.
	keep := func(col string) string {
		return col + " = CASE WHEN excluded.name <> '' OR excluded.status <> 1 THEN excluded." + col + " ELSE " + col + " END"
	}
	_, err := db.ExecContext(ctx, `INSERT INTO library_items(path, status, name, release_date, media_type, err_msg, target,
		updated_at, tmdb_id, backdrop, overview)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(path) DO UPDATE SET status = excluded.status, `+
		keep("name")+`, `+keep("release_date")+`, `+keep("media_type")+`, `+keep("tmdb_id")+`, `+keep("backdrop")+`, `+
		keep("overview")+`, err_msg = excluded.err_msg, target = excluded.target, updated_at = excluded.updated_at`,
		path, status, name, date, kind, errMsg, target, s.stamp(), id, backdrop, overview)
	return err
}

// jobConfig is what one run reads once from its row and the settings.
type jobConfig struct {
	id                       int64
	rootPath, linkPath, mode string
	mediaType                string
	hint                     jobHint
	link                     settings.LinkSetting
	scraper                  settings.Scraper
	useArea                  bool
	servers                  []settings.MediaServerEntry
}

func (s *Service) loadJob(ctx context.Context, id int64) (jobConfig, error) {
	c := jobConfig{id: id}
	var hint string
	err := s.db.QueryRowContext(ctx, `SELECT root_path, link_path, media_type, link_mode, hint FROM library_jobs WHERE id = ?`, id).
		Scan(&c.rootPath, &c.linkPath, &c.mediaType, &c.mode, &hint)
	if err != nil {
		return c, err
	}
	json.Unmarshal([]byte(hint), &c.hint)
	if c.link, err = settings.LinkSettingSection.Load(ctx, s.store); err != nil {
		return c, err
	}
	if c.scraper, err = settings.ScraperSection.Load(ctx, s.store); err != nil {
		return c, err
	}
	if c.servers, err = settings.MediaServersSection.Load(ctx, s.store); err != nil {
		return c, err
	}
	mp, found, err := s.mediaPathOf(ctx, c.linkPath)
	if err != nil {
		return c, err
	}
	c.useArea = c.hint.Categorize || (found && mp.UseAreaFolder)
	if c.mode == "" {
		c.mode = c.link.FileProcessMode
		if found && validMode(mp.FileProcessMode) {
			c.mode = mp.FileProcessMode
		}
	}
	if !validMode(c.mode) {
		c.mode = "link"
	}
	return c, nil
}

// mediaPathOf is the saved media-path card whose folder holds path (mediaPathFor).
func (s *Service) mediaPathOf(ctx context.Context, path string) (settings.MediaPath, bool, error) {
	paths, err := settings.MediaPathSection.Load(ctx, s.store)
	if err != nil {
		return settings.MediaPath{}, false, err
	}
	mp, found := mediaPathFor(paths, path)
	return mp, found, nil
}

// mediaPathFor is the media-path card whose target (or, for a download,
// source) folder holds path.
func mediaPathFor(paths []settings.MediaPath, path string) (settings.MediaPath, bool) {
	for _, p := range paths {
		for _, dir := range []string{p.TargetDir, p.SourceDir} {
			// A stored folder may end in "/" (the original's settings).
			if d := strings.TrimRight(dir, "/"); dir != "" && (path == d || strings.HasPrefix(path, d+"/")) {
				return p, true
			}
		}
	}
	return settings.MediaPath{}, false
}

// run does the job's items not done yet, in order, then asks the media
// servers to scan.
func (s *Service) run(ctx context.Context, id int64) {
	bg := context.WithoutCancel(ctx) // rows are written even after a cancel
	c, err := s.loadJob(bg, id)
	if err != nil {
		s.finish(bg, id, "读取任务失败："+err.Error())
		return
	}
	type todo struct {
		seq    int
		source string
	}
	items, err := store.Rows(bg, s.db, func(t *todo) []any { return []any{&t.seq, &t.source} },
		`SELECT seq, source FROM library_job_items WHERE job_id = ? AND state = 0 ORDER BY seq`, id)
	if err != nil { // nothing was placed: the job ends with why, its items left undone
		s.finish(bg, id, "读取任务失败："+err.Error())
		return
	}
	var placed []string
	for _, it := range items {
		if ctx.Err() != nil {
			if s.stopping.Load() {
				return // the program stops: the job stays open for Resume
			}
			s.finish(bg, id, "已取消")
			s.reset(bg, id)
			return
		}
		target, err := s.organise(ctx, c, it.source)
		if err != nil && ctx.Err() != nil {
			continue // cancelled midway: rolled back, stays to do
		}
		ok := err == nil
		reason := ""
		if err != nil {
			reason = err.Error()
		} else {
			placed = append(placed, target)
		}
		if err := s.recordItem(bg, id, it.seq, ok, reason, target); err != nil {
			slog.Warn("library: an item's result could not be written", "job", id, "source", it.source, "err", err)
		}
	}
	msg := ""
	if len(placed) > 0 {
		for _, e := range s.refreshAll(bg, c.servers, placed) {
			msg = e.Error() + "（稍后重试）"
		}
	}
	s.finish(bg, id, msg)
}

// recordItem writes an item's result and counts it in its job, together.
func (s *Service) recordItem(ctx context.Context, job int64, seq int, ok bool, reason, target string) error {
	col := "failed_count"
	if ok {
		col = "success_count"
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE library_job_items SET state = 1, ok = ?, reason = ?, target = ? WHERE job_id = ? AND seq = ?`,
		ok, reason, target, job, seq); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE library_jobs SET done_count = done_count + 1, `+col+` = `+col+` + 1 WHERE id = ?`, job); err != nil {
		return err
	}
	return tx.Commit()
}

func (s *Service) finish(ctx context.Context, id int64, msg string) {
	store.Note(ctx, s.db, "an organiser job's end", `UPDATE library_jobs SET running = 0, message = ?, finished_at = ? WHERE id = ?`, msg, s.stamp(), id)
}

// reset puts the items a cancel left undone back to 待识别.
func (s *Service) reset(ctx context.Context, id int64) {
	store.Note(ctx, s.db, "the items a cancelled job left, back to 待识别", `UPDATE library_items SET status = 0 WHERE status = 1 AND path IN
		(SELECT source FROM library_job_items WHERE job_id = ? AND state = 0)`, id)
}

// markItem writes an item's outcome for the listing; a failed write is
// logged (the item is placed, or not, either way).
func (s *Service) markItem(ctx context.Context, path string, status int, m *Match, errMsg, target string) {
	if err := s.setItem(ctx, s.db, path, status, m, errMsg, target); err != nil {
		slog.Warn("library: an item's result could not be written", "source", path, "err", err)
	}
}

// organise recognises and places one item; it answers the main target.
func (s *Service) organise(ctx context.Context, c jobConfig, source string) (string, error) {
	// Rows and the item at hand are finished even after a cancel.
	bg := context.WithoutCancel(ctx)
	fi, err := os.Stat(source)
	if err != nil {
		s.markItem(bg, source, StatusFailed, nil, "文件不存在", "")
		return "", fmt.Errorf("文件不存在：%s", source)
	}
	it := Item{Path: source, Name: filepath.Base(source)}
	if fi.IsDir() {
		if it.DiscType = discType(source); it.DiscType == "" {
			s.markItem(bg, source, StatusFailed, nil, "不是视频文件或原盘文件夹", "")
			return "", errors.New("不是视频文件或原盘文件夹")
		}
		it.IsDisc = true
	}
	h := c.hint.Hint
	if h.MediaType == "" {
		h.MediaType = c.mediaType
	}
	var m Match
	if s.rec == nil {
		err = errors.New("未配置媒体数据服务")
	} else {
		m, err = recognise(ctx, s.rec, s.names, source, it.IsDisc, h, c.link.ExactYear)
	}
	if err != nil && ctx.Err() != nil {
		return "", ctx.Err() // cancelled while asking TMDB: stays to do
	}
	if err != nil {
		msg := "识别失败：" + err.Error()
		if c.link.UseUnknownDir {
			t := renamed(unknownTarget(it, c.linkPath), it, h.FileRenames)
			p := &placement{ops: s.ops, mode: c.mode}
			if perr := p.place(t.Pairs); perr == nil {
				msg += "（已放入" + unknownDir + "）"
			}
		}
		s.markItem(bg, source, StatusFailed, nil, msg, "")
		return "", errors.New(msg)
	}
	t := renamed(plan(m, it, c.link, c.linkPath, c.useArea), it, h.FileRenames)
	p := s.placementFor(bg, c, h, source, m, t)
	if err := p.place(t.Pairs); err != nil {
		s.markItem(bg, source, StatusFailed, &m, err.Error(), "")
		return t.Main, err
	}
	if err := scrape(bg, s.img, c.scraper, m, t, it.IsDisc); err != nil {
		slog.Warn("library: scrape", "path", t.Main, "err", err)
	}
	if c.link.FixEmbyBDMVBug && it.IsDisc {
		if err := fixDisc(t.Main); err != nil && !errors.Is(err, ErrNotBluRay) {
			slog.Warn("library: 修复Emby原盘", "path", t.Main, "err", err)
		}
	}
	s.markItem(bg, source, StatusDone, &m, "", t.Main)
	return t.Main, nil
}
