package downloads

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/settings"
)

// aria2Add calls aria2.addTorrent over JSON-RPC with the RPC secret.
func (s *Service) aria2Add(ctx context.Context, c settings.DownloadClientEntry, data []byte, savePath string) error {
	endpoint := strings.TrimRight(c.URL, "/")
	if !strings.HasSuffix(endpoint, "/jsonrpc") {
		endpoint += "/jsonrpc"
	}
	opts := map[string]string{}
	if savePath != "" {
		opts["dir"] = savePath
	}
	params := []any{"token:" + c.Secret, base64.StdEncoding.EncodeToString(data), []string{}, opts}
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": "mr", "method": "aria2.addTorrent", "params": params})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	_, out, err := s.send(req)
	if err != nil {
		return err
	}
	var ans struct {
		Result string `json:"result"`
		Error  *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal(out, &ans); err != nil {
		return errors.New("不是aria2的应答")
	}
	if ans.Error != nil {
		return errors.New(ans.Error.Message)
	}
	return nil
}
