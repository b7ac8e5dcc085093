package metadata

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// ImagePath is the binary's image proxy (CONTRACTS C1).
const ImagePath = "/api/common/image"

// ProxiedImage is raw as a URL of the image proxy ("" stays "").
func ProxiedImage(raw string) string {
	if raw == "" {
		return ""
	}
	return ImagePath + "?url=" + url.QueryEscape(raw)
}

// ErrImageRefused: the address is not on a metadata image host (the proxy
// is not an open proxy).
var ErrImageRefused = errors.New("只能代理媒体数据网站的图片")

// maxImage bounds one image (a TMDB "original" backdrop is ~2 MB).
const maxImage = 10 << 20

// imageCache keeps images on disk, named by the SHA-256 of their URL, and
// drops the least recently used files once the total passes its cap.
type imageCache struct {
	dir string
	cap int64
	svc *Service
	mu  sync.Mutex // one eviction walk at a time
}

func newImageCache(dir string, capBytes int64, svc *Service) *imageCache {
	return &imageCache{dir: dir, cap: capBytes, svc: svc}
}

// Image is one image's bytes.
type Image struct {
	Body        []byte
	ContentType string
}

// Image answers raw from the disk cache or fetches it from its host.
func (s *Service) Image(ctx context.Context, raw string) (Image, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return Image{}, ErrImageRefused
	}
	c, err := s.config(ctx)
	if err != nil {
		return Image{}, err
	}
	if !imageHostAllowed(u, c) {
		return Image{}, ErrImageRefused
	}
	return s.images.get(ctx, u, c)
}

// imageHostAllowed: the TMDB image host, Douban's image hosts, FanArt's
// asset host and the configured Douban API hosts (mirrors and stand-ins
// serve posters beside the API).
func imageHostAllowed(u *url.URL, c config) bool {
	host := strings.ToLower(u.Hostname())
	if host == "doubanio.com" || strings.HasSuffix(host, ".doubanio.com") || host == "assets.fanart.tv" {
		return true
	}
	for _, base := range []string{c.hosts.TMDBImageBase, c.hosts.DoubanRexxarBase, c.hosts.DoubanFrodoBase} {
		if b, err := url.Parse(base); err == nil && strings.EqualFold(b.Host, u.Host) {
			return true
		}
	}
	return false
}

func (ic *imageCache) file(u *url.URL) string {
	sum := sha256.Sum256([]byte(u.String()))
	return filepath.Join(ic.dir, hex.EncodeToString(sum[:]))
}

func (ic *imageCache) get(ctx context.Context, u *url.URL, c config) (Image, error) {
	if ic.dir == "" {
		return Image{}, ErrImageRefused
	}
	name := ic.file(u)
	if b, err := os.ReadFile(name); err == nil {
		now := time.Now()
		os.Chtimes(name, now, now) // recently used: evicted last
		return Image{Body: b, ContentType: http.DetectContentType(b)}, nil
	}
	v, err := ic.svc.flight.do("image:"+u.String(), func() ([]byte, error) {
		b, err := ic.fetch(context.WithoutCancel(ctx), u, c) // others may wait for it
		if err != nil {
			return nil, err
		}
		return b, ic.store(name, b)
	})
	if err != nil {
		return Image{}, err
	}
	return Image{Body: v, ContentType: http.DetectContentType(v)}, nil
}

// fetch downloads an image, with the Referer Douban's image hosts require.
func (ic *imageCache) fetch(ctx context.Context, u *url.URL, c config) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	site, proxy := siteTMDB, c.Proxies
	if !sameHost(u, c.hosts.TMDBImageBase) {
		site, proxy = siteDouban, ""
		req.Header.Set("Referer", "https://movie.douban.com/")
	}
	req.Header.Set("User-Agent", mobileUA)
	res, err := ic.svc.client(proxy).Do(req)
	if err != nil {
		return nil, transportError(site, err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, statusError(site, res.StatusCode)
	}
	b, err := io.ReadAll(io.LimitReader(res.Body, maxImage+1))
	if err != nil {
		return nil, transportError(site, err)
	}
	if len(b) > maxImage || !strings.HasPrefix(http.DetectContentType(b), "image/") {
		return nil, &Error{Message: "图片地址返回的不是图片"}
	}
	return b, nil
}

func sameHost(u *url.URL, base string) bool {
	b, err := url.Parse(base)
	return err == nil && strings.EqualFold(b.Host, u.Host)
}

// store writes the image (via a temporary file, so a reader never sees
// half of one) and evicts the least recently used files over the cap.
func (ic *imageCache) store(name string, b []byte) error {
	if err := os.MkdirAll(ic.dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(ic.dir, ".part-*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp.Name())
		return errors.Join(werr, cerr)
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return ic.evict()
}

func (ic *imageCache) evict() error {
	ic.mu.Lock()
	defer ic.mu.Unlock()
	entries, err := os.ReadDir(ic.dir)
	if err != nil {
		return err
	}
	type file struct {
		name string
		size int64
		mod  time.Time
	}
	var files []file
	var total int64
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || !info.Mode().IsRegular() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		files = append(files, file{e.Name(), info.Size(), info.ModTime()})
		total += info.Size()
	}
	sort.Slice(files, func(i, j int) bool { return files[i].mod.Before(files[j].mod) })
	for _, f := range files {
		if total <= ic.cap {
			break
		}
		if os.Remove(filepath.Join(ic.dir, f.name)) == nil {
			total -= f.size
		}
	}
	return nil
}
