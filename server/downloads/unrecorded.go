package downloads

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/settings"
)

// AddUnrecorded hands a torrent to client c under savePath and category
// cate without a download record: the traffic manager (server/traffic)
// keeps its own table, and a record would make the watcher organise its
// torrents into the library. It answers the info-hash the client lists it
// by (qBittorrent names a hybrid by its cut v2 hash).
func (s *Service) AddUnrecorded(ctx context.Context, c settings.DownloadClientEntry, data []byte, savePath, cate string) (string, error) {
	t, err := bencode.ParseTorrent(data)
	if err != nil {
		return "", Invalid{Message: "站点返回的种子文件无效"}
	}
	return s.add(ctx, c, data, t, savePath, cate)
}

// Recorded tells whether any download record holds hash (the torrent
// belongs to the download records and the organiser, not to whoever asks).
func (s *Service) Recorded(ctx context.Context, hash string) (bool, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM download_record WHERE torrent_hash = ?`, hash).Scan(&n)
	return n > 0, err
}

// Transfer is a client's whole upload: the bytes sent since it started
// and the rate now.
type Transfer struct {
	Uploaded int64 // bytes
	UpSpeed  int64 // bytes/s
}

// TransferOf asks client c for its global upload statistics.
func (s *Service) TransferOf(ctx context.Context, c settings.DownloadClientEntry) (Transfer, error) {
	switch c.Type {
	case "qbittorrent":
		var t Transfer
		err := s.qbWith(ctx, c, func(q *qbSession) error {
			var ans struct {
				Data  int64 `json:"up_info_data"`
				Speed int64 `json:"up_info_speed"`
			}
			err := q.getJSON(ctx, "/api/v2/transfer/info", "传输统计", &ans)
			t = Transfer{Uploaded: ans.Data, UpSpeed: ans.Speed}
			return err
		})
		return t, err
	case "transmission":
		out, err := s.trCall(ctx, c, "session-stats", map[string]any{})
		if err != nil {
			return Transfer{}, err
		}
		var ans struct {
			Speed   int64 `json:"uploadSpeed"`
			Current struct {
				Uploaded int64 `json:"uploadedBytes"`
			} `json:"current-stats"`
		}
		if json.Unmarshal(out, &ans) != nil {
			return Transfer{}, errors.New("不是Transmission的应答")
		}
		return Transfer{Uploaded: ans.Current.Uploaded, UpSpeed: ans.Speed}, nil
	}
	return Transfer{}, ErrUnsupported
}
