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

// imageCache keeps images on disk, named by the SHA-256 of their URL, and
// drops the least recently used files once the total passes its cap.
type imageCache struct {
	dir string
	cap int64
	svc *Service
	mu  sync.Mutex // guards total; one eviction walk at a time
	// total is the cache's size as last walked plus what was added since
	// (-1 = not walked yet), so most writes skip the directory walk.
	total int64
}

func newImageCache(dir string, capBytes int64, svc *Service) *imageCache {
	return &imageCache{dir: dir, cap: capBytes, svc: svc, total: -1}
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
	switch {
	case sameHost(u, c.hosts.TMDBImageBase):
	case sameHost(u, c.hosts.FanartAPIBase) || strings.EqualFold(u.Hostname(), "assets.fanart.tv"):
		site, proxy = siteFanart, c.FanartProxies
	default:
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
	return ic.added(int64(len(b)))
}

// added counts n new bytes and walks the folder only when the cap may be
// passed (or on the first write since start).
func (ic *imageCache) added(n int64) error {
	ic.mu.Lock()
	defer ic.mu.Unlock()
	if ic.total >= 0 && ic.total+n <= ic.cap {
		ic.total += n
		return nil
	}
	return ic.evictLocked()
}

// evictLocked removes the least recently used files until the folder is
// within the cap, and records its size.
func (ic *imageCache) evictLocked() error {
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
	ic.total = total
	return nil
}
