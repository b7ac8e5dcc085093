package downloads

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

// qbAdd posts the file to /api/v2/torrents/add with the save path, then
// looks it up by each of its hashes (the add call answers "Ok." even when
// qBittorrent ignored the torrent) and returns the one qBittorrent lists.
func (s *Service) qbAdd(ctx context.Context, c settings.DownloadClientEntry, data []byte, hashes []string, savePath, cate string) (string, error) {
	var hash string
	err := s.qbWith(ctx, c, func(q *qbSession) (err error) { hash, err = q.add(ctx, data, hashes, savePath, cate); return err })
	return hash, err
}

func (q *qbSession) add(ctx context.Context, data []byte, hashes []string, savePath, cate string) (string, error) {
	return q.addForm(ctx, func(mw formWriter) {
		fw, _ := mw.CreateFormFile("torrents", hashes[0]+".torrent")
		fw.Write(data)
	}, hashes, savePath, cate)
}

// formWriter is the multipart writer an add form's payload is written to.
type formWriter = *multipart.Writer

// addForm posts torrents/add with payload (the file, or a magnet as urls).
func (q *qbSession) addForm(ctx context.Context, payload func(formWriter), hashes []string, savePath, cate string) (string, error) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	payload(mw)
	if savePath != "" {
		mw.WriteField("savepath", savePath)
		mw.WriteField("autoTMM", "false")
	}
	if cate != "" {
		mw.WriteField("category", cate)
	}
	// The tag tells a person in qBittorrent's own UI where a task came from.
	mw.WriteField("tags", Tag)
	mw.Close()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, q.base+"/api/v2/torrents/add", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	res, _, err := q.send(req)
	if err != nil {
		return "", err
	}
	switch {
	case res.StatusCode == http.StatusUnsupportedMediaType:
		return "", errors.New("下载器认为种子文件无效")
	case res.StatusCode != http.StatusOK:
		return "", fmt.Errorf("HTTP %d", res.StatusCode)
	}
	// 4.x answers "Fails." for a duplicate too, and adds asynchronously:
	// give it a moment to list the hash.
	for i := 0; i < 20; i++ {
		if list, err := q.info(ctx, hashes); err == nil && len(list) > 0 {
			return strings.ToLower(list[0].Hash), nil
		}
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case <-time.After(150 * time.Millisecond):
		}
	}
	return "", errors.New("下载器没有接收这个种子")
}

// qbInfo is the part of /api/v2/torrents/info we read.
type qbInfo struct {
	Hash        string  `json:"hash"`
	Name        string  `json:"name"`
	Progress    float64 `json:"progress"`
	DlSpeed     int64   `json:"dlspeed"`
	UpSpeed     int64   `json:"upspeed"`
	Size        int64   `json:"size"`
	Uploaded    int64   `json:"uploaded"`
	Ratio       float64 `json:"ratio"`
	SeedingTime int64   `json:"seeding_time"`
	SavePath    string  `json:"save_path"`
	ContentPath string  `json:"content_path"`
	AmountLeft  int64   `json:"amount_left"`
	Category    string  `json:"category"`
	// A hybrid's two hashes (4.4+); hash is one of them (v2 cut to 40).
	InfohashV1 string `json:"infohash_v1"`
	InfohashV2 string `json:"infohash_v2"`
}

func (q *qbSession) info(ctx context.Context, hashes []string) ([]qbInfo, error) {
	path := "/api/v2/torrents/info" // nil hashes: every torrent
	if hashes != nil {
		path += "?hashes=" + url.QueryEscape(strings.Join(hashes, "|"))
	}
	var list []qbInfo
	return list, q.getJSON(ctx, path, "种子列表", &list)
}

func (s *Service) qbTorrents(ctx context.Context, c settings.DownloadClientEntry, hashes []string) ([]Live, error) {
	var list []qbInfo
	err := s.qbWith(ctx, c, func(q *qbSession) (err error) {
		list, err = q.info(ctx, hashes)
		return err
	})
	if err != nil {
		return nil, err
	}
	out := make([]Live, 0, len(list))
	for _, t := range list {
		out = append(out, Live{Hash: strings.ToLower(t.Hash), Name: t.Name, Progress: t.Progress, DlSpeed: t.DlSpeed,
			UpSpeed: t.UpSpeed, Size: t.Size, Uploaded: t.Uploaded, Ratio: t.Ratio, SeedingTime: t.SeedingTime,
			SavePath: t.SavePath, ContentPath: t.ContentPath, Done: t.Progress >= 1 && t.AmountLeft == 0, Category: t.Category,
			Also: otherHashes(t.Hash, t.InfohashV1, t.InfohashV2)})
	}
	return out, nil
}

func (s *Service) qbRemove(ctx context.Context, c settings.DownloadClientEntry, hash string, withData bool) error {
	return s.qbWith(ctx, c, func(q *qbSession) error {
		res, _, err := q.do(ctx, "/api/v2/torrents/delete", url.Values{"hashes": {hash}, "deleteFiles": {fmt.Sprint(withData)}})
		if err == nil && res.StatusCode != http.StatusOK {
			err = fmt.Errorf("HTTP %d", res.StatusCode)
		}
		return err
	})
}
