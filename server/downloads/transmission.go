package downloads

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// trAdd calls Transmission's RPC torrent-add with the file as metainfo;
// the first call learns the X-Transmission-Session-Id from the 409.
func (s *Service) trAdd(ctx context.Context, c settings.DownloadClientEntry, data []byte, savePath string) error {
	endpoint := strings.TrimRight(c.URL, "/")
	if !strings.HasSuffix(endpoint, "/rpc") {
		endpoint += "/transmission/rpc"
	}
	args := map[string]any{"metainfo": base64.StdEncoding.EncodeToString(data)}
	if savePath != "" {
		args["download-dir"] = savePath
	}
	body, _ := json.Marshal(map[string]any{"method": "torrent-add", "arguments": args})
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
			return err
		}
		switch res.StatusCode {
		case http.StatusConflict:
			sid = res.Header.Get("X-Transmission-Session-Id")
			continue
		case http.StatusUnauthorized:
			return errors.New("用户名或密码错误")
		case http.StatusOK:
		default:
			return fmt.Errorf("HTTP %d", res.StatusCode)
		}
		var ans struct {
			Result string `json:"result"`
		}
		if err := json.Unmarshal(out, &ans); err != nil {
			return errors.New("不是Transmission的应答")
		}
		if ans.Result != "success" {
			return errors.New(ans.Result)
		}
		return nil
	}
	return errors.New("Transmission没有给出会话标识")
}
