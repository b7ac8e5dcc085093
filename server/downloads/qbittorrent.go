package downloads

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

// qbAdd signs in to qBittorrent's Web API, posts the file to
// /api/v2/torrents/add with the save path, then looks the hash up: the add
// call answers "Ok." even when qBittorrent ignored the torrent.
func (s *Service) qbAdd(ctx context.Context, c settings.DownloadClientEntry, data []byte, hash, savePath, cate string) error {
	base := strings.TrimRight(c.URL, "/")
	var cookies []*http.Cookie
	if c.NeedLogin {
		form := url.Values{"username": {c.Username}, "password": {c.Password}}
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/v2/auth/login", strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Referer", base)
		res, body, err := s.send(req)
		if err != nil {
			return err
		}
		if strings.TrimSpace(string(body)) != "Ok." {
			return fmt.Errorf("登录失败（HTTP %d）", res.StatusCode)
		}
		cookies = res.Cookies()
	}
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile("torrents", hash+".torrent")
	fw.Write(data)
	if savePath != "" {
		mw.WriteField("savepath", savePath)
		mw.WriteField("autoTMM", "false")
	}
	if cate != "" {
		mw.WriteField("category", cate)
	}
	mw.Close()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/v2/torrents/add", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Referer", base)
	for _, ck := range cookies {
		req.AddCookie(ck)
	}
	res, body, err := s.send(req)
	if err != nil {
		return err
	}
	switch {
	case res.StatusCode == http.StatusForbidden:
		return errors.New("没有登录或登录已失效")
	case res.StatusCode == http.StatusUnsupportedMediaType:
		return errors.New("下载器认为种子文件无效")
	case res.StatusCode != http.StatusOK:
		return fmt.Errorf("HTTP %d", res.StatusCode)
	case strings.TrimSpace(string(body)) == "Fails.":
		// 4.x answers "Fails." for a duplicate too: check whether it is there.
	}
	// qBittorrent adds asynchronously: give it a moment to list the hash.
	for i := 0; i < 20; i++ {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+"/api/v2/torrents/info?hashes="+hash, nil)
		req.Header.Set("Referer", base)
		for _, ck := range cookies {
			req.AddCookie(ck)
		}
		if _, body, err := s.send(req); err == nil {
			var list []struct {
				Hash string `json:"hash"`
			}
			if json.Unmarshal(body, &list) == nil && len(list) > 0 {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(150 * time.Millisecond):
		}
	}
	return errors.New("下载器没有接收这个种子")
}

// send does one request and reads at most 1 MiB of the answer.
func (s *Service) send(req *http.Request) (*http.Response, []byte, error) {
	res, err := s.client.Do(req)
	if err != nil {
		return nil, nil, errors.New("无法连接下载器")
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	return res, body, err
}
