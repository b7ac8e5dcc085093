package subengine

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/bencode"
	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/settings"
	sitecat "github.com/movie-robot/web-console/server/sites"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/users"
)

// fakeDL is the download client side: it records what was submitted the
// way downloads.Submit does (hash from the .torrent, episodes parsed).
type fakeDL struct {
	mu       sync.Mutex
	recs     []downloads.Record
	black    map[string]bool
	blackAll bool
	fail     error             // Submit answers this when set
	lose     error             // Submit records, then answers this (the answer was lost)
	started  map[string]bool   // hashes the client has fetched something of
	retired  []string          // names Retire removed
	last     downloads.Request // the newest request Submit was asked
	// clientFor answers ClientFor when set (else the client "qb" exists).
	clientFor func(ctx context.Context, site string) (settings.DownloadClientEntry, error)
}

func (f *fakeDL) ClientFor(ctx context.Context, site string) (settings.DownloadClientEntry, error) {
	if f.clientFor != nil {
		return f.clientFor(ctx, site)
	}
	return settings.DownloadClientEntry{Name: "qb", Type: "qbittorrent", IsDefault: true}, nil
}

func (f *fakeDL) Submit(_ context.Context, r downloads.Request) (downloads.Submitted, error) {
	t, err := bencode.ParseTorrent(r.Torrent)
	if err != nil {
		return downloads.Submitted{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.last = r
	if f.fail != nil {
		return downloads.Submitted{}, f.fail
	}
	info := release.ParseWithSubject(r.Name, r.Subject)
	var eps []int
	if info.EpisodeStart > 0 {
		for e := info.EpisodeStart; e <= max(info.EpisodeEnd, info.EpisodeStart); e++ {
			eps = append(eps, e)
		}
	}
	rec := downloads.Record{ID: int64(len(f.recs) + 1), Site: r.Site, Name: r.Name, Subject: r.Subject, Hash: t.InfoHash,
		SavePath: r.SavePath, UserID: r.UserID, SubID: r.SubID, SubType: r.SubType, BetterVersion: r.BetterVersion,
		Episodes: downloads.JoinEpisodes(eps), Season: info.SeasonStart, TMDBID: r.TMDBID, MovieName: info.Title, MovieType: "Movie"}
	if info.IsTV {
		rec.MovieType = "TV"
	}
	// One record per info-hash per user, as downloads.Submit keeps.
	if i := slices.IndexFunc(f.recs, func(r downloads.Record) bool { return r.Hash == t.InfoHash && r.UserID == rec.UserID }); i >= 0 {
		return downloads.Submitted{RecordID: f.recs[i].ID, Hash: t.InfoHash, Client: "qb"}, nil
	}
	f.recs = append(f.recs, rec)
	if f.lose != nil {
		return downloads.Submitted{}, f.lose
	}
	return downloads.Submitted{RecordID: rec.ID, Hash: t.InfoHash, Client: "qb"}, nil
}

// Has: the fake client holds what it recorded.
func (f *fakeDL) Has(_ context.Context, _ string, hashes ...string) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.fail != nil {
		return false, f.fail
	}
	return slices.ContainsFunc(f.recs, func(r downloads.Record) bool { return slices.Contains(hashes, r.Hash) }), nil
}

func (f *fakeDL) Blacklisted(_ context.Context, hashes ...string) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, h := range hashes {
		if f.black[h] {
			return true, nil
		}
	}
	return f.blackAll, nil
}

func (f *fakeDL) SubRecords(_ context.Context, subType string, subID int64) ([]downloads.Record, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []downloads.Record
	for _, r := range f.recs {
		if r.SubID == subID && r.SubType == subType {
			out = append(out, r)
		}
	}
	return out, nil
}

func (f *fakeDL) HasSubRecords(ctx context.Context, subType string, subID int64) (bool, error) {
	recs, err := f.SubRecords(ctx, subType, subID)
	return len(recs) > 0, err
}

