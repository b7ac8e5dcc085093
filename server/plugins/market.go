package plugins

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

// MarketSetting lists the market indexes (an addition: the original had
// one market of its own on the internet).
type MarketSetting struct {
	IndexURLs []string `json:"index_urls"`
}

// MarketSection is stored under "setting.plugin_market".
var MarketSection = settings.Section[MarketSetting]{Key: "setting.plugin_market",
	Default: func() MarketSetting { return MarketSetting{IndexURLs: []string{}} }}

// Index is a market's index.json.
type Index struct {
	Plugins []Listing `json:"plugins"`
}

// Listing is one plugin of a market.
type Listing struct {
	Name        string    `json:"name"`
	Title       string    `json:"title"`
	Author      string    `json:"author"`
	Description string    `json:"description"`
	LogoURL     string    `json:"logo_url,omitempty"`
	GithubURL   string    `json:"github_url,omitempty"`
	HelpDocURL  string    `json:"help_doc_url,omitempty"`
	PayImageURL string    `json:"pay_image_url,omitempty"`
	Versions    []Release `json:"versions"`
	bundled     bool
}

// Release is one downloadable version of a plugin.
type Release struct {
	Version      string        `json:"version"`
	GmtCreate    string        `json:"gmt_create"`
	Changelog    string        `json:"changelog"`
	URL          string        `json:"url"`
	SHA256       string        `json:"sha256"`
	ConfigField  []ConfigField `json:"config_field,omitempty"`
	Dependencies any           `json:"dependencies,omitempty"` // {appVersion?, mediaServer?}
}

// maxDownload caps an index or archive download.
const maxDownload = 32 << 20

// market reads every configured index and the bundled one; the first
// listing of a name wins, and versions are sorted newest first. An index
// that cannot be read is skipped (and reported in errs).
func (s *Service) market(ctx context.Context) (list []Listing, errs []string) {
	list = append(list, bundledListings()...)
	seen := map[string]bool{}
	for _, l := range list {
		seen[l.Name] = true
	}
	cfg, err := MarketSection.Load(ctx, s.store)
	if err != nil {
		return list, []string{err.Error()}
	}
	for _, u := range cfg.IndexURLs {
		idx, err := s.index(ctx, u)
		if err != nil {
			s.log.Warn("plugins: market index unreadable", "url", u, "err", err)
			errs = append(errs, fmt.Sprintf("%s：%v", u, err))
			continue
		}
		for _, l := range idx.Plugins {
			if !namePattern.MatchString(l.Name) || seen[l.Name] || len(l.Versions) == 0 {
				continue
			}
			seen[l.Name] = true
			l.Versions = resolveURLs(u, l.Versions)
			list = append(list, l)
		}
	}
	for i := range list {
		sort.SliceStable(list[i].Versions, func(a, b int) bool {
			return compareVersions(list[i].Versions[a].Version, list[i].Versions[b].Version) > 0
		})
	}
	return list, errs
}

// indexTTL is how long a market index read is reused: the list, detail
// and version calls of one screen come together.
const indexTTL = time.Minute

type cachedIndex struct {
	idx Index
	at  time.Time
}

// index reads a market index, reusing a read younger than indexTTL.
func (s *Service) index(ctx context.Context, u string) (Index, error) {
	s.mu.Lock()
	c, ok := s.indexes[u]
	s.mu.Unlock()
	if ok && time.Since(c.at) < indexTTL {
		return c.idx, nil
	}
	var idx Index
	if err := s.getJSON(ctx, u, &idx); err != nil {
		return idx, err
	}
	s.mu.Lock()
	s.indexes[u] = cachedIndex{idx: idx, at: time.Now()}
	s.mu.Unlock()
	return idx, nil
}

// resolveURLs makes download URLs relative to the index absolute.
func resolveURLs(index string, rs []Release) []Release {
	base, err := url.Parse(index)
	out := append([]Release(nil), rs...)
	for i := range out {
		if ref, perr := url.Parse(out[i].URL); err == nil && perr == nil {
			out[i].URL = base.ResolveReference(ref).String()
		}
	}
	return out
}

func (s *Service) listing(ctx context.Context, name string) (Listing, error) {
	list, errs := s.market(ctx)
	for _, l := range list {
		if l.Name == name {
			return l, nil
		}
	}
	if len(errs) > 0 {
		return Listing{}, errorf("插件市场里没有 %s（有市场读取失败：%s）", name, strings.Join(errs, "；"))
	}
	return Listing{}, errorf("插件市场里没有 %s", name)
}

func (l Listing) release(version string) (Release, error) {
	if version == "" {
		return l.Versions[0], nil
	}
	for _, r := range l.Versions {
		if r.Version == version {
			return r, nil
		}
	}
	return Release{}, errorf("插件 %s 没有版本 %s", l.Name, version)
}

func (s *Service) getJSON(ctx context.Context, u string, v any) error {
	b, err := s.download(ctx, u)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("插件市场索引不是有效的 JSON")
	}
	return nil
}

func (s *Service) download(ctx context.Context, u string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil || (req.URL.Scheme != "http" && req.URL.Scheme != "https") {
		return nil, fmt.Errorf("地址无效")
	}
	resp, err := s.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("无法连接：%v", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("服务器回答 HTTP %d", resp.StatusCode)
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxDownload+1))
	if err != nil {
		return nil, fmt.Errorf("下载中断：%v", err)
	}
	if len(b) > maxDownload {
		return nil, fmt.Errorf("文件超过%d MB", maxDownload>>20)
	}
	return b, nil
}

// fetchRelease downloads r's archive and checks its SHA-256 before anything
// is unpacked.
func (s *Service) fetchRelease(ctx context.Context, r Release) ([]byte, error) {
	var b []byte
	var err error
	if name, ok := strings.CutPrefix(r.URL, bundledScheme); ok {
		b = bundledArchives[name]
	} else {
		b, err = s.download(ctx, r.URL)
	}
	if err != nil {
		return nil, errorf("下载插件包失败：%v", err)
	}
	sum := sha256.Sum256(b)
	if want := strings.ToLower(strings.TrimSpace(r.SHA256)); want == "" || hex.EncodeToString(sum[:]) != want {
		return nil, errorf("插件包的 SHA-256 校验和与市场索引不符，已拒绝安装")
	}
	return b, nil
}

// compareVersions compares dotted numeric versions (1.10 > 1.9).
func compareVersions(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < max(len(pa), len(pb)); i++ {
		var x, y int
		if i < len(pa) {
			x, _ = strconv.Atoi(pa[i])
		}
		if i < len(pb) {
			y, _ = strconv.Atoi(pb[i])
		}
		if x != y {
			if x > y {
				return 1
			}
			return -1
		}
	}
	return 0
}

// SaveMarket stores the market index addresses (http or https, at most 10).
func (s *Service) SaveMarket(ctx context.Context, in MarketSetting) error {
	out := MarketSetting{IndexURLs: []string{}}
	for _, raw := range in.IndexURLs {
		raw = strings.TrimSpace(raw)
		if raw == "" {
			continue
		}
		u, err := url.Parse(raw)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return errorf("插件市场地址“%s”不是有效的 http(s) 地址", raw)
		}
		out.IndexURLs = append(out.IndexURLs, raw)
	}
	if len(out.IndexURLs) > 10 {
		return errorf("插件市场地址最多10个")
	}
	v, err := MarketSection.Encode(out)
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.indexes = map[string]cachedIndex{}
	s.mu.Unlock()
	return s.store.PutSetting(ctx, MarketSection.Key, v)
}
