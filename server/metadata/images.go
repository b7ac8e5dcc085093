package metadata

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
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

// Image is one image's bytes.
type Image struct {
	Body        []byte
	ContentType string
}

// Image answers raw from the disk cache or fetches it from its host.
func (s *Service) Image(ctx context.Context, raw string) (Image, error) {
	u, c, err := s.imageURL(ctx, raw)
	if err != nil {
		return Image{}, err
	}
	return s.images.get(ctx, u, c)
}

// imageURL parses raw and answers it with the settings when it is an
// http(s) address, without credentials, on a host images come from;
// ErrImageRefused otherwise.
func (s *Service) imageURL(ctx context.Context, raw string) (*url.URL, config, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return nil, config{}, ErrImageRefused
	}
	c, err := s.config(ctx)
	if err != nil {
		return nil, config{}, err
	}
	if !imageHostAllowed(u, c) {
		return nil, config{}, ErrImageRefused
	}
	return u, c, nil
}

// imageHostAllowed: the TMDB image host, Douban's image hosts, FanArt's
// asset host and the configured Douban and FanArt API hosts (mirrors and
// stand-ins serve posters beside the API).
func imageHostAllowed(u *url.URL, c config) bool {
	host := strings.ToLower(u.Hostname())
	cdn := host == "doubanio.com" || strings.HasSuffix(host, ".doubanio.com") || host == "assets.fanart.tv"
	// The CDN hosts only on their default port: another port of theirs
	// (or of a name resolving inward) is not where images are served.
	if cdn && (u.Port() == "" || (u.Scheme == "https" && u.Port() == "443") || (u.Scheme == "http" && u.Port() == "80")) {
		return true
	}
	for _, base := range []string{c.hosts.TMDBImageBase, c.hosts.DoubanRexxarBase, c.hosts.DoubanFrodoBase, c.hosts.FanartAPIBase} {
		if b, err := url.Parse(base); err == nil && strings.EqualFold(b.Host, u.Host) {
			return true
		}
	}
	return false
}

// TMDBImage fetches one of TMDB's images by size and path (a person's
// portrait), through the same cache and checks as DownloadImage.
func (s *Service) TMDBImage(ctx context.Context, size, path string) (Image, error) {
	c, err := s.config(ctx)
	if err != nil {
		return Image{}, err
	}
	if path == "" {
		return Image{}, ErrImageRefused
	}
	return s.DownloadImage(ctx, strings.TrimRight(c.hosts.TMDBImageBase, "/")+"/"+size+path)
}

// DownloadImage fetches an address ChooseArt gave, through the disk cache
// when there is one (the organiser writes posters and fanart beside the
// media); other hosts are refused as the image proxy does.
func (s *Service) DownloadImage(ctx context.Context, raw string) (Image, error) {
	u, c, err := s.imageURL(ctx, raw)
	if err != nil {
		return Image{}, err
	}
	if s.images.dir != "" {
		return s.images.get(ctx, u, c)
	}
	b, err := s.images.fetch(ctx, u, c)
	if err != nil {
		return Image{}, err
	}
	return Image{Body: b, ContentType: http.DetectContentType(b)}, nil
}