// organise marks every record filed, as the watcher and organiser do.
func (f *fakeDL) organise() {
	f.mu.Lock()
	defer f.mu.Unlock()
	for i := range f.recs {
		f.recs[i].Status, f.recs[i].LinkPath = downloads.StatusDone, "/media/"+f.recs[i].Name
	}
}

func (f *fakeDL) names() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []string
	for _, r := range f.recs {
		out = append(out, r.Name)
	}
	return out
}

type fakeProfiles struct {
	cats []string
	rule string // "" = compress
}

func (p fakeProfiles) Profile(context.Context, int64) (users.Profile, error) {
	return users.Profile{ScoreRuleName: cmp.Or(p.rule, "compress"), PermissionCategory: p.cats}, nil
}

type fakeSeasons map[int]metadata.TMDBSeason

func (s fakeSeasons) TMDBSeasonDetail(_ context.Context, id, _ int) (metadata.TMDBSeason, error) {
	return s[id], nil
}

type pushed struct {
	uid        int64
	typ, title string
	vars       map[string]string
}

type fakePush struct {
	mu   sync.Mutex
	sent []pushed
}

func (p *fakePush) SendTo(_ context.Context, uid int64, typ string, vars map[string]string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.sent = append(p.sent, pushed{uid, typ, vars["title"], vars})
	return nil
}

type env struct {
	st    *store.Store
	eng   *Engine
	subs  *subscribe.Service
	sites *ptsites.Service
	dl    *fakeDL
	push  *fakePush
	uid   int64
	now   time.Time
}

var allCats = []string{"Movie", "TV", "Documentary", "Anime", "Music", "AV"}

