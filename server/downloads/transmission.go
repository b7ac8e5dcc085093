package downloads

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// trCall calls Transmission's RPC; the first call learns the
// X-Transmission-Session-Id from the 409.
func (s *Service) trCall(ctx context.Context, c settings.DownloadClientEntry, method string, args map[string]any) (json.RawMessage, error) {
	endpoint := strings.TrimRight(c.URL, "/")
	if !strings.HasSuffix(endpoint, "/rpc") {
		endpoint += "/transmission/rpc"
	}
	body, _ := json.Marshal(map[string]any{"method": method, "arguments": args})
	sid := ""
	for range 2 {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if sid != "" {
			req.Header.Set("X-Transmission-Session-Id", sid)
		}
		if c.Username != "" {
			req.SetBasicAuth(c.Username, c.Password)
		}
		res, out, err := s.send(req)
		if err != nil {
			return nil, err
		}
		switch res.StatusCode {
		case http.StatusConflict:
			sid = res.Header.Get("X-Transmission-Session-Id")
			continue
		case http.StatusUnauthorized:
			return nil, errors.New("用户名或密码错误")
		case http.StatusOK:
		default:
			return nil, fmt.Errorf("HTTP %d", res.StatusCode)
		}
		var ans struct {
			Result    string          `json:"result"`
			Arguments json.RawMessage `json:"arguments"`
		}
		if err := json.Unmarshal(out, &ans); err != nil {
			return nil, errors.New("不是Transmission的应答")
		}
		if ans.Result != "success" {
			return nil, errors.New(ans.Result)
		}
		return ans.Arguments, nil
	}
	return nil, errors.New("Transmission没有给出会话标识")
}

// trAdd calls torrent-add with the file as metainfo, then labels the task
// with the tag and category (what qBittorrent gets as tag and category):
// torrent-add takes labels only from RPC 17 (Transmission 4), torrent-set
// from RPC 16 (3.00, Debian's).
func (s *Service) trAdd(ctx context.Context, c settings.DownloadClientEntry, data []byte, hashes []string, savePath, cate string) error {
	return s.trAddArgs(ctx, c, map[string]any{"metainfo": base64.StdEncoding.EncodeToString(data)}, hashes, savePath, cate)
}

// trAddArgs is torrent-add with args (metainfo, or a magnet as filename).
func (s *Service) trAddArgs(ctx context.Context, c settings.DownloadClientEntry, args map[string]any, hashes []string, savePath, cate string) error {
	if savePath != "" {
		args["download-dir"] = savePath
	}
	if _, err := s.trCall(ctx, c, "torrent-add", args); err != nil {
		return err
	}
	labels := []string{Tag}
	if cate != "" {
		labels = append(labels, cate)
	}
	_, err := s.trCall(ctx, c, "torrent-set", map[string]any{"ids": hashes, "labels": labels})
	return err
}

func (s *Service) trTorrents(ctx context.Context, c settings.DownloadClientEntry, hashes []string) ([]Live, error) {
	args := map[string]any{"fields": []string{"hashString", "name",
		"percentDone", "rateDownload", "rateUpload", "sizeWhenDone", "uploadedEver", "uploadRatio", "secondsSeeding",
		"downloadDir", "leftUntilDone"}}
	if hashes != nil { // nil: every torrent
		args["ids"] = hashes
	}
	out, err := s.trCall(ctx, c, "torrent-get", args)
	if err != nil {
		return nil, err
	}
	var ans struct {
		Torrents []struct {
			Hash     string  `json:"hashString"`
			Name     string  `json:"name"`
			Done     float64 `json:"percentDone"`
			Down     int64   `json:"rateDownload"`
			Up       int64   `json:"rateUpload"`
			Size     int64   `json:"sizeWhenDone"`
			Uploaded int64   `json:"uploadedEver"`
			Ratio    float64 `json:"uploadRatio"`
			Seeding  int64   `json:"secondsSeeding"`
			Dir      string  `json:"downloadDir"`
			Left     int64   `json:"leftUntilDone"`
		} `json:"torrents"`
	}
	if err := json.Unmarshal(out, &ans); err != nil {
		return nil, errors.New("不是Transmission的应答")
	}
	list := make([]Live, 0, len(ans.Torrents))
	for _, t := range ans.Torrents {
		list = append(list, Live{Hash: strings.ToLower(t.Hash), Name: t.Name, Progress: t.Done, DlSpeed: t.Down,
			UpSpeed: t.Up, Size: t.Size, Uploaded: t.Uploaded, Ratio: max(t.Ratio, 0), SeedingTime: t.Seeding,
			SavePath: t.Dir, ContentPath: filepath.Join(t.Dir, t.Name), Done: t.Done >= 1 && t.Left == 0})
	}
	return list, nil
}

func (s *Service) trRemove(ctx context.Context, c settings.DownloadClientEntry, hash string, withData bool) error {
	_, err := s.trCall(ctx, c, "torrent-remove", map[string]any{"ids": []string{hash}, "delete-local-data": withData})
	return err
}
