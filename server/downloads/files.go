package downloads

import (
	"context"
	"encoding/json"
	"errors"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// File is one file of a torrent, as its client sees it.
type File struct {
	Name     string  // path inside the torrent
	Size     int64   // bytes
	Progress float64 // 0–1
}

// Files lists the files of the torrent hash in client c.
func (s *Service) Files(ctx context.Context, c settings.DownloadClientEntry, hash string) ([]File, error) {
	switch c.Type {
	case "qbittorrent":
		var out []File
		err := s.qbWith(ctx, c, func(q *qbSession) error {
			var list []struct {
				Name     string  `json:"name"`
				Size     int64   `json:"size"`
				Progress float64 `json:"progress"`
			}
			if err := q.getJSON(ctx, "/api/v2/torrents/files?hash="+url.QueryEscape(hash), "文件列表", &list); err != nil {
				return err
			}
			out = make([]File, len(list))
			for i, f := range list {
				out[i] = File{f.Name, f.Size, f.Progress}
			}
			return nil
		})
		return out, err
	case "transmission":
		raw, err := s.trCall(ctx, c, "torrent-get", map[string]any{"ids": []string{hash}, "fields": []string{"files"}})
		if err != nil {
			return nil, err
		}
		var ans struct {
			Torrents []struct {
				Files []struct {
					Name      string `json:"name"`
					Length    int64  `json:"length"`
					Completed int64  `json:"bytesCompleted"`
				} `json:"files"`
			} `json:"torrents"`
		}
		if err := json.Unmarshal(raw, &ans); err != nil || len(ans.Torrents) == 0 {
			return nil, errors.New("下载器中没有这个任务")
		}
		out := []File{}
		for _, f := range ans.Torrents[0].Files {
			out = append(out, File{f.Name, f.Length, ratio(f.Completed, f.Length)})
		}
		return out, nil
	case "aria2":
		items, err := s.aria2List(ctx, c, []string{hash})
		if err != nil || len(items) == 0 {
			return nil, cmp(err, errors.New("下载器中没有这个任务"))
		}
		raw, err := s.aria2Call(ctx, c, "aria2.getFiles", items[0].gid)
		if err != nil {
			return nil, err
		}
		var list []struct {
			Path      string `json:"path"`
			Length    string `json:"length"`
			Completed string `json:"completedLength"`
		}
		if err := json.Unmarshal(raw, &list); err != nil {
			return nil, errors.New("不是aria2的应答")
		}
		out := []File{}
		for _, f := range list {
			n, _ := strconv.ParseInt(f.Length, 10, 64)
			done, _ := strconv.ParseInt(f.Completed, 10, 64)
			name := strings.TrimPrefix(f.Path, strings.TrimRight(items[0].SavePath, "/")+"/")
			out = append(out, File{filepath.ToSlash(name), n, ratio(done, n)})
		}
		return out, nil
	}
	return nil, ErrUnsupported
}

func ratio(done, total int64) float64 {
	if total <= 0 {
		return 0
	}
	return float64(done) / float64(total)
}
