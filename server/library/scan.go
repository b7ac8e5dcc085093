package library

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// videoExts are the files the organiser files as media.
var videoExts = map[string]bool{".mkv": true, ".mp4": true, ".avi": true, ".ts": true, ".m2ts": true,
	".wmv": true, ".mov": true, ".flv": true, ".rmvb": true, ".iso": true, ".webm": true, ".mpg": true, ".mpeg": true}

// subtitleExts travel with the video of the same base name.
var subtitleExts = []string{".srt", ".ass", ".ssa", ".sup", ".sub", ".idx", ".vtt"}

// maxScan bounds one listing (a library root, not a whole disk).
const maxScan = 20000

// Item is one video file or disc folder found under a path.
type Item struct {
	Path     string
	Name     string
	IsDisc   bool
	DiscType string // "BDMV" | "DVD" | ""
}

// discType says whether dir is a Blu-ray or DVD folder (kept whole).
func discType(dir string) string {
	if fi, err := os.Stat(filepath.Join(dir, "BDMV")); err == nil && fi.IsDir() {
		return "BDMV"
	}
	if fi, err := os.Stat(filepath.Join(dir, "VIDEO_TS")); err == nil && fi.IsDir() {
		return "DVD"
	}
	return ""
}

// Scan lists the media items under root: each disc folder once, each video
// file (samples and our own temporary files left out).
func Scan(root string) ([]Item, error) {
	var items []Item
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == root {
				return err
			}
			return nil // an unreadable sub-folder: list the rest
		}
		name := d.Name()
		if p != root && (strings.HasPrefix(name, ".") || strings.Contains(name, tempMark)) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if t := discType(p); t != "" {
				items = append(items, Item{Path: p, Name: name, IsDisc: true, DiscType: t})
				return filepath.SkipDir
			}
			return nil
		}
		ext := strings.ToLower(filepath.Ext(name))
		if videoExts[ext] && !isSample(name) {
			items = append(items, Item{Path: p, Name: name})
		}
		if len(items) >= maxScan {
			return fs.SkipAll
		}
		return nil
	})
	sort.Slice(items, func(i, j int) bool { return items[i].Path < items[j].Path })
	return items, err
}

func isSample(name string) bool {
	n := strings.ToLower(strings.TrimSuffix(name, filepath.Ext(name)))
	return n == "sample" || strings.HasSuffix(n, ".sample") || strings.HasSuffix(n, "-sample")
}

// subtitlesOf are the subtitle files beside video sharing its base name
// ("Movie.mkv" → "Movie.srt", "Movie.zh.ass"), with the suffix kept.
func subtitlesOf(video string) map[string]string {
	dir, base := filepath.Dir(video), strings.TrimSuffix(filepath.Base(video), filepath.Ext(video))
	entries, err := os.ReadDir(dir)
	out := map[string]string{}
	if err != nil {
		return out
	}
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasPrefix(n, base+".") {
			continue
		}
		for _, ext := range subtitleExts {
			if strings.EqualFold(filepath.Ext(n), ext) {
				out[filepath.Join(dir, n)] = n[len(base):] // ".zh.ass"
			}
		}
	}
	return out
}

// fileTypeDesc is the 类型 text of a listing row.
func fileTypeDesc(it Item) string {
	switch it.DiscType {
	case "BDMV":
		return "蓝光原盘"
	case "DVD":
		return "DVD原盘"
	}
	return "视频文件（" + strings.ToUpper(strings.TrimPrefix(filepath.Ext(it.Name), ".")) + "）"
}