// newEnv builds the engine on a fresh store, with the given NexusPHP
// sites (smart download on) and a download path for each kind.
func newEnv(t testing.TB, siteURLs ...string) *env {
	t.Helper()
	ctx := context.Background()
	st := storetest.Open(t)
	u, err := st.CreateUser(ctx, "alice", "x", store.RoleAdmin)
	if err != nil {
		t.Fatal(err)
	}
	p := newParts(t, st)
	ids := []string{"hdsky", "hdhome", "chdbits", "audiences", "btschool", "discfan", "hdarea", "hdatmos", "hddolby", "hdfans"}
	var list []settings.Site
	for i, url := range siteURLs {
		// Named as save_site names them (天空 for hdsky), so the logs are
		// seen to show names, not codes.
		alias := ids[i]
		if at := slices.IndexFunc(sitecat.Catalogue(), func(m sitecat.Meta) bool { return m.ID == ids[i] }); at >= 0 {
			alias = sitecat.Catalogue()[at].Name
		}
		list = append(list, settings.Site{ID: int64(i + 1), SiteName: ids[i], Alias: alias, SiteURL: url, SmartDownload: 1,
			Cookie: "c_secure_uid=1; c_secure_pass=standin", SearchLimit: 1000})
	}
	storetest.PutSetting(t, st, settings.SitesSection, list)
	storetest.PutSetting(t, st, settings.MediaPathSection, []settings.MediaPath{{DownloadPath: "/downloads/movie", Type: "movie"},
		{DownloadPath: "/downloads/tv", Type: "tv"}})
	e := &env{st: st, subs: p.subs, sites: p.sites, dl: &fakeDL{black: map[string]bool{}}, push: &fakePush{}, uid: u.ID,
		now: time.Date(2026, 11, 24, 12, 0, 0, 0, time.Local)}
	e.eng, err = New(ctx, Options{Store: st, Subs: p.subs, Sites: p.sites, DL: e.dl, Filters: p.filters,
		Profiles: fakeProfiles{cats: allCats}, Push: e.push, Now: func() time.Time { return e.now }})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// parts are the real services the engine is built on.
type parts struct {
	subs    *subscribe.Service
	filters *filters.Service
	sites   *ptsites.Service
}

// newParts opens the engine's services on st (no site definitions of the
// user's own).
func newParts(t testing.TB, st *store.Store) parts {
	t.Helper()
	ctx := context.Background()
	us, err := users.New(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	var p parts
	if p.subs, err = subscribe.New(ctx, st, nil, us); err != nil {
		t.Fatal(err)
	}
	if p.filters, err = filters.New(ctx, st, p.subs); err != nil {
		t.Fatal(err)
	}
	if p.sites, err = ptsites.New(ctx, st, ptsites.Options{IndexerDir: t.TempDir()}); err != nil {
		t.Fatal(err)
	}
	return p
}

// useClient puts the real downloads service in the engine's hands, with
// the qBittorrent at addr as the default client.
func (e *env) useClient(t *testing.T, addr string) *downloads.Service {
	t.Helper()
	putClient(t, e.st, addr)
	dl, err := downloads.New(context.Background(), e.st)
	if err != nil {
		t.Fatal(err)
	}
	e.eng.o.DL = dl
	return dl
}

// addSub stores a subscription as the subscribe dialog would.
func (e *env) addSub(t testing.TB, x subscribe.Sub) int64 {
	t.Helper()
	if x.FilterName == "" {
		x.FilterName = filters.NoFilter
	}
	if x.SubMode == "" {
		x.SubMode = ModeNormal
	}
	res, err := e.st.DB().Exec(`INSERT INTO subscriptions(uid, douban_id, tmdb_id, media_type, cn_name, en_name, release_year,
		season_index, season_year, status, filter_name, filter_config, sub_mode, start_episode, created_at, updated_at)
		VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,'2026-11-24 10:00:00','2026-11-24 10:00:00')`,
		e.uid, x.DoubanID, x.TMDBID, x.Type, x.CNName, x.ENName, x.ReleaseYear, x.SeasonIndex, x.SeasonYear, x.Status,
		x.FilterName, x.FilterConfig, x.SubMode, x.StartEpisode)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := res.LastInsertId()
	return id
}

// lastLog is the newest 全息日志 text of subscription id.
func (e *env) lastLog(t testing.TB, id int64) string {
	t.Helper()
	var text string
	if err := e.st.DB().QueryRow(`SELECT text FROM subscription_logs WHERE sub_id = ? ORDER BY id DESC LIMIT 1`, id).Scan(&text); err != nil {
		t.Fatal(err)
	}
	return text
}

// allLogs is every 全息日志 text of subscription id, oldest first.
func (e *env) allLogs(t testing.TB, id int64) string {
	t.Helper()
	rows, err := e.st.DB().Query(`SELECT text FROM subscription_logs WHERE sub_id = ? ORDER BY id`, id)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var all []string
	for rows.Next() {
		var s string
		rows.Scan(&s)
		all = append(all, s)
	}
	return strings.Join(all, "\n")
}

func (e *env) logCount(t testing.TB, id int64) int {
	t.Helper()
	var n int
	if err := e.st.DB().QueryRow(`SELECT COUNT(*) FROM subscription_logs WHERE sub_id = ?`, id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func (e *env) status(t testing.TB, id int64) int {
	t.Helper()
	x, err := e.subs.ByID(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return x.Status
}

func wantIn(t testing.TB, text string, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(text, p) {
			t.Errorf("missing %q in:\n%s", p, text)
		}
	}
}

func ptr(s string) *string { return &s }

// CheckInputs: every field of the sub's own records and of its title's
// filed ones (a change of any is a change, as downloads' query has it).
func (f *fakeDL) CheckInputs(ctx context.Context, subType string, subID int64, tmdbID int) (string, error) {
	own, _ := f.SubRecords(ctx, subType, subID)
	if len(own) == 0 {
		return "", nil
	}
	filed, _ := f.Filed(ctx, tmdbID, 500)
	return fmt.Sprintf("%#v\x1d%#v", own, filed), nil
}
