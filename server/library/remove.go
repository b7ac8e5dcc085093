package library

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// errOutside: only paths inside a configured library folder are touched.
var errOutside = errors.New("整理路径不在媒体库目录中，没有删除")

// Remove takes an organised item out of the library (delete_record's
// 删除媒体服务器对应资源): the target, its same-named companions (NFO,
// subtitles, thumb), and its folder when no video is left in it (with the
// folder's artwork); then the media servers scan, so their item goes. Only
// paths inside a configured library folder are touched.
func (s *Service) Remove(ctx context.Context, target string) error {
	target = filepath.Clean(target)
	paths, err := settings.MediaPathSection.Load(ctx, s.store)
	if err != nil {
		return err
	}
	if !inLibrary(paths, target) {
		return errOutside
	}
	if err := removeTarget(target, nil); err != nil {
		return err
	}
	servers, err := settings.MediaServersSection.Load(ctx, s.store)
	if err != nil {
		return err
	}
	return errors.Join(refreshServers(ctx, s.hc, servers, []string{filepath.Dir(target)})...)
}

func inLibrary(paths []settings.MediaPath, target string) bool {
	for _, p := range paths {
		if p.TargetDir != "" && strings.HasPrefix(target, strings.TrimRight(p.TargetDir, "/")+"/") {
			return true
		}
	}
	return false
}

// removeTarget removes target (a file with its companions, or a disc
// folder) and then its folder if no video is left. Files that belong to
// keep — a newer version placed beside it — stay, and so does their folder.
func removeTarget(target string, keep []string) error {
	if fi, err := os.Stat(target); err == nil && fi.IsDir() { // a disc folder
		if err := os.RemoveAll(target); err != nil {
			return err
		}
	} else {
		dir := filepath.Dir(target)
		siblings, _ := os.ReadDir(dir)
		for _, e := range siblings {
			p := filepath.Join(dir, e.Name())
			gone := p == target || companion(target, e.Name()) && !keeps(keep, p)
			if e.IsDir() || !gone {
				continue
			}
			if err := os.Remove(p); err != nil {
				return err
			}
		}
	}
	dir := filepath.Dir(target)
	if keeps(keep, dir) {
		return nil
	}
	pruneFolder(dir)
	if parent := filepath.Dir(dir); strings.HasPrefix(filepath.Base(dir), "Season ") && !keeps(keep, parent) {
		pruneFolder(parent)
	}
	return nil
}

// companion: name is a file named after target (its NFO, subtitles, thumb).
func companion(target, name string) bool {
	stem := strings.TrimSuffix(filepath.Base(target), filepath.Ext(target))
	return strings.HasPrefix(name, stem+".") || strings.HasPrefix(name, stem+"-")
}

// keeps: p is one of keep, a companion of one, or a folder holding one.
func keeps(keep []string, p string) bool {
	for _, k := range keep {
		if p == k || strings.HasPrefix(k, p+"/") || filepath.Dir(p) == filepath.Dir(k) && companion(k, filepath.Base(p)) {
			return true
		}
	}
	return false
}

// pruneFolder removes dir when nothing but artwork and NFO files is left.
func pruneFolder(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		ext := strings.ToLower(filepath.Ext(e.Name()))
		if e.IsDir() || (ext != ".nfo" && ext != ".jpg" && ext != ".png") {
			return
		}
	}
	os.RemoveAll(dir)
}
