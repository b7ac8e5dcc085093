package library

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

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
	inLibrary := false
	for _, p := range paths {
		if p.TargetDir != "" && strings.HasPrefix(target, strings.TrimRight(p.TargetDir, "/")+"/") {
			inLibrary = true
		}
	}
	if !inLibrary {
		return errors.New("整理路径不在媒体库目录中，没有删除")
	}
	if fi, err := os.Stat(target); err == nil && fi.IsDir() { // a disc folder
		if err := os.RemoveAll(target); err != nil {
			return err
		}
	} else {
		stem := strings.TrimSuffix(filepath.Base(target), filepath.Ext(target))
		siblings, _ := os.ReadDir(filepath.Dir(target))
		for _, e := range siblings {
			if !e.IsDir() && (e.Name() == filepath.Base(target) || strings.HasPrefix(e.Name(), stem+".") || strings.HasPrefix(e.Name(), stem+"-")) {
				if err := os.Remove(filepath.Join(filepath.Dir(target), e.Name())); err != nil {
					return err
				}
			}
		}
	}
	dir := filepath.Dir(target)
	pruneFolder(dir)
	if strings.HasPrefix(filepath.Base(dir), "Season ") {
		pruneFolder(filepath.Dir(dir))
	}
	servers, err := settings.MediaServersSection.Load(ctx, s.store)
	if err != nil {
		return err
	}
	return errors.Join(refreshServers(ctx, s.hc, servers, []string{dir})...)
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
