package dashboard

import (
	"context"
	"errors"
	"sort"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/settings"
)

// Client is one download client: reachable or not, its free space and
// the recorded torrents it is still downloading.
type Client struct {
	Name        string     `json:"name"`
	Type        string     `json:"type"`
	Available   bool       `json:"available"`
	Reason      string     `json:"reason,omitempty"`
	FreeBytes   int64      `json:"free_bytes"` // -1: the client cannot tell
	DlSpeed     int64      `json:"dl_speed"`   // bytes/s, all of its torrents below
	Downloading []Transfer `json:"downloading"`
}

// Transfer is one torrent in progress.
type Transfer struct {
	// Hash matches the live `record` events (server/events), which move the bar.
	Hash       string  `json:"hash"`
	Name       string  `json:"name"`
	Progress   float64 `json:"progress"` // 0–1
	DlSpeed    int64   `json:"dl_speed"`
	ETASeconds int64   `json:"eta_seconds"` // -1: stalled
}

// clients asks every configured client at once; each answers within the
// tile's deadline or is shown 不可用 with the reason.
func (s *Service) clients(ctx context.Context) ([]Client, error) {
	list, err := settings.DownloadClientsSection.Load(ctx, s.o.Store)
	if err != nil {
		return nil, err
	}
	zero := 0
	recs, err := s.o.Downloads.List(ctx, downloads.Filter{Status: &zero}, 0, 1000)
	if err != nil {
		return nil, err
	}
	hashes := map[string][]string{}
	for _, r := range recs {
		if r.CompletedAt == "" {
			hashes[r.Client] = append(hashes[r.Client], r.Hash)
		}
	}
	type answer struct {
		i int
		c Client
	}
	out := make([]Client, len(list))
	done := make(chan answer, len(list)) // buffered: a late answer is dropped, never blocks
	for i, c := range list {
		// Until it answers, a client is 不可用 for want of time.
		out[i] = Client{Name: c.Name, Type: c.Type, FreeBytes: -1, Reason: msgTimeout, Downloading: []Transfer{}}
		go func() { done <- answer{i, s.client(ctx, c, hashes[c.Name])} }()
	}
	for range list {
		select {
		case a := <-done:
			out[a.i] = a.c
		case <-ctx.Done():
			return out, nil
		}
	}
	return out, nil
}

func (s *Service) client(ctx context.Context, c settings.DownloadClientEntry, hashes []string) Client {
	out := Client{Name: c.Name, Type: c.Type, FreeBytes: -1, Downloading: []Transfer{}}
	free, err := s.o.Clients.FreeSpace(ctx, c)
	switch {
	case errors.Is(err, downloads.ErrUnsupported):
	case err != nil:
		out.Reason = reason(ctx, err)
		return out
	default:
		out.FreeBytes = free
	}
	live, err := s.o.Clients.Torrents(ctx, c, hashes)
	if err != nil && !errors.Is(err, downloads.ErrUnsupported) {
		out.Reason = reason(ctx, err)
		return out
	}
	out.Available = true
	for _, l := range live {
		if l.Done {
			continue
		}
		eta := int64(-1)
		if l.DlSpeed > 0 {
			eta = int64(float64(l.Size)*(1-l.Progress)) / l.DlSpeed
		}
		out.DlSpeed += l.DlSpeed
		out.Downloading = append(out.Downloading, Transfer{Hash: l.Hash, Name: l.Name, Progress: l.Progress, DlSpeed: l.DlSpeed, ETASeconds: eta})
	}
	sort.Slice(out.Downloading, func(a, b int) bool { return out.Downloading[a].Name < out.Downloading[b].Name })
	return out
}

// reason is why a call failed, in the words the health checks use.
func reason(ctx context.Context, err error) string {
	if ctx.Err() != nil {
		return msgTimeout
	}
	return clients.TransportCause(err)
}
