// Package downloads hands torrents to the download client (CONTRACTS.md
// C5): it computes the info-hash from the .torrent (qBittorrent's add call
// returns none), picks the client by the site binding rules of the
// settings, adds the torrent with the save path, and keeps a record row
// the download-records screen is built on.
package downloads

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/netutil"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// Service submits torrents and records them.
type Service struct {
	store  *store.Store
	db     *sql.DB
	client *http.Client
	now    func() time.Time

	qbMu      sync.Mutex
	qbCookies map[string][]*http.Cookie // qBittorrent sessions by address and account

	liveMu   sync.Mutex
	liveAt   time.Time
	liveLast []Live // Downloading's answer of the last second

	events atomic.Pointer[Publisher]      // UseEvents; nil: none published
	parser atomic.Pointer[release.Parser] // UseParser; nil: names read without rules

	// subRecords is SubRecords' statement, prepared once: the listing
	// run's completion check reads it for every active subscription, and
	// parsing the statement again each time was a third of its cost.
	subRecords *sql.Stmt
	// organising holds the records being filed now (the activity queue).
	organising sync.Map // record id → Record
}

// New opens the service and its table.
func New(ctx context.Context, st *store.Store) (*Service, error) {
	if err := st.MigrateDomain(ctx, "downloads", migrations); err != nil {
		return nil, err
	}
	subRecords, err := st.DB().PrepareContext(ctx, subRecordsQuery)
	if err != nil {
		return nil, err
	}
	return &Service{store: st, db: st.DB(), client: netutil.NewClient(netutil.Outbound{Timeout: 30 * time.Second}), now: time.Now,
		subRecords: subRecords}, nil
}

// Request is one torrent to add.
type Request struct {
	Site       string // site code
	UserID     int64
	Name       string // torrent name (title line)
	Subject    string // the site's subtitle line
	DetailsURL string
	SavePath   string
	Torrent    []byte // the .torrent file (or a magnet link's bytes, as ptsites answers one)
	// Magnet is the link of a magnet-only result, sent when Torrent is empty.
	Magnet string
	// MinRatio and MinSeedTime (seconds) are the site's H&R rule for the
	// torrent, given to the client as its share limits (0: none).
	MinRatio    float64
	MinSeedTime int
	// BetterVersion: the user asked to replace the media server's old
	// version once downloaded (the path picker's switch); recorded.
	BetterVersion bool
	// SubID/SubType: the subscription that asked for it (0/"" = manual).
	SubID   int64
	SubType string
	// TMDBID: the title the sender knows it as (0 = not known until the
	// organiser recognises it); the holdings check finds it by this.
	TMDBID int
}

// Submitted is what was done.
type Submitted struct {
	RecordID int64
	Hash     string
	Client   string // the download client's name
}

// Invalid is a refusal to show as is.
type Invalid = fault.Invalid

