package subtitles

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// openSubtitles is OpenSubtitles.com's REST API v1 with the user's API key:
// GET /api/v1/subtitles lists subtitles, POST /api/v1/download {file_id}
// answers a temporary link to the file (UTF-8 text). Every request carries
// Api-Key and a User-Agent naming the app, as the API requires; without a
// user token the download quota is the anonymous one (a few a day), and
// 406 says it is spent.
type openSubtitles struct {
	base, key string
	hc        *http.Client
	pace      *pace
}

// osUserAgent is the app name and version the API asks clients to send.
const osUserAgent = "MovieRobot v1.0"

// osLangs are the API's Chinese codes: ze is its 中英双语.
var osLangs = map[string]string{"zh-cn": "chs", "zh-tw": "cht", "ze": "dual"}

type osSearch struct {
	Data []struct {
		Attributes struct {
			Language string  `json:"language"`
			Release  string  `json:"release"`
			FPS      float64 `json:"fps"` // what the subtitle was timed for; 0 when the uploader did not say
			Files    []struct {
				FileID   int    `json:"file_id"`
				FileName string `json:"file_name"`
			} `json:"files"`
		} `json:"attributes"`
	} `json:"data"`
}

type osDownload struct {
	Link         string `json:"link"`
	FileName     string `json:"file_name"`
	Remaining    int    `json:"remaining"`
	Message      string `json:"message"`
	ResetTimeUTC string `json:"reset_time_utc"`
}

func (o *openSubtitles) Label() string { return "OpenSubtitles" }

func (o *openSubtitles) Search(ctx context.Context, q query) ([]candidate, error) {
	v := url.Values{"languages": {"ze,zh-cn,zh-tw"}}
	switch {
	case q.TMDBID > 0 && q.TV:
		v.Set("parent_tmdb_id", strconv.Itoa(q.TMDBID))
		v.Set("season_number", strconv.Itoa(q.Season))
		v.Set("episode_number", strconv.Itoa(q.Episode))
	case q.TMDBID > 0:
		v.Set("tmdb_id", strconv.Itoa(q.TMDBID))
	default:
		v.Set("query", q.Keyword)
	}
	v.Set("type", map[bool]string{true: "episode", false: "movie"}[q.TV])
	var ans osSearch
	if err := o.call(ctx, http.MethodGet, "/api/v1/subtitles?"+v.Encode(), nil, &ans); err != nil {
		return nil, err
	}
	var out []candidate
	for _, d := range ans.Data {
		a := d.Attributes
		lang, ok := osLangs[strings.ToLower(a.Language)]
		if !ok || len(a.Files) == 0 {
			continue
		}
		title := a.Release
		if q.TV && episodeTag.FindString(title) == "" { // the API matched the episode by its ids
			title = fmt.Sprintf("%s S%02dE%02d", title, q.Season, q.Episode)
		}
		id := a.Files[0].FileID
		out = append(out, candidate{Source: "opensubtitles", Title: title, Lang: lang, FPS: a.FPS,
			fetch: func(ctx context.Context) (string, []byte, error) { return o.download(ctx, id) }})
	}
	return out, nil
}

func (o *openSubtitles) download(ctx context.Context, fileID int) (string, []byte, error) {
	body, _ := json.Marshal(map[string]int{"file_id": fileID})
	var ans osDownload
	if err := o.call(ctx, http.MethodPost, "/api/v1/download", body, &ans); err != nil {
		return "", nil, err
	}
	if ans.Link == "" {
		return "", nil, errors.New("OpenSubtitles 的下载回复里没有文件链接")
	}
	return getNamed(ctx, o.hc, o.pace, o.Label(), ans.Link, ans.FileName)
}

// call sends one API request; a 429 pauses the source for its Retry-After
// and is tried once more when that is short.
func (o *openSubtitles) call(ctx context.Context, method, path string, body []byte, out any) error {
	if o.key == "" {
		return errors.New("OpenSubtitles 需要 API 密钥（字幕设置里的“OpenSubtitles API密钥”），未设置")
	}
	for attempt := 0; ; attempt++ {
		if err := o.pace.wait(ctx); err != nil {
			return err
		}
		req, err := http.NewRequestWithContext(ctx, method, o.base+path, bytes.NewReader(body))
		if err != nil {
			return fmt.Errorf("OpenSubtitles 地址无效：%w", err)
		}
		req.Header.Set("Api-Key", o.key)
		req.Header.Set("User-Agent", osUserAgent)
		req.Header.Set("Accept", "application/json")
		if body != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		res, err := o.hc.Do(req)
		if err != nil {
			return fmt.Errorf("无法连接 OpenSubtitles：%w", err)
		}
		b, err := io.ReadAll(io.LimitReader(res.Body, 4<<20))
		res.Body.Close()
		if err != nil {
			return fmt.Errorf("读取 OpenSubtitles 的回复失败：%w", err)
		}
		if res.StatusCode == http.StatusTooManyRequests {
			wait := retryAfter(res.Header.Get("Retry-After"))
			o.pace.hold(wait)
			if attempt == 0 && wait <= 10*time.Second {
				continue
			}
			return fmt.Errorf("OpenSubtitles 请求过于频繁（HTTP 429），%d 秒后再试", int(wait.Seconds()))
		}
		if res.StatusCode != http.StatusOK {
			return osError(res.StatusCode, b)
		}
		if err := json.Unmarshal(b, out); err != nil {
			return fmt.Errorf("OpenSubtitles 的回复不是有效的JSON：%w", err)
		}
		return nil
	}
}

// osError names what the API refused, in its own words where it gives them.
func osError(code int, b []byte) error {
	var ans osDownload
	json.Unmarshal(b, &ans)
	switch code {
	case http.StatusUnauthorized, http.StatusForbidden:
		return fmt.Errorf("OpenSubtitles 拒绝了 API 密钥（HTTP %d）：%s，请在字幕设置里检查密钥", code, ans.Message)
	case http.StatusNotAcceptable:
		return fmt.Errorf("OpenSubtitles 今天的下载次数已用完（HTTP 406），%s 恢复：%s", ans.ResetTimeUTC, ans.Message)
	}
	return fmt.Errorf("OpenSubtitles 返回 HTTP %d：%s", code, ans.Message)
}

// retryAfter reads Retry-After in seconds (1 s when absent or odd).
func retryAfter(h string) time.Duration {
	if n, err := strconv.Atoi(strings.TrimSpace(h)); err == nil && n > 0 {
		return time.Duration(n) * time.Second
	}
	return time.Second
}
