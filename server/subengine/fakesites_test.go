package subengine

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/subscribe"
)

// fakeSites is one site whose listing a test writes row by row; its
// .torrent files are real (a hash of their name).
type fakeSites struct {
	mu   sync.Mutex
	rows []ptsites.Torrent
	// searched, when set, hears each search (after it answered).
	searched func(kw string)
	// magnets: rows (by name) a magnet-only site lists with this link
	// and no .torrent.
	magnets map[string]string
	// rules: rows (by name) with the site's H&R rule (ratio, seconds).
	rules map[string][2]float64
}

func (f *fakeSites) add(name, subject string, seeders int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	info := release.ParseWithSubject(name, subject)
	cat := "Movie"
	if info.IsTV {
		cat = "TV"
	}
	f.rows = append(f.rows, ptsites.Torrent{ID: int64(len(f.rows) + 1), SiteID: "hdsky", SiteName: "天空", Name: name,
		Subject: subject, UploadCount: seeders, SizeMB: 2048, DownloadVolumeFactor: 1, CateLevel1: cat})
}

func (f *fakeSites) Latest(context.Context) ([]ptsites.SiteResults, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return []ptsites.SiteResults{{Site: "hdsky", Name: "天空", Torrents: append([]ptsites.Torrent(nil), f.rows...)}}, nil
}

func (f *fakeSites) SearchSubscribed(_ context.Context, kw string, _ ...string) ([]ptsites.SiteResults, error) {
	res, _ := f.Latest(context.Background())
	var hits []ptsites.Torrent
	for _, t := range res[0].Torrents {
		if strings.Contains(strings.ToLower(t.Name+" "+t.Subject), strings.ToLower(kw)) {
			hits = append(hits, t)
		}
	}
	res[0].Torrents = hits
	if f.searched != nil {
		f.searched(kw)
	}
	return res, nil
}

func (f *fakeSites) TorrentFile(_ context.Context, id int64, site string) (ptsites.FoundTorrent, []byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, t := range f.rows {
		if t.ID == id && t.SiteID == site {
			if m := f.magnets[t.Name]; m != "" { // as ptsites answers a magnet-only result
				return ptsites.FoundTorrent{ID: id, Site: site, Name: t.Name, Subject: t.Subject, DownloadURL: m}, []byte(m), nil
			}
			found := ptsites.FoundTorrent{ID: id, Site: site, Name: t.Name, Subject: t.Subject}
			if r, ok := f.rules[t.Name]; ok {
				found.MinimumRatio, found.MinimumSeedTime = r[0], int(r[1])
			}
			return found, torrentFile(t.Name), nil
		}
	}
	return ptsites.FoundTorrent{}, nil, fmt.Errorf("找不到这个种子")
}

// fakeSiteEnv is newEnv with the engine's listing and searches read from
// a fake site the test fills.
func fakeSiteEnv(t testing.TB) (*env, *fakeSites) {
	t.Helper()
	e := newEnv(t)
	sites := &fakeSites{}
	e.eng.o.Sites = sites
	return e, sites
}

// duneListed is an env whose fake site lists one release of 沙丘2, and a
// movie subscription to it (its id), not yet searched.
func duneListed(t testing.TB) (*env, int64) {
	t.Helper()
	e, sites := fakeSiteEnv(t)
	sites.add("Dune.Part.Two.2024.1080p.WEB-DL.H264-GRP", "沙丘2", 50)
	return e, e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "沙丘2", ENName: "Dune Part Two", ReleaseYear: 2024})
}

// torrentFile is a minimal valid single-file .torrent named name.
func torrentFile(name string) []byte {
	return fmt.Appendf(nil, "d4:infod6:lengthi1e4:name%d:%s12:piece lengthi16384e6:pieces20:%see",
		len(name), name, strings.Repeat("0", 20))
}