// Submit adds the torrent to the client the site is bound to and records it.
func (s *Service) Submit(ctx context.Context, r Request) (Submitted, error) {
	if IsMagnet(r.Torrent) { // a magnet-only result as the site answered it
		r.Magnet, r.Torrent = string(r.Torrent), nil
	}
	var t bencode.Torrent
	var err error
	if len(r.Torrent) == 0 && r.Magnet != "" {
		if t, err = ParseMagnet(r.Magnet); err != nil {
			return Submitted{}, Invalid{Message: err.Error()}
		}
	} else if t, err = bencode.ParseTorrent(r.Torrent); err != nil {
		return Submitted{}, Invalid{Message: "站点返回的种子文件无效"}
	}
	clients, err := settings.DownloadClientsSection.Load(ctx, s.store)
	if err != nil {
		return Submitted{}, err
	}
	c, ok := Choose(clients, r.Site)
	if !ok {
		return Submitted{}, Invalid{Message: "还没有设置下载工具：请先在设置中添加下载器"}
	}
	cate := ""
	if paths, err := settings.MediaPathSection.Load(ctx, s.store); err == nil {
		for _, p := range paths {
			if p.DownloadPath == r.SavePath {
				cate = p.QbitCate
				break
			}
		}
	}
	if r.SubID != 0 {
		if black, err := s.Blacklisted(ctx, t.Hashes()...); err != nil {
			return Submitted{}, err
		} else if black {
			return Submitted{}, Invalid{Message: "这个种子在黑名单中，订阅不再下载它"}
		}
	}
	// The record keeps the hash the client reports, which the watcher
	// and the actions look the task up by (a hybrid's v2 in qBittorrent).
	var hash string
	if len(r.Torrent) == 0 {
		hash, err = s.addMagnet(ctx, c, r.Magnet, t, r.SavePath, cate)
	} else {
		hash, err = s.add(ctx, c, r.Torrent, t, r.SavePath, cate)
	}
	if err != nil {
		return Submitted{}, Invalid{Message: fmt.Sprintf("提交到下载器%s失败：%s", c.Name, err.Error())}
	}
	s.shareLimits(ctx, c, hash, r.MinRatio, r.MinSeedTime)
	if err := s.unforget(ctx, append(t.Hashes(), hash)); err != nil {
		return Submitted{}, err
	}
	// A torrent 监控所有种子 recorded meanwhile (the watcher ran between the
	// add and here, or a lost answer is sent again) becomes this request's.
	if id, ok, err := s.claimFound(ctx, r, append(t.Hashes(), hash)); err != nil || ok {
		return Submitted{RecordID: id, Hash: hash, Client: c.Name}, err
	}
	// One record per info-hash per user: the same torrent submitted again
	// (twice by hand, or a send retried after its answer was lost) is the
	// record it already has; the client dedups by hash itself.
	if id, ok, err := s.recordOf(ctx, r.UserID, t.InfoHash); err != nil {
		return Submitted{}, err
	} else if ok {
		// Taken by hand first: the subscription that asks now follows it.
		if r.SubID != 0 {
			if _, err := s.db.ExecContext(ctx, `UPDATE download_record SET sub_id = ?, sub_type = ? WHERE id = ? AND sub_id = 0`,
				r.SubID, r.SubType, id); err != nil {
				return Submitted{}, err
			}
		}
		return Submitted{RecordID: id, Hash: t.InfoHash, Client: c.Name}, nil
	}
	read := s.names().Read(firstNonEmpty(r.Name, t.Name), r.Subject)
	info := read.Info
	mt := "Movie"
	if info.IsTV {
		mt = "TV"
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO download_record(site_name, user_id, torrent_name, torrent_subject,
		torrent_hash, torrent_url, save_path, client_name, size_mb, status, created_at, better_version,
		movie_name, movie_year, movie_type, season_index, episodes, resolution, media_source, media_encoding,
		sub_id, sub_type, content_name, tmdb_id)
		VALUES (?,?,?,?,?,?,?,?,?,0,?,?, ?,?,?,?,?,?,?,?, ?,?,?,?)`,
		r.Site, r.UserID, firstNonEmpty(r.Name, t.Name), r.Subject, hash, r.DetailsURL, r.SavePath, c.Name,
		float64(t.Size)/1024/1024, s.now().Format("2006-01-02 15:04:05"), r.BetterVersion,
		info.Title, info.Year, mt, info.SeasonStart, episodeList(info), info.Resolution, info.Source, info.Codec,
		r.SubID, r.SubType, t.Name, orPinned(r.TMDBID, read.TMDBID))
	if err != nil {
		return Submitted{}, err
	}
	id, _ := res.LastInsertId()
	return Submitted{RecordID: id, Hash: hash, Client: c.Name}, nil
}

// Choose applies the binding rules: a client whose site list names the
// site, else the default client, else the first.
func Choose(list []settings.DownloadClientEntry, site string) (settings.DownloadClientEntry, bool) {
	for _, c := range list {
		if slices.Contains(c.SiteID, site) {
			return c, true
		}
	}
	for _, c := range list {
		if c.IsDefault {
			return c, true
		}
	}
	if len(list) > 0 {
		return list[0], true
	}
	return settings.DownloadClientEntry{}, false
}

// add hands the torrent to client c and returns the hash the client knows
// it by: qBittorrent 4.4+ names a hybrid by its v2 hash cut to 20 bytes,
// Transmission 3 and aria2 (v1 only) by the v1 hash.
func (s *Service) add(ctx context.Context, c settings.DownloadClientEntry, data []byte, t bencode.Torrent, savePath, cate string) (string, error) {
	switch c.Type {
	case "qbittorrent":
		return s.qbAdd(ctx, c, data, t.Hashes(), savePath, cate)
	case "transmission":
		return t.InfoHash, s.trAdd(ctx, c, data, t.Hashes(), savePath, cate)
	case "aria2":
		return t.InfoHash, s.aria2Add(ctx, c, data, savePath)
	}
	return "", fmt.Errorf("不支持的下载工具类型%s", c.Type)
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// recordOf is user uid's live record of hash (a deleted one does not count).
func (s *Service) recordOf(ctx context.Context, uid int64, hash string) (int64, bool, error) {
	var id int64
	err := s.db.QueryRowContext(ctx, `SELECT id FROM download_record WHERE user_id = ? AND torrent_hash = ? AND status != ?
		ORDER BY id LIMIT 1`, uid, hash, StatusDeleted).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	return id, err == nil, err
}

// Has tells whether the client site's torrents go to already holds the
// torrent of any of hashes (a hybrid's v1 and cut v2: the client lists it
// by one of them): the engine's outbox asks it to tell a lost answer from
// a lost send.
func (s *Service) Has(ctx context.Context, site string, hashes ...string) (bool, error) {
	clients, err := settings.DownloadClientsSection.Load(ctx, s.store)
	if err != nil {
		return false, err
	}
	c, ok := Choose(clients, site)
	if !ok {
		return false, Invalid{Message: "还没有设置下载工具：请先在设置中添加下载器"}
	}
	live, err := s.Torrents(ctx, c, hashes)
	return len(live) > 0, err
}

// orPinned is the TMDB id a record gets: the caller's, else one a
// 自定义识别词 rule pins for the name.
func orPinned(id, pinned int) int {
	if id > 0 {
		return id
	}
	return pinned
}
