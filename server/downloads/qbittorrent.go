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

// qbSession is a signed-in qBittorrent Web API.
type qbSession struct {
	s       *Service
	base    string
	cookies []*http.Cookie
}

// Tag marks the tasks this program adds (qBittorrent's tags).
const Tag = "MovieRobot"

// errQBSignedOut: qBittorrent answered 403 (no or an expired session).
var errQBSignedOut = errors.New("没有登录或登录已失效")

// qbLogin signs in, or reuses the session of an earlier sign-in (the
// records page polls every 1.5 s; one sign-in per poll would be waste).
func (s *Service) qbLogin(ctx context.Context, c settings.DownloadClientEntry) (q *qbSession, cached bool, err error) {
	q = &qbSession{s: s, base: strings.TrimRight(c.URL, "/")}
	if !c.NeedLogin {
		return q, false, nil
	}
	key := q.base + "\x00" + c.Username + "\x00" + c.Password
	s.qbMu.Lock()
	q.cookies, cached = s.qbCookies[key]
	s.qbMu.Unlock()
	if cached {
		return q, true, nil
	}
	form := url.Values{"username": {c.Username}, "password": {c.Password}}
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, q.base+"/api/v2/auth/login", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Referer", q.base)
	res, body, err := s.send(req)
	if err != nil {
		return nil, false, err
	}
	if strings.TrimSpace(string(body)) != "Ok." {
		return nil, false, fmt.Errorf("登录失败（HTTP %d）", res.StatusCode)
	}
	q.cookies = res.Cookies()
	s.qbMu.Lock()
	if s.qbCookies == nil {
		s.qbCookies = map[string][]*http.Cookie{}
	}
	s.qbCookies[key] = q.cookies
	s.qbMu.Unlock()
	return q, false, nil
}

// qbWith runs fn in a session; a reused session qBittorrent no longer
// knows (restarted, expired) is dropped and fn runs once more signed in.
func (s *Service) qbWith(ctx context.Context, c settings.DownloadClientEntry, fn func(q *qbSession) error) error {
	q, cached, err := s.qbLogin(ctx, c)
	if err != nil {
		return err
	}
	err = fn(q)
	if errors.Is(err, errQBSignedOut) && cached {
		s.qbMu.Lock()
		delete(s.qbCookies, q.base+"\x00"+c.Username+"\x00"+c.Password)
		s.qbMu.Unlock()
		if q, _, err = s.qbLogin(ctx, c); err != nil {
			return err
		}
		return fn(q)
	}
	return err
}

// do sends one call; a form body is posted, none is a GET.
func (q *qbSession) do(ctx context.Context, path string, form url.Values) (*http.Response, []byte, error) {
	method, body := http.MethodGet, io.Reader(nil)
	if form != nil {
		method, body = http.MethodPost, strings.NewReader(form.Encode())
	}
	req, _ := http.NewRequestWithContext(ctx, method, q.base+path, body)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	return q.send(req)
}

func (q *qbSession) send(req *http.Request) (*http.Response, []byte, error) {
	req.Header.Set("Referer", q.base)
	for _, ck := range q.cookies {
		req.AddCookie(ck)
	}
	res, body, err := q.s.send(req)
	if err == nil && res.StatusCode == http.StatusForbidden {
		return res, body, errQBSignedOut
	}
	return res, body, err
}

// qbAdd posts the file to /api/v2/torrents/add with the save path, then
// looks the hash up: the add call answers "Ok." even when qBittorrent
// ignored the torrent.
func (s *Service) qbAdd(ctx context.Context, c settings.DownloadClientEntry, data []byte, hash, savePath, cate string) error {
	return s.qbWith(ctx, c, func(q *qbSession) error { return q.add(ctx, data, hash, savePath, cate) })
}

func (q *qbSession) add(ctx context.Context, data []byte, hash, savePath, cate string) error {
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
	// The tag tells a person in qBittorrent's own UI where a task came from.
	mw.WriteField("tags", Tag)
	mw.Close()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, q.base+"/api/v2/torrents/add", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	res, _, err := q.send(req)
	if err != nil {
		return err
	}
	switch {
	case res.StatusCode == http.StatusUnsupportedMediaType:
		return errors.New("下载器认为种子文件无效")
	case res.StatusCode != http.StatusOK:
		return fmt.Errorf("HTTP %d", res.StatusCode)
	}
	// 4.x answers "Fails." for a duplicate too, and adds asynchronously:
	// give it a moment to list the hash.
	for i := 0; i < 20; i++ {
		if list, err := q.info(ctx, []string{hash}); err == nil && len(list) > 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(150 * time.Millisecond):
		}
	}
	return errors.New("下载器没有接收这个种子")
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
}

func (q *qbSession) info(ctx context.Context, hashes []string) ([]qbInfo, error) {
	res, body, err := q.do(ctx, "/api/v2/torrents/info?hashes="+url.QueryEscape(strings.Join(hashes, "|")), nil)
	if err != nil {
		return nil, err
	}
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("HTTP %d", res.StatusCode)
	}
	var list []qbInfo
	if err := json.Unmarshal(body, &list); err != nil {
		return nil, errors.New("不是qBittorrent的应答")
	}
	return list, nil
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
			SavePath: t.SavePath, ContentPath: t.ContentPath, Done: t.Progress >= 1 && t.AmountLeft == 0})
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

// send does one request and reads at most 4 MiB of the answer.
func (s *Service) send(req *http.Request) (*http.Response, []byte, error) {
	res, err := s.client.Do(req)
	if err != nil {
		return nil, nil, errors.New("无法连接下载器")
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 4<<20))
	return res, body, err
}
