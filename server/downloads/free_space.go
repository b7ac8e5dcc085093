package downloads

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/movie-robot/web-console/server/settings"
)

// FreeSpace asks client c how many bytes are free where it saves by
// default (the dashboard's client tile). aria2 cannot tell: ErrUnsupported.
func (s *Service) FreeSpace(ctx context.Context, c settings.DownloadClientEntry) (int64, error) {
	switch c.Type {
	case "qbittorrent":
		var free int64
		err := s.qbWith(ctx, c, func(q *qbSession) error {
			// maindata is the only call that carries the free space; rid=0
			// asks for it with the server state.
			var ans struct {
				State struct {
					Free int64 `json:"free_space_on_disk"`
				} `json:"server_state"`
			}
			err := q.getJSON(ctx, "/api/v2/sync/maindata?rid=0", "磁盘空间", &ans)
			free = ans.State.Free
			return err
		})
		return free, err
	case "transmission":
		out, err := s.trCall(ctx, c, "session-get", map[string]any{"fields": []string{"download-dir"}})
		if err != nil {
			return 0, err
		}
		var sess struct {
			Dir string `json:"download-dir"`
		}
		if json.Unmarshal(out, &sess) != nil || sess.Dir == "" {
			return 0, errors.New("不是Transmission的应答")
		}
		out, err = s.trCall(ctx, c, "free-space", map[string]any{"path": sess.Dir})
		if err != nil {
			return 0, err
		}
		var ans struct {
			Free int64 `json:"size-bytes"`
		}
		if json.Unmarshal(out, &ans) != nil {
			return 0, errors.New("不是Transmission的应答")
		}
		return ans.Free, nil
	}
	return 0, ErrUnsupported
}
