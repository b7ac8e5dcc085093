package subtitles

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"mime"
	"net/http"
	"path"
	"strings"
)

// candidate is one subtitle a source offers.
type candidate struct {
	Source string
	Title  string  // the release name it was made for
	Lang   string  // chs | cht | dual | other
	FPS    float64 // the frame rate it was timed for, when the source says; 0 unknown
	fetch  func(ctx context.Context) (name string, data []byte, err error)
}

// query is what a source is asked: the keyword the page-scraping sites
// take, and the structured fields an API takes (OpenSubtitles).
type query struct {
	Keyword string
	Title   string
	Year    int
	TMDBID  int
	TV      bool
	Season  int
	Episode int
}

// source is one subtitle site client.
type source interface {
	Label() string
	Search(ctx context.Context, q query) ([]candidate, error)
}

// get reads one page or file (at most maxDownload) and the file name the
// server gives it; referer is sent like a browser would.
func get(ctx context.Context, hc *http.Client, p *pace, label, target, referer string) (string, []byte, error) {
	if err := p.wait(ctx); err != nil {
		return "", nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return "", nil, fmt.Errorf("%s地址无效：%w", label, err)
	}
	req.Header.Set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) MovieRobot")
	if referer != "" {
		req.Header.Set("Referer", referer)
	}
	res, err := hc.Do(req)
	if err != nil {
		return "", nil, fmt.Errorf("无法连接%s：%w", label, err)
	}
	defer res.Body.Close()
	if res.StatusCode == http.StatusTooManyRequests {
		wait := retryAfter(res.Header.Get("Retry-After"))
		p.hold(wait) // the site's own limit: this source rests, the others go on
		return "", nil, fmt.Errorf("%s请求过于频繁（HTTP 429），%d 秒后再试", label, int(wait.Seconds()))
	}
	if res.StatusCode != http.StatusOK {
		return "", nil, fmt.Errorf("%s返回 HTTP %d（%s）", label, res.StatusCode, req.URL.Path)
	}
	b, err := io.ReadAll(io.LimitReader(res.Body, maxDownload+1))
	if err != nil {
		return "", nil, fmt.Errorf("读取%s的回复失败：%w", label, err)
	}
	if len(b) > maxDownload {
		return "", nil, fmt.Errorf("%s的文件超过 %d MB", label, maxDownload>>20)
	}
	name := path.Base(req.URL.Path)
	if _, p, err := mime.ParseMediaType(res.Header.Get("Content-Disposition")); err == nil && p["filename"] != "" {
		name = path.Base(strings.ReplaceAll(p["filename"], "\\", "/"))
	}
	return name, b, nil
}

// getNamed reads a file a source's API answer points to: the name that
// answer gives it (assrt's filename, OpenSubtitles' file_name), when it
// gives one, wins over the one the download server suggests.
func getNamed(ctx context.Context, hc *http.Client, p *pace, label, target, named string) (string, []byte, error) {
	name, b, err := get(ctx, hc, p, label, target, "")
	if named != "" {
		name = named
	}
	return name, b, err
}

// post sends a JSON body the way the site's own page script does and
// reads the (small) answer.
func post(ctx context.Context, hc *http.Client, p *pace, label, target string, body []byte, referer string) ([]byte, error) {
	if err := p.wait(ctx); err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("%s地址无效：%w", label, err)
	}
	req.Header.Set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) MovieRobot")
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "XMLHttpRequest")
	req.Header.Set("Referer", referer)
	res, err := hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("无法连接%s：%w", label, err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s返回 HTTP %d（%s）", label, res.StatusCode, req.URL.Path)
	}
	return io.ReadAll(io.LimitReader(res.Body, 1<<20))
}
