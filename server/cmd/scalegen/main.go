// Command scalegen fills a migrated data folder to a household's scale for
// `make bench` (BENCH_ONLY=scale): 20 users, 50 sites (each at its own
// loopback NexusPHP stand-in), 1,000 subscriptions, a media server of
// 10,000 titles (an Emby stand-in),
// 100,000 download records, notifications and subscription logs; with
// 字幕自动下载 on over a filed library (library.go) and, given a
// qBittorrent, 流量自动管理 on over the 50 sites' free rows. The
// binary has created the tables (and the first admin) before; rows go in
// batched transactions so generation takes seconds, not minutes.
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sites"
	"github.com/movie-robot/web-console/server/store"
	_ "modernc.org/sqlite"
)

func main() {
	dir := flag.String("data", "", "data folder the binary migrated")
	siteURLs := flag.String("site-urls", "", "comma list of the 50 sites' loopback NexusPHP stand-ins (bin/standins)")
	embyURL := flag.String("emby-url", "", "the media server: an Emby stand-in with the 10,000 titles (bin/standins emby?items=10000)")
	qbURL := flag.String("qb-url", "", "a qbittorrent-nox (admin / adminadmin): 流量自动管理's download client; empty = the feature stays off")
	flag.Parse()
	urls := strings.Split(*siteURLs, ",")
	if len(urls) != siteCount {
		fmt.Fprintf(os.Stderr, "scalegen: --site-urls needs %d addresses, has %d\n", siteCount, len(urls))
		os.Exit(2)
	}
	if err := generate(context.Background(), *dir, urls, *embyURL, *qbURL); err != nil {
		fmt.Fprintln(os.Stderr, "scalegen:", err)
		os.Exit(1)
	}
}

func generate(ctx context.Context, dir string, siteURLs []string, embyURL, qbURL string) error {
	st, err := store.Open(dir)
	if err != nil {
		return err
	}
	names, err := putSites(ctx, st, dir, siteURLs)
	if err == nil && embyURL != "" {
		err = putMediaServer(ctx, st, embyURL)
	}
	if err == nil {
		err = putSubtitles(ctx, st)
	}
	if err == nil && qbURL != "" {
		err = putTraffic(ctx, st, dir, qbURL)
	}
	st.Close()
	if err != nil {
		return err
	}
	db, err := sql.Open("sqlite", filepath.Join(dir, store.DBFileName)+"?_pragma=busy_timeout(5000)")
	if err != nil {
		return err
	}
	defer db.Close()
	lib := newLibrary(filepath.Join(dir, "library"))
	for _, step := range []func(context.Context, *sql.DB, []string) error{users, subscriptions, lib.records, notices} {
		if err := step(ctx, db, names); err != nil {
			return err
		}
	}
	return nil
}

const siteCount = 50

// putSites stores 50 NexusPHP sites, each at its own stand-in: the
// catalogue's NexusPHP ones, then user definitions (the data folder's
// indexers/, as a user adds a site) to make up the number.
func putSites(ctx context.Context, st *store.Store, dir string, urls []string) ([]string, error) {
	defs, err := indexer.Embedded()
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, m := range sites.Catalogue() {
		if d := defs[m.ID]; d != nil && d.Type != "mteam" {
			ids = append(ids, m.ID)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, "indexers"), 0o755); err != nil {
		return nil, err
	}
	for n := len(ids) + 1; len(ids) < siteCount; n++ {
		id := fmt.Sprintf("scale%02d", n)
		def := fmt.Sprintf("id: %s\nname: 规模站点%02d\nextends: _nexusphp\nlinks:\n  - https://%s.example/\n", id, n, id)
		if err := os.WriteFile(filepath.Join(dir, "indexers", id+".yml"), []byte(def), 0o644); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	list := make([]settings.Site, len(ids))
	for i, id := range ids {
		list[i] = settings.Site{ID: int64(i + 1), SiteName: id, Alias: id, Username: "alice",
			ShareRate: 2.5, UploadSize: 1e6, DownloadSize: 4e5, Status: 1, WebSearch: 1, SmartDownload: 1, TrafficManagementStatus: 1,
			Cookie: "c_secure_uid=1; c_secure_pass=standin", SiteURL: urls[i]}
	}
	v, err := settings.SitesSection.Encode(list)
	if err != nil {
		return nil, err
	}
	return ids, st.PutSetting(ctx, settings.SitesSection.Key, v)
}

// putMediaServer makes the Emby stand-in the one media server.
func putMediaServer(ctx context.Context, st *store.Store, url string) error {
	v, err := settings.MediaServersSection.Encode([]settings.MediaServerEntry{{Type: "emby", Name: "家庭影音", URL: url,
		Token: "stand-in-key", MasterServer: true}})
	if err != nil {
		return err
	}
	return st.PutSetting(ctx, settings.MediaServersSection.Key, v)
}

// batch runs n inserts of one statement in one transaction.
func batch(ctx context.Context, db *sql.DB, n int, query string, args func(i int) []any) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	stmt, err := tx.PrepareContext(ctx, query)
	if err != nil {
		return err
	}
	for i := range n {
		if _, err := stmt.ExecContext(ctx, args(i)...); err != nil {
			return err
		}
	}
	return tx.Commit()
}

