package metadata

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/settings"
)

// HostCheck is one address's answer to the settings' 测试.
type HostCheck struct {
	Label   string `json:"label"`
	URL     string `json:"url"`
	OK      bool   `json:"ok"`
	Message string `json:"message"`
}

// hostCheckTimeout bounds each address's check.
const hostCheckTimeout = 10 * time.Second

type hostProbe struct {
	label, target, proxy string
	header               http.Header
	judge                func(status int) (bool, string)
}

// CheckHosts asks each address (empty: the default) what the clients ask
// it, with the saved TMDB key and proxy, and says whether it answers as
// that service does. A LAN mirror that is down or wrong shows here rather
// than as an empty home page.
func (s *Service) CheckHosts(ctx context.Context, in settings.MetadataHosts) ([]HostCheck, error) {
	c, err := s.config(ctx)
	if err != nil {
		return nil, err
	}
	h := in.WithDefaults()
	ts := s.now().Format("20060102")
	frodo := strings.TrimRight(h.DoubanFrodoBase, "/") + "/movie/1292052"
	fu, _ := url.Parse(frodo)
	q := url.Values{"apiKey": {FrodoAPIKey}, "_ts": {ts}}
	if fu != nil {
		q.Set("_sig", FrodoSignature(fu.Path, ts))
	}
	tmdb := strings.TrimRight(h.TMDBAPIBase, "/") + "/configuration"
	if c.TMDBAPIKey != "" {
		tmdb += "?api_key=" + url.QueryEscape(c.TMDBAPIKey)
	}
	answered := func(status int) (bool, string) {
		return status < 500, "可以访问（HTTP " + strconv.Itoa(status) + "）"
	}
	probes := []hostProbe{
		{"TMDB API地址", tmdb, c.Proxies, nil, func(status int) (bool, string) {
			switch {
			case status == http.StatusOK:
				return true, "可以访问"
			case status == http.StatusUnauthorized && c.TMDBAPIKey == "":
				return true, "可以访问（还没有填写TMDB API密钥）"
			case status == http.StatusUnauthorized:
				return true, "可以访问，但TMDB API密钥无效"
			}
			return false, "返回了意外的内容（HTTP " + strconv.Itoa(status) + "）"
		}},
		{"TMDB图片地址", strings.TrimRight(h.TMDBImageBase, "/") + "/w92/", c.Proxies, nil, answered},
		{"豆瓣移动版API地址", strings.TrimRight(h.DoubanRexxarBase, "/") + "/subject_collection/movie_top250/items?start=0&count=1", "",
			http.Header{"Referer": {"https://m.douban.com/subject_collection/movie_top250"}, "User-Agent": {mobileUA}}, okOnly},
		{"豆瓣Frodo API地址", frodo + "?" + q.Encode(), "", http.Header{"User-Agent": {frodoUA}}, okOnly},
	}
	// FanArt only when it is used (a key saved) or its address typed: no
	// failure shown for a service the user does not use.
	if c.FanartAPIKey != "" || in.FanartAPIBase != "" {
		probes = append(probes, fanartProbe(h.FanartAPIBase, c.FanartAPIKey, c.FanartProxies))
	}
	out := make([]HostCheck, len(probes))
	var wg sync.WaitGroup
	for i, p := range probes {
		wg.Go(func() { out[i] = s.probe(ctx, p) })
	}
	wg.Wait()
	return out, nil
}

// fanartProbe asks base for a movie (603, The Matrix) as the health check
// does: FanArt answers 200, or 404 for a movie it has no art for.
func fanartProbe(base, key, proxy string) hostProbe {
	target := strings.TrimRight(base, "/") + "/movies/603"
	if key != "" {
		target += "?api_key=" + url.QueryEscape(key)
	}
	return hostProbe{"FanArt API地址", target, proxy, nil, func(status int) (bool, string) {
		switch {
		case status == http.StatusOK || status == http.StatusNotFound:
			return true, "可以访问"
		case (status == http.StatusUnauthorized || status == http.StatusForbidden) && key == "":
			return true, "可以访问（还没有填写FanArt API密钥）"
		case status == http.StatusUnauthorized || status == http.StatusForbidden:
			return true, "可以访问，但FanArt API密钥无效"
		}
		return false, "返回了意外的内容（HTTP " + strconv.Itoa(status) + "）"
	}}
}

func okOnly(status int) (bool, string) {
	if status == http.StatusOK {
		return true, "可以访问"
	}
	return false, "返回了意外的内容（HTTP " + strconv.Itoa(status) + "）"
}

func (s *Service) probe(ctx context.Context, p hostProbe) HostCheck {
	shown := p.target
	if i := strings.IndexByte(shown, '?'); i >= 0 {
		shown = shown[:i] // the query holds the key
	}
	out := HostCheck{Label: p.label, URL: shown}
	ctx, cancel := context.WithTimeout(ctx, hostCheckTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, p.target, nil)
	if err != nil {
		out.Message = "地址无效"
		return out
	}
	for k, v := range p.header {
		req.Header[k] = v
	}
	res, err := s.client(p.proxy).Do(req)
	if err != nil {
		if ue, ok := err.(*url.Error); ok {
			err = ue.Err // its text holds the URL, and the URL the key
		}
		out.Message = "无法连接：" + clients.TransportCause(err)
		return out
	}
	io.Copy(io.Discard, io.LimitReader(res.Body, 1<<20))
	res.Body.Close()
	out.OK, out.Message = p.judge(res.StatusCode)
	return out
}
