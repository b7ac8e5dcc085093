package api

import (
	"context"
	"net/http"
	"path/filepath"
	"slices"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// downloadPaths answers the media paths' download_path values, each once.
func (s *Server) downloadPaths(w http.ResponseWriter, r *http.Request) (any, error) {
	return s.configuredDownloadPaths(r.Context())
}

// pathKinds is one download path with the media kinds (movie, tv, xx,
// other) of the media paths that download into it, so the save-path picker
// can say which folder is 电影 and which 剧集.
type pathKinds struct {
	Path  string   `json:"path"`
	Types []string `json:"types"`
}

// downloadPathKinds: GET /api/download/path_kinds (an addition; download/paths
// keeps its [str] shape), in the order of download/paths.
func (s *Server) downloadPathKinds(w http.ResponseWriter, r *http.Request) (any, error) {
	paths, err := settings.MediaPathSection.Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	out := []pathKinds{}
	index := map[string]int{}
	for _, p := range paths {
		if p.DownloadPath == "" {
			continue
		}
		i, seen := index[p.DownloadPath]
		if !seen {
			i = len(out)
			index[p.DownloadPath] = i
			out = append(out, pathKinds{Path: p.DownloadPath, Types: []string{}})
		}
		if p.Type != "" && !slices.Contains(out[i].Types, p.Type) {
			out[i].Types = append(out[i].Types, p.Type)
		}
	}
	return out, nil
}

func (s *Server) configuredDownloadPaths(ctx context.Context) ([]string, error) {
	paths, err := settings.MediaPathSection.Load(ctx, s.Store)
	if err != nil {
		return nil, err
	}
	out := []string{}
	for _, p := range paths {
		if p.DownloadPath != "" && !slices.Contains(out, p.DownloadPath) {
			out = append(out, p.DownloadPath)
		}
	}
	return out, nil
}

// checkSavePath lets a client-chosen save path through only when it is one
// of download/paths — for admins too: an admin adds a new folder in the
// media-path settings first. Without it anyone signed in could make the
// download client write anywhere it can (/root/.ssh …).
func (s *Server) checkSavePath(ctx context.Context, raw string) (string, error) {
	p := strings.TrimSpace(raw)
	if p == "" {
		return "", Error{Message: "请选择保存路径（save_path）"}
	}
	allowed, err := s.configuredDownloadPaths(ctx)
	if err != nil {
		return "", err
	}
	if filepath.IsAbs(p) {
		for _, a := range allowed {
			if filepath.Clean(a) == filepath.Clean(p) {
				return a, nil
			}
		}
	}
	return "", Error{Message: "保存路径（save_path）必须是媒体路径设置中的下载路径之一：" + p}
}
