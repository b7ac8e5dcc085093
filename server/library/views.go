package library

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// Status is get_media_link_status: the last job's progress.
type Status struct {
	RootPath     string `json:"root_path"`
	LinkPath     string `json:"link_path"`
	MediaType    string `json:"media_type"`
	Running      bool   `json:"running"`
	Progress     int    `json:"progress"` // 0–100
	SuccessCount int    `json:"success_count"`
	FailedCount  int    `json:"failed_count"`
	Message      string `json:"message"` // addition: why it stopped, if not done
}

// Status answers the last job's progress (zero values before any job).
func (s *Service) Status(ctx context.Context) (Status, error) {
	var st Status
	var total, done int
	err := s.db.QueryRowContext(ctx, `SELECT root_path, link_path, media_type, running, total, done_count,
		success_count, failed_count, message FROM library_jobs ORDER BY id DESC LIMIT 1`).
		Scan(&st.RootPath, &st.LinkPath, &st.MediaType, &st.Running, &total, &done, &st.SuccessCount, &st.FailedCount, &st.Message)
	if isNoRows(err) {
		return st, nil
	}
	if total > 0 {
		st.Progress = done * 100 / total
	}
	return st, err
}

// Result is one row of link_results: what went where, or why not.
type Result struct {
	Source string `json:"source"`
	Target string `json:"target"`
	Done   bool   `json:"done"`
	OK     bool   `json:"ok"`
	Reason string `json:"reason"`
}

// Results are the last job's per-file results.
func (s *Service) Results(ctx context.Context) ([]Result, error) {
	return store.Rows(ctx, s.db, func(r *Result) []any { return []any{&r.Source, &r.Target, &r.Done, &r.OK, &r.Reason} },
		`SELECT source, target, state, ok, reason FROM library_job_items
		WHERE job_id = (SELECT MAX(id) FROM library_jobs) ORDER BY seq`)
}

// Row is one get_media_library row (api-contract §2.11).
type Row struct {
	Name              string       `json:"name"`
	Path              string       `json:"path"`
	FileTypeDesc      string       `json:"file_type_desc"`
	Status            int          `json:"status"`
	IsDisc            bool         `json:"is_disc"`
	DiscType          string       `json:"disc_type"`
	RecognitionResult *Recognition `json:"recognition_result,omitempty"`
}

// Recognition is a row's last recognition.
type Recognition struct {
	Metadata *RowMetadata `json:"metadata,omitempty"`
	ErrMsg   string       `json:"err_msg,omitempty"`
}

// RowMetadata is what was recognised.
type RowMetadata struct {
	Name        string `json:"name"`
	ReleaseDate string `json:"release_date"`
	MediaType   string `json:"media_type"`
}

