package library

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Request is one organiser run (link_media, auto_categorize, a download).
type Request struct {
	Paths     []string
	RootPath  string
	LinkPath  string
	MediaType string // "Movie" | "TV" | "" (from the names)
	LinkMode  string // link, symlink, copy, move ("" = the settings')
	Hint      Hint   // the user's correction (applies to every path)
	// Categorize forces the area sub-folders (auto_categorize).
	Categorize bool
}

// jobHint is what a job row keeps of its request besides the columns.
type jobHint struct {
	Hint       Hint `json:"hint"`
	Categorize bool `json:"categorize"`
}

func validMode(m string) bool {
	return m == "link" || m == "symlink" || m == "copy" || m == "move"
}

// check validates a request (messages are shown as they are).
func (r *Request) check() error {
	if len(r.Paths) == 0 {
		return errors.New("请选择要整理的文件")
	}
	if !filepath.IsAbs(r.LinkPath) {
		return errors.New("请选择整理后的路径，才能开始整理！")
	}
	r.LinkPath = filepath.Clean(r.LinkPath)
	if r.RootPath != "" && filepath.Clean(r.RootPath) == r.LinkPath {
		return errors.New("整理后的目标路径最好和原始分开！")
	}
	if r.LinkMode != "" && !validMode(r.LinkMode) {
		return fmt.Errorf("不支持的整理方式：%s", r.LinkMode)
	}
	if r.MediaType != "" && r.MediaType != "Movie" && r.MediaType != "TV" {
		return fmt.Errorf("不支持的媒体类型：%s", r.MediaType)
	}
	for i, p := range r.Paths {
		if !filepath.IsAbs(p) {
			return fmt.Errorf("不是绝对路径：%s", p)
		}
		r.Paths[i] = filepath.Clean(p)
		if _, err := os.Stat(r.Paths[i]); err != nil {
			return fmt.Errorf("文件不存在：%s", p)
		}
		if strings.HasPrefix(r.LinkPath+"/", r.Paths[i]+"/") {
			return errors.New("整理后的路径不能在要整理的文件夹里")
		}
	}
	return nil
}

// Start records a job and runs it in the background; the page follows it
// with Status. One job at a time (ErrBusy).
func (s *Service) Start(ctx context.Context, r Request) (int64, error) {
	if err := r.check(); err != nil {
		return 0, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cancel != nil {
		return 0, ErrBusy
	}
	kind := "link"
	if r.Categorize {
		kind = "categorize"
	}
	hint, _ := json.Marshal(jobHint{Hint: r.Hint, Categorize: r.Categorize})
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO library_jobs(kind, root_path, link_path, media_type, link_mode, hint,
		running, total, started_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
		kind, r.RootPath, r.LinkPath, r.MediaType, r.LinkMode, string(hint), len(r.Paths), s.stamp())
	if err != nil {
		return 0, err
	}
	id, _ := res.LastInsertId()
	for i, p := range r.Paths {
		if _, err := tx.ExecContext(ctx, `INSERT INTO library_job_items(job_id, seq, source) VALUES (?, ?, ?)`, id, i, p); err != nil {
			return 0, err
		}
		if err := s.setItem(ctx, tx, p, StatusWorking, nil, "", ""); err != nil {
			return 0, err
		}
	}
	if err := tx.Commit(); err != nil {
		return 0, err
	}
	s.launchLocked(id)
	return id, nil
}

// launchLocked runs job id on its own goroutine (one per job, not a loop).
func (s *Service) launchLocked(id int64) {
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel, s.done = cancel, make(chan struct{})
	done := s.done
	go func() {
		defer close(done)
		s.run(ctx, id)
		s.mu.Lock()
		s.cancel = nil
		s.mu.Unlock()
		cancel()
	}()
}

// Cancel stops the running job after the item at hand (which is finished
// or rolled back, never left half done).
func (s *Service) Cancel() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cancel == nil {
		return false
	}
	s.cancel()
	return true
}

// Wait blocks until the running job (if any) ends or ctx is done.
func (s *Service) Wait(ctx context.Context) error {
	s.mu.Lock()
	done := s.done
	s.mu.Unlock()
	if done == nil {
		return nil
	}
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Resume finishes a job a crash or restart interrupted: it removes the
// temporary files under its target and redoes the items not yet done.
// Call once at start (before serving requests).
func (s *Service) Resume(ctx context.Context) error {
	var id int64
	var link string
	err := s.db.QueryRowContext(ctx, `SELECT id, link_path FROM library_jobs WHERE running = 1 ORDER BY id DESC LIMIT 1`).Scan(&id, &link)
	if isNoRows(err) {
		return nil
	}
	if err != nil {
		return err
	}
	// Older interrupted jobs (there should be none) are closed as they are.
	if _, err := s.db.ExecContext(ctx, `UPDATE library_jobs SET running = 0, message = '已中断' WHERE running = 1 AND id <> ?`, id); err != nil {
		return err
	}
	cleanTemp(link)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cancel != nil {
		return ErrBusy
	}
	s.launchLocked(id)
	return nil
}

// Shutdown stops the running job after the item at hand and waits for it;
// the job stays open, and Resume at the next start does the rest.
func (s *Service) Shutdown(ctx context.Context) error {
	s.stopping.Store(true)
	s.stopScanners()
	s.mu.Lock()
	if s.cancel != nil {
		s.cancel()
	}
	s.mu.Unlock()
	return s.Wait(ctx)
}
