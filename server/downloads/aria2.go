package downloads

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

// aria2Call calls aria2's JSON-RPC with the RPC secret first.
func (s *Service) aria2Call(ctx context.Context, c settings.DownloadClientEntry, method string, params ...any) (json.RawMessage, error) {
	endpoint := strings.TrimRight(c.URL, "/")
	if !strings.HasSuffix(endpoint, "/jsonrpc") {
		endpoint += "/jsonrpc"
	}
	params = append([]any{"token:" + c.Secret}, params...)
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": "mr", "method": method, "params": params})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	_, out, err := s.send(req)
	if err != nil {
		return nil, err
	}
	var ans struct {
		Result json.RawMessage `json:"result"`
		Error  *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal(out, &ans); err != nil {
		return nil, errors.New("不是aria2的应答")
	}
	if ans.Error != nil {
		return nil, errors.New(ans.Error.Message)
	}
	return ans.Result, nil
}

// aria2Add calls aria2.addTorrent.
func (s *Service) aria2Add(ctx context.Context, c settings.DownloadClientEntry, data []byte, savePath string) error {
	opts := map[string]string{}
	if savePath != "" {
		opts["dir"] = savePath
	}
	_, err := s.aria2Call(ctx, c, "aria2.addTorrent", base64.StdEncoding.EncodeToString(data), []string{}, opts)
	return err
}

// aria2Item is one download of aria2's lists, with its gid.
type aria2Item struct {
	Live
	gid, status string
}

// aria2List reads the active, waiting and stopped lists (aria2 has no
// lookup by info-hash) and keeps the asked hashes. A finished torrent
// that seeds is still active; completedLength tells it is done.
func (s *Service) aria2List(ctx context.Context, c settings.DownloadClientEntry, hashes []string) ([]aria2Item, error) {
	keys := []string{"gid", "status", "infoHash", "totalLength", "completedLength", "downloadSpeed", "uploadSpeed",
		"uploadLength", "dir", "bittorrent"}
	var out []aria2Item
	for _, call := range []struct {
		method string
		params []any
	}{{"aria2.tellActive", []any{keys}}, {"aria2.tellWaiting", []any{0, 1000, keys}}, {"aria2.tellStopped", []any{0, 1000, keys}}} {
		raw, err := s.aria2Call(ctx, c, call.method, call.params...)
		if err != nil {
			return nil, err
		}
		var list []struct {
			GID        string `json:"gid"`
			Status     string `json:"status"`
			Hash       string `json:"infoHash"`
			Total      string `json:"totalLength"`
			Completed  string `json:"completedLength"`
			Down       string `json:"downloadSpeed"`
			Up         string `json:"uploadSpeed"`
			Uploaded   string `json:"uploadLength"`
			Dir        string `json:"dir"`
			Bittorrent struct {
				Info struct {
					Name string `json:"name"`
				} `json:"info"`
			} `json:"bittorrent"`
		}
		if err := json.Unmarshal(raw, &list); err != nil {
			return nil, errors.New("不是aria2的应答")
		}
		for _, t := range list {
			h := strings.ToLower(t.Hash)
			if !slices.Contains(hashes, h) || slices.ContainsFunc(out, func(l aria2Item) bool { return l.Hash == h }) {
				continue
			}
			n := func(s string) int64 { v, _ := strconv.ParseInt(s, 10, 64); return v }
			l := Live{Hash: h, Name: t.Bittorrent.Info.Name, DlSpeed: n(t.Down), UpSpeed: n(t.Up), Size: n(t.Total),
				Uploaded: n(t.Uploaded), SavePath: t.Dir, ContentPath: filepath.Join(t.Dir, t.Bittorrent.Info.Name)}
			if l.Size > 0 {
				l.Progress = float64(n(t.Completed)) / float64(l.Size)
				l.Ratio = float64(l.Uploaded) / float64(l.Size)
			}
			l.Done = l.Size > 0 && n(t.Completed) == l.Size
			out = append(out, aria2Item{Live: l, gid: t.GID, status: t.Status})
		}
	}
	return out, nil
}

func (s *Service) aria2Torrents(ctx context.Context, c settings.DownloadClientEntry, hashes []string) ([]Live, error) {
	items, err := s.aria2List(ctx, c, hashes)
	if err != nil {
		return nil, err
	}
	out := make([]Live, len(items))
	for i, it := range items {
		out[i] = it.Live
	}
	return out, nil
}

// aria2Remove stops the download and forgets it; aria2's RPC cannot
// delete files, so with withData the torrent's content goes from here,
// through the media paths' mapping of the client's folders.
func (s *Service) aria2Remove(ctx context.Context, c settings.DownloadClientEntry, hash string, withData bool) error {
	items, err := s.aria2List(ctx, c, []string{hash})
	if err != nil {
		return err
	}
	if len(items) == 0 {
		return nil // already gone
	}
	it := items[0]
	if it.status == "active" || it.status == "waiting" || it.status == "paused" {
		if _, err := s.aria2Call(ctx, c, "aria2.forceRemove", it.gid); err != nil {
			return err
		}
		// forceRemove returns at once; the result appears when it stopped.
		for i := 0; i < 50; i++ {
			if _, err := s.aria2Call(ctx, c, "aria2.removeDownloadResult", it.gid); err == nil {
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
	} else if _, err := s.aria2Call(ctx, c, "aria2.removeDownloadResult", it.gid); err != nil {
		return err
	}
	if withData && it.Name != "" {
		content := s.localPath(ctx, it.ContentPath)
		if err := os.RemoveAll(content); err != nil {
			return err
		}
		os.Remove(content + ".aria2") // aria2's control file
	}
	return nil
}