// Library lists the media items under path with their last results.
func (s *Service) Library(ctx context.Context, path string) ([]Row, error) {
	if !filepath.IsAbs(path) {
		return nil, errors.New("请选择媒体路径")
	}
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		return nil, fmt.Errorf("文件夹不存在：%s", path)
	}
	items, err := Scan(filepath.Clean(path))
	if err != nil {
		return nil, err
	}
	rows := make([]Row, 0, len(items))
	for _, it := range items {
		r := Row{Name: it.Name, Path: it.Path, FileTypeDesc: fileTypeDesc(it), IsDisc: it.IsDisc, DiscType: it.DiscType}
		var m RowMetadata
		var errMsg string
		err := s.db.QueryRowContext(ctx, `SELECT status, name, release_date, media_type, err_msg FROM library_items WHERE path = ?`, it.Path).
			Scan(&r.Status, &m.Name, &m.ReleaseDate, &m.MediaType, &errMsg)
		if err != nil && !isNoRows(err) {
			return nil, err
		}
		if m.Name != "" || errMsg != "" {
			r.RecognitionResult = &Recognition{ErrMsg: errMsg}
			if m.Name != "" {
				r.RecognitionResult.Metadata = &m
			}
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// Preview is one link_preview row: the target an item WOULD get.
type Preview struct {
	Source    string `json:"source"`
	Target    string `json:"target"`
	Name      string `json:"name"`
	Year      int    `json:"year"`
	MediaType string `json:"media_type"`
	Error     string `json:"error"`
}

// Preview recognises the paths and computes their targets without
// writing anything.
func (s *Service) Preview(ctx context.Context, r Request) ([]Preview, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	link, err := settings.LinkSettingSection.Load(ctx, s.store)
	if err != nil {
		return nil, err
	}
	mp, found, err := s.mediaPathOf(ctx, r.LinkPath)
	if err != nil {
		return nil, err
	}
	useArea := r.Categorize || (found && mp.UseAreaFolder)
	h := r.Hint
	if h.MediaType == "" {
		h.MediaType = r.MediaType
	}
	out := make([]Preview, 0, len(r.Paths))
	for _, p := range r.Paths {
		fi, _ := os.Stat(p)
		it := Item{Path: p, Name: filepath.Base(p)}
		row := Preview{Source: p}
		if fi.IsDir() {
			if it.DiscType, it.IsDisc = discType(p), true; it.DiscType == "" {
				row.Error = "不是视频文件或原盘文件夹"
				out = append(out, row)
				continue
			}
		}
		if s.rec == nil {
			return nil, errors.New("未配置媒体数据服务")
		}
		m, err := recognise(ctx, s.rec, s.names, p, it.IsDisc, h, link.ExactYear)
		if err != nil {
			row.Error = err.Error()
			if link.UseUnknownDir {
				row.Target = renamed(unknownTarget(it, r.LinkPath), it, h.FileRenames).Main
			}
		} else {
			row.Target = renamed(plan(m, it, link, r.LinkPath, useArea), it, h.FileRenames).Main
			row.Name, row.Year, row.MediaType = m.Title, m.Year, m.MediaType()
		}
		out = append(out, row)
	}
	return out, nil
}

// FixBDMV applies the Emby BDMV fix to disc folders (fix_emby_bdmv_bug).
func (s *Service) FixBDMV(paths []string) (fixed int, err error) {
	var errs []string
	for _, p := range paths {
		if err := fixDisc(filepath.Clean(p)); err != nil {
			errs = append(errs, filepath.Base(p)+"："+err.Error())
			continue
		}
		fixed++
	}
	if len(errs) > 0 {
		return fixed, errors.New(strings.Join(errs, "；"))
	}
	return fixed, nil
}

// OrganiseDownload files a finished download (called by the downloads
// package): the media path whose source folder holds path gives the
// library folder (unless linkPath names another: 重新识别) and mode; hint
// is what the download record knows. It
// waits for the job and answers its results; ErrBusy when another job
// runs (try again on the next round).
func (s *Service) OrganiseDownload(ctx context.Context, path, linkPath string, hint Hint) ([]Result, error) {
	mp, ok, err := s.mediaPathOf(ctx, filepath.Clean(path))
	if err != nil {
		return nil, err
	}
	if !ok || mp.TargetDir == "" || (mp.Type != "movie" && mp.Type != "tv") {
		return nil, fmt.Errorf("没有与下载路径对应的媒体路径：%s", path)
	}
	items := []string{path}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() && discType(path) == "" {
		found, err := Scan(path)
		if err != nil {
			return nil, err
		}
		items = items[:0]
		for _, it := range found {
			items = append(items, it.Path)
		}
	}
	if len(items) == 0 {
		return nil, fmt.Errorf("下载路径里没有视频文件：%s", path)
	}
	if hint.MediaType == "" {
		hint.MediaType = map[string]string{"movie": "Movie", "tv": "TV"}[mp.Type]
	}
	if linkPath == "" {
		linkPath = mp.TargetDir
	}
	if _, err := s.Start(ctx, Request{Paths: items, RootPath: mp.SourceDir, LinkPath: linkPath,
		LinkMode: mp.FileProcessMode, Hint: hint}); err != nil {
		return nil, err
	}
	if err := s.Wait(ctx); err != nil {
		return nil, err
	}
	return s.Results(ctx)
}
