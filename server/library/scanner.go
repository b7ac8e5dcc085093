package library

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/movie-robot/web-console/server/settings"
)

// The SDK's library.start_scanner: a library's folders are watched, and a
// video file that appears there (written, copied or moved in) is filed
// like a finished download of the media path whose source folder holds
// it, once it has stopped changing. Watchers live as long as the Service:
// Shutdown ends them, and the next start resumes those left on.

// scanners are the running watchers, by library id.
type scanners struct {
	mu     sync.Mutex
	on     map[int64]context.CancelFunc
	wg     sync.WaitGroup
	settle time.Duration // how long a file must be quiet; 0: defaultSettle
}

const defaultSettle = 10 * time.Second

// StartScanner watches library id's folders (already watched: nothing to do).
func (s *Service) StartScanner(ctx context.Context, id int64) error {
	l, err := s.GetLibrary(ctx, id)
	if err != nil {
		return err
	}
	paths, err := settings.MediaPathSection.Load(ctx, s.store)
	if err != nil {
		return err
	}
	for _, p := range l.Paths {
		if _, ok := sourcePathFor(paths, p.Path); !ok {
			return fmt.Errorf("媒体库路径 %s 不在任何电影或剧集媒体路径的下载目录里，新文件无处整理（设置 › 媒体路径）", p.Path)
		}
	}
	s.scan.mu.Lock()
	defer s.scan.mu.Unlock()
	if s.stopping.Load() {
		return errors.New("程序正在停止")
	}
	if _, on := s.scan.on[id]; on {
		return nil
	}
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("无法监控文件夹：%w", err)
	}
	for _, p := range l.Paths {
		if err := watchTree(w, p.Path); err != nil {
			w.Close()
			return fmt.Errorf("无法监控文件夹 %s：%w", p.Path, err)
		}
	}
	if err := s.setScanning(ctx, id, true); err != nil {
		w.Close()
		return err
	}
	wctx, cancel := context.WithCancel(context.Background())
	if s.scan.on == nil {
		s.scan.on = map[int64]context.CancelFunc{}
	}
	s.scan.on[id] = cancel
	s.scan.wg.Add(1)
	go func() {
		defer s.scan.wg.Done()
		s.watchLoop(wctx, w)
	}()
	return nil
}

// StopScanner ends library id's watcher (not watched: nothing to do).
func (s *Service) StopScanner(ctx context.Context, id int64) error {
	if _, err := s.GetLibrary(ctx, id); err != nil {
		return err
	}
	s.scan.mu.Lock()
	if cancel, on := s.scan.on[id]; on {
		cancel()
		delete(s.scan.on, id)
	}
	s.scan.mu.Unlock()
	return s.setScanning(ctx, id, false)
}

// Scanning reports whether library id is being watched now.
func (s *Service) Scanning(id int64) bool {
	s.scan.mu.Lock()
	defer s.scan.mu.Unlock()
	_, on := s.scan.on[id]
	return on
}

// ResumeScanners restarts the watchers that were on when the program stopped.
func (s *Service) ResumeScanners(ctx context.Context) {
	ids, err := s.scanningLibraries(ctx)
	if err != nil {
		slog.Warn("library: scanners", "err", err)
	}
	for _, id := range ids {
		if err := s.StartScanner(ctx, id); err != nil {
			slog.Warn("library: scanner not resumed", "library", id, "err", err)
		}
	}
}

// stopScanners ends every watcher (they stay "on" for the next start).
func (s *Service) stopScanners() {
	s.scan.mu.Lock()
	for id, cancel := range s.scan.on {
		cancel()
		delete(s.scan.on, id)
	}
	s.scan.mu.Unlock()
	s.scan.wg.Wait()
}

func (s *Service) watchLoop(ctx context.Context, w *fsnotify.Watcher) {
	defer w.Close()
	settle := s.scan.settle
	if settle <= 0 {
		settle = defaultSettle
	}
	pending := map[string]time.Time{} // a new file and when it last changed
	tick := time.NewTicker(settle / 4)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case err, ok := <-w.Errors:
			if !ok {
				return
			}
			slog.Warn("library: scanner", "err", err)
		case ev, ok := <-w.Events:
			if !ok {
				return
			}
			if !ev.Has(fsnotify.Create) && !ev.Has(fsnotify.Write) {
				continue
			}
			if fi, err := os.Stat(ev.Name); err == nil && fi.IsDir() {
				// A folder moved or made in: watch it, and take what it holds.
				_ = watchTree(w, ev.Name)
				if found, err := Scan(ev.Name); err == nil {
					for _, it := range found {
						pending[it.Path] = time.Now()
					}
				}
				continue
			}
			if videoExts[strings.ToLower(filepath.Ext(ev.Name))] && !isSample(filepath.Base(ev.Name)) {
				pending[ev.Name] = time.Now()
			}
		case now := <-tick.C:
			for p, at := range pending {
				if now.Sub(at) < settle {
					continue
				}
				delete(pending, p)
				if errors.Is(s.fileNew(ctx, p), ErrBusy) {
					pending[p] = now // another job runs: the next round
				}
			}
		}
	}
}

// fileNew files one new file as the organiser would a finished download.
func (s *Service) fileNew(ctx context.Context, path string) error {
	paths, err := settings.MediaPathSection.Load(ctx, s.store)
	if err != nil {
		return err
	}
	if _, ok := sourcePathFor(paths, path); !ok {
		return nil // the library's own output, or outside every media path
	}
	if _, err := os.Stat(path); err != nil {
		return nil // gone again (moved on, deleted)
	}
	results, err := s.OrganiseDownload(ctx, path, "", Hint{})
	if err != nil {
		slog.Warn("library: scanner could not file", "path", path, "err", err)
		return err
	}
	slog.Info("library: scanner filed", "path", path, "results", len(results))
	return nil
}

// sourcePathFor is the movie or TV media path whose source folder holds
// path, and not its library folder (filed files are not filed again).
func sourcePathFor(paths []settings.MediaPath, path string) (settings.MediaPath, bool) {
	within := func(p, dir string) bool {
		return dir != "" && (p == dir || strings.HasPrefix(p, strings.TrimRight(dir, "/")+"/"))
	}
	for _, mp := range paths {
		if (mp.Type == "movie" || mp.Type == "tv") && mp.TargetDir != "" &&
			within(path, mp.SourceDir) && !within(path, mp.TargetDir) {
			return mp, true
		}
	}
	return settings.MediaPath{}, false
}

// watchTree adds root and every folder below it (fsnotify is not recursive).
func watchTree(w *fsnotify.Watcher, root string) error {
	return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return w.Add(p)
		}
		return nil
	})
}