var now = time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)

func at(minutesAgo int) string {
	return now.Add(-time.Duration(minutesAgo) * time.Minute).Format(time.DateTime)
}

// users adds 19 users next to the admin, with the admin's password hash.
func users(ctx context.Context, db *sql.DB, _ []string) error {
	return batch(ctx, db, 19, `INSERT INTO users(username, password_hash, nickname, role, created_at, updated_at)
		SELECT ?, password_hash, ?, 2, ?, ? FROM users WHERE id = 1`, func(i int) []any {
		return []any{fmt.Sprintf("user%02d", i+2), fmt.Sprintf("家人%02d", i+2), at(i), at(i)}
	})
}

// subscriptions: 1,000, half movies and half shows, and for a third of them
// a log of what the engine did (the episodes it found).
func subscriptions(ctx context.Context, db *sql.DB, _ []string) error {
	err := batch(ctx, db, 1000, `INSERT INTO subscriptions(uid, douban_id, tmdb_id, media_type, cn_name, en_name,
		rating, release_year, season_index, season_year, genres, area, status, filter_name, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, 7.5, ?, ?, ?, '剧情,动作', '美国', ?, '', ?, ?)`, func(i int) []any {
		kind, season := "Movie", 0
		if i%2 == 1 {
			kind, season = "TV", 1+i%5
		}
		return []any{1 + i%20, fmt.Sprint(30000000 + i), 100000 + i, kind, fmt.Sprintf("订阅 %04d", i),
			fmt.Sprintf("Subscription %04d", i), 1990 + i%36, season, 1990 + i%36, i % 4, at(i), at(i)}
	})
	if err != nil {
		return err
	}
	return batch(ctx, db, 1000*20/3, `INSERT INTO subscription_logs(sub_id, created_at, text) VALUES (?, ?, ?)`,
		func(i int) []any {
			return []any{1 + (i%333)*3, at(i), fmt.Sprintf("找到第 %d 集，已下载", 1+i/333)}
		})
}

// records: 100,000 downloads over the sites and users, a quarter
// unrecognised, a quarter deleted; only the newest 30 still downloading, as
// a year's records are (the completion watch reads those every 30 s). A
// stretch of the newest movies is the filed library (library.go).
func (l *library) records(ctx context.Context, db *sql.DB, names []string) error {
	for chunk := range 10 {
		err := batch(ctx, db, 10000, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject,
			torrent_hash, save_path, client_name, size_mb, status, created_at, movie_name, movie_year, movie_type,
			season_index, episodes, sub_id, sub_type, source_type, link_path)
			VALUES (?, ?, ?, '', ?, '/downloads', 'qb', 4096, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, func(j int) []any {
			i := chunk*10000 + j
			if l.filed(i) {
				return l.row(i, names)
			}
			kind, season, eps, source := "Movie", 0, "", ""
			if i%3 == 0 {
				kind, season, eps = "TV", 1, fmt.Sprint(1+i%24)
			}
			if i%4 == 3 {
				source = "unknown"
			}
			status := i % 4
			if status == 0 && i < 100000-30 {
				status = 1
			}
			return []any{names[i%len(names)], 1 + i%20, fmt.Sprintf("Release.%06d.2020.1080p.WEB-DL-GRP", i),
				fmt.Sprintf("%040x", i), status, at(100000 - i), fmt.Sprint("标题 ", i), 1990 + i%36, kind, season, eps,
				1 + i%1000, "Sub", source, ""}
		})
		if err != nil {
			return err
		}
	}
	return l.err
}

// notices: 200 system notifications for each user.
func notices(ctx context.Context, db *sql.DB, _ []string) error {
	return batch(ctx, db, 4000, `INSERT INTO sys_notify(uid, title, message, read, created_at) VALUES (?, ?, ?, ?, ?)`,
		func(i int) []any {
			return []any{1 + i%20, fmt.Sprintf("下载完成 %d", i), "已整理到媒体库", i % 3 % 2, at(4000 - i)}
		})
}
