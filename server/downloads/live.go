package downloads

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/settings"
)

// Live is what a download client says about one torrent now.
type Live struct {
	Hash        string
	Name        string
	Progress    float64 // 0–1
	DlSpeed     int64   // bytes/s
	UpSpeed     int64
	Size        int64 // bytes wanted
	Uploaded    int64
	Ratio       float64
	SeedingTime int64 // seconds
	SavePath    string
	ContentPath string
	Done        bool   // every wanted byte is there
	Category    string // qBittorrent's category ("" elsewhere)
	// Also: the other ids the torrent has (a hybrid's v1, or its v2 cut
	// to 40 hex digits), lower-case; qBittorrent 4.4+ only.
	Also []string
}

// ErrUnsupported: the client type cannot do this.
var ErrUnsupported = fmt.Errorf("这个下载工具不支持此操作")

// Torrents asks client c about the given hashes (lower-case v1 hashes);
// torrents it does not have are absent from the answer.
func (s *Service) Torrents(ctx context.Context, c settings.DownloadClientEntry, hashes []string) ([]Live, error) {
	if len(hashes) == 0 {
		return nil, nil
	}
	switch c.Type {
	case "qbittorrent":
		return s.qbTorrents(ctx, c, hashes)
	case "transmission":
		return s.trTorrents(ctx, c, hashes)
	case "aria2":
		return s.aria2Torrents(ctx, c, hashes)
	}
	return nil, ErrUnsupported
}

// Remove deletes the torrent from client c, with its files when withData.
func (s *Service) Remove(ctx context.Context, c settings.DownloadClientEntry, hash string, withData bool) error {
	switch c.Type {
	case "qbittorrent":
		return s.qbRemove(ctx, c, hash, withData)
	case "transmission":
		return s.trRemove(ctx, c, hash, withData)
	case "aria2":
		return s.aria2Remove(ctx, c, hash, withData)
	}
	return ErrUnsupported
}

// Client is the configured client of that name.
func (s *Service) Client(ctx context.Context, name string) (settings.DownloadClientEntry, bool) {
	list, err := settings.DownloadClientsSection.Load(ctx, s.store)
	if err != nil {
		return settings.DownloadClientEntry{}, false
	}
	for _, c := range list {
		if c.Name == name {
			return c, true
		}
	}
	return settings.DownloadClientEntry{}, false
}

// Downloading asks every client, at once, about the records still
// downloading and answers the torrents not finished yet (the records
// screen polls it every 1.5 s, so it costs one call per client).
func (s *Service) Downloading(ctx context.Context) ([]Live, error) {
	// Several open pages poll at once: one round of calls a second serves them all.
	s.liveMu.Lock()
	defer s.liveMu.Unlock()
	if s.now().Sub(s.liveAt) < time.Second {
		return s.liveLast, nil
	}
	recs, err := s.List(ctx, Filter{Status: ptr(StatusDownloading)}, 0, 100000)
	if err != nil {
		return nil, err
	}
	groups := map[string][]string{}
	for _, r := range recs {
		if r.CompletedAt == "" {
			groups[r.Client] = append(groups[r.Client], r.Hash)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var mu sync.Mutex
	var wg sync.WaitGroup
	out := []Live{}
	for name, hashes := range groups {
		c, ok := s.Client(ctx, name)
		if !ok {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			list, err := s.Torrents(ctx, c, hashes)
			if err != nil {
				return // an unreachable client shows no progress; the health check reports it
			}
			mu.Lock()
			defer mu.Unlock()
			for _, l := range list {
				if !l.Done {
					out = append(out, l)
				}
			}
		}()
	}
	wg.Wait()
	s.liveAt, s.liveLast = s.now(), out
	return out, nil
}

// LiveOf is what record r's client says about it now (false: not there,
// or the client is unreachable).
func (s *Service) LiveOf(ctx context.Context, r Record) (Live, bool) {
	c, ok := s.Client(ctx, r.Client)
	if !ok {
		return Live{}, false
	}
	list, err := s.Torrents(ctx, c, []string{r.Hash})
	if err != nil || len(list) == 0 {
		return Live{}, false
	}
	return list[0], true
}
