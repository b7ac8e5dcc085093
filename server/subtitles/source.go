package subtitles

import (
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
	Title  string // the release name it was made for
	Lang   string // chs | cht | dual | other
	fetch  func(ctx context.Context) (name string, data []byte, err error)
}

// source is one subtitle site client.
type source interface {
	Label() string
	Search(ctx context.Context, keyword string) ([]candidate, error)
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
