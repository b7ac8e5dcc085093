package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"syscall"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// The filed library 字幕自动下载 looks after: the movies among records
// filedFrom…filedTo (about 650; a round reads the newest 300), each in its
// own folder as the organiser files them. A quarter have a Chinese
// subtitle beside the video already; the rest are searched, and the
// subtitle stand-ins have one for half of those (standin.ScaleTitle), so
// each of the first seven rounds searches its 30 (a sample of the bench
// another job ran beside is run again) and places about half of them.
const (
	filedFrom = 99000
	filedTo   = 99970 // the newest 30 are still downloading
)

type library struct {
	dir string
	err error // the first file that could not be written
}

func newLibrary(dir string) *library { return &library{dir: dir} }

// filed tells whether record i is one of the library's movies.
func (l *library) filed(i int) bool { return i >= filedFrom && i < filedTo && i%3 != 0 }

// row is record i as a filed movie of no subscription (downloaded by
// hand: the listing job's completion checks stay as they were), and its
// video (and, for one in four, its subtitle) on disk.
func (l *library) row(i int, names []string) []any {
	release := standin.ScaleRelease(i)
	folder := filepath.Join(l.dir, fmt.Sprintf("%s (2020)", standin.ScaleTitle(i)))
	files := []string{release + ".mkv"}
	if i%4 == 1 {
		files = append(files, release+".zh.srt")
	}
	if err := os.MkdirAll(folder, 0o755); err != nil && l.err == nil {
		l.err = err
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(folder, f), []byte("scale"), 0o644); err != nil && l.err == nil {
			l.err = err
		}
	}
	return []any{names[i%len(names)], 1 + i%20, release, fmt.Sprintf("%040x", i), 1, at(100000 - i),
		standin.ScaleTitle(i), 2020, "Movie", 0, "", 0, "", "", folder}
}

// putSubtitles switches 字幕自动下载 on with 字幕库 (bin/standins zimuku,
// --subtitle-hosts) and no excluded area (TMDB is not asked).
func putSubtitles(ctx context.Context, st *store.Store) error {
	cfg := settings.SubtitleSection.Default()
	cfg.Enable, cfg.FinderType, cfg.ExcludeArea = true, []string{"zimuku"}, []string{}
	v, err := settings.SubtitleSection.Encode(cfg)
	if err != nil {
		return err
	}
	return st.PutSetting(ctx, settings.SubtitleSection.Key, v)
}

// putTraffic switches 流量自动管理 on with qbURL as the one download
// client: the 50 sites' free rows (bin/standins nexusphp free=) are
// added into the data folder's brush/, no limit on their number. The
// disk reserve leaves 8 GB to the feature: the 100 small free rows (50
// MB each) fit, the catalogue's free rows of 12 GB and more never do,
// whatever the machine's disk holds.
func putTraffic(ctx context.Context, st *store.Store, dir, qbURL string) error {
	brush := filepath.Join(dir, "brush")
	var fs syscall.Statfs_t
	if err := os.MkdirAll(brush, 0o755); err != nil {
		return err
	}
	if err := syscall.Statfs(brush, &fs); err != nil {
		return err
	}
	reserve := max(1, int(fs.Bavail*uint64(fs.Bsize)>>30)-8)
	v, err := settings.DownloadClientsSection.Encode([]settings.DownloadClientEntry{{Type: "qbittorrent", Name: "刷流qb",
		URL: qbURL, Username: "admin", Password: "adminadmin", NeedLogin: true, IsDefault: true}})
	if err == nil {
		err = st.PutSetting(ctx, settings.DownloadClientsSection.Key, v)
	}
	if err != nil {
		return err
	}
	v, err = settings.FreeDownloadSection.Encode(settings.FreeDownloadSetting{FreeDownload: settings.FreeDownload{
		Enable: true, SavePath: brush, AvailableSpace: reserve, AvgStatisticsPeriod: 10,
		UploadMbpsMaximum: 1000}})
	if err != nil {
		return err
	}
	return st.PutSetting(ctx, settings.FreeDownloadSection.Key, v)
}
