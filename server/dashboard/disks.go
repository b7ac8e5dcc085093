package dashboard

import (
	"context"
	"fmt"
	"syscall"

	"github.com/movie-robot/web-console/server/settings"
)

// Disks are the folders of the media paths with their free space and the
// threshold below which one is a warning.
type Disks struct {
	MinFreeGB      float64 `json:"min_free_gb"`
	MinFreePercent float64 `json:"min_free_percent"`
	Items          []Disk  `json:"items"`
}

// Disk is one folder: "download" (a media path's download folder as
// this machine sees it) or "media" (where the organiser files titles).
type Disk struct {
	Path      string `json:"path"`
	Kind      string `json:"kind"`
	FreeBytes uint64 `json:"free_bytes"`
	Total     uint64 `json:"total_bytes"`
	Low       bool   `json:"low"`
	Reason    string `json:"reason,omitempty"` // the folder cannot be read
}

func (s *Service) disks(ctx context.Context) (Disks, error) {
	out := Disks{MinFreeGB: s.o.MinFreeGB, MinFreePercent: s.o.MinFreePercent, Items: []Disk{}}
	paths, err := settings.MediaPathSection.Load(ctx, s.o.Store)
	if err != nil {
		return out, err
	}
	seen := map[string]bool{}
	add := func(path, kind string) {
		if path == "" || seen[path] {
			return
		}
		seen[path] = true
		d := Disk{Path: path, Kind: kind}
		free, total, err := s.o.DiskFree(path)
		if err != nil {
			d.Reason = "无法读取该目录：" + err.Error()
		} else {
			d.FreeBytes, d.Total, d.Low = free, total, s.low(free, total)
		}
		out.Items = append(out.Items, d)
	}
	for _, p := range paths {
		add(p.SourceDir, "download")
		add(p.TargetDir, "media")
	}
	return out, nil
}

// low: free space below the threshold in GB or in percent of the disk.
func (s *Service) low(free, total uint64) bool {
	if float64(free) < s.o.MinFreeGB*(1<<30) {
		return true
	}
	return total > 0 && float64(free)*100/float64(total) < s.o.MinFreePercent
}

func statfs(path string) (free, total uint64, err error) {
	var fs syscall.Statfs_t
	if err := syscall.Statfs(path, &fs); err != nil {
		return 0, 0, fmt.Errorf("%w", err)
	}
	return fs.Bavail * uint64(fs.Bsize), fs.Blocks * uint64(fs.Bsize), nil
}
