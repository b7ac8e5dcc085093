package library

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

// refreshServers asks every media server with refresh_media_server on to
// scan again: Emby/Jellyfin POST /Library/Refresh; Plex refreshes the
// sections whose folders hold one of paths (with ?path=), or all of them.
func refreshServers(ctx context.Context, hc *http.Client, servers []settings.MediaServerEntry, paths []string) []error {
	var errs []error
	for _, s := range servers {
		if !s.RefreshMediaServer {
			continue
		}
		if err := refreshOne(ctx, hc, s, paths); err != nil {
			errs = append(errs, refreshFailed(s, err))
		}
	}
	return errs
}

func refreshFailed(s settings.MediaServerEntry, err error) error {
	return fmt.Errorf("通知%s刷新媒体库失败：%w", s.Name, err)
}

// refreshTimeout bounds one server's refresh: a media server that hangs
// must not hold the organiser (the refresh is retried later).
const refreshTimeout = 15 * time.Second

func refreshOne(ctx context.Context, hc *http.Client, s settings.MediaServerEntry, paths []string) error {
	ctx, cancel := context.WithTimeout(ctx, refreshTimeout)
	defer cancel()
	if s.Type == "plex" {
		return refreshPlex(ctx, hc, s, paths)
	}
	return do(ctx, hc, http.MethodPost, strings.TrimRight(s.URL, "/")+"/Library/Refresh",
		http.Header{"X-Emby-Token": {s.Token}}, nil)
}

func do(ctx context.Context, hc *http.Client, method, target string, h http.Header, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, target, nil)
	if err != nil {
		return err
	}
	for k, v := range h {
		req.Header[k] = v
	}
	res, err := hc.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode/100 != 2 {
		return fmt.Errorf("HTTP %d", res.StatusCode)
	}
	if out != nil {
		return json.NewDecoder(res.Body).Decode(out)
	}
	return nil
}

// plexSections is /library/sections with each section's folders.
type plexSections struct {
	MediaContainer struct {
		Directory []struct {
			Key      string `json:"key"`
			Location []struct {
				Path string `json:"path"`
			} `json:"Location"`
		} `json:"Directory"`
	} `json:"MediaContainer"`
}

func refreshPlex(ctx context.Context, hc *http.Client, s settings.MediaServerEntry, paths []string) error {
	base := strings.TrimRight(s.URL, "/")
	h := http.Header{"X-Plex-Token": {s.Token}, "Accept": {"application/json"}}
	var secs plexSections
	if err := do(ctx, hc, http.MethodGet, base+"/library/sections", h, &secs); err != nil {
		return err
	}
	refreshed := false
	for _, d := range secs.MediaContainer.Directory {
		for _, loc := range d.Location {
			for _, p := range paths {
				if p == loc.Path || strings.HasPrefix(p, strings.TrimRight(loc.Path, "/")+"/") {
					q := url.Values{"path": {filepath.Dir(p)}}
					if err := do(ctx, hc, http.MethodGet, base+"/library/sections/"+url.PathEscape(d.Key)+"/refresh?"+q.Encode(), h, nil); err != nil {
						return err
					}
					refreshed = true
				}
			}
		}
	}
	if refreshed {
		return nil
	}
	return do(ctx, hc, http.MethodGet, base+"/library/sections/all/refresh", h, nil)
}
