package shelf

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/settings"
)

// title is one row being built, with its versions.
type title struct {
	typ, name, poster string
	year, tmdb        int
	subs              int
	servers           []string
	filed             bool
	added             string
	versions          []version
}

type version struct {
	source, server, ref, resolution, codec, subtitles, site, path, url string
}

// Sync rebuilds the index from every configured media server and the
// filed records, in one transaction: a server that cannot be listed
// fails the run and the previous index stays (a half-listed library
// would look like deleted titles).
func (s *Service) Sync(ctx context.Context) error {
	s.syncing.Lock()
	defer s.syncing.Unlock()
	servers, err := settings.MediaServersSection.Load(ctx, s.st)
	if err != nil {
		return err
	}
	b := builder{byKey: map[string]*title{}, now: s.now().UTC().Format(time.RFC3339)}
	for _, e := range servers {
		items, err := s.list.List(ctx, e)
		if err != nil {
			return fmt.Errorf("媒体服务器 %s：%w", e.Name, err)
		}
		for _, it := range items {
			b.addItem(it)
		}
	}
	filed, err := s.dl.Filed(ctx, 0, 1<<30)
	if err != nil {
		return err
	}
	for _, r := range filed {
		if r.Status != downloads.StatusUnrecognised {
			b.addRecord(r)
		}
	}
	return s.write(ctx, b.order)
}

type builder struct {
	byKey map[string]*title
	order []*title
	now   string
}

func (b *builder) get(typ string, tmdb int, name string, year int) *title {
	key := typ + "|" + strconv.Itoa(tmdb)
	if tmdb == 0 {
		key = typ + "|" + name + "|" + strconv.Itoa(year)
	}
	t := b.byKey[key]
	if t == nil {
		t = &title{typ: typ, name: name, year: year, tmdb: tmdb, subs: -1, added: b.now}
		b.byKey[key] = t
		b.order = append(b.order, t)
	}
	return t
}

func (b *builder) addItem(it mediaserver.Item) {
	t := b.get(it.Type, it.TmdbID, it.Name, it.Year)
	if t.poster == "" {
		t.poster = it.PosterURL
	}
	var subs []string
	for _, st := range it.SubtitleStreams {
		subs = append(subs, st.DisplayTitle)
	}
	// The listing says whether its files carry subtitles (a series':
	// every present episode; unknown on Plex); one version with them is
	// enough for the title.
	t.subs = max(t.subs, it.Subtitled)
	t.servers = appendNew(t.servers, it.ServerName)
	_, ref, _ := strings.Cut(it.ID, ":")
	t.versions = append(t.versions, version{source: "server", server: it.ServerName, ref: ref, resolution: it.VideoResolution,
		codec: it.VideoCodec, subtitles: strings.Join(subs, "|"), url: it.URL})
}

func (b *builder) addRecord(r downloads.Record) {
	name := r.MovieName
	if name == "" {
		name = r.Name
	}
	t := b.get(r.MovieType, r.TMDBID, name, r.MovieYear)
	t.filed = true
	if r.CompletedAt != "" && (t.added == b.now || r.CompletedAt < t.added) {
		t.added = r.CompletedAt
	}
	t.versions = append(t.versions, version{source: "filed", ref: strconv.FormatInt(r.ID, 10), resolution: r.Resolution,
		codec: r.Codec, site: r.Site, path: r.LinkPath})
}

func appendNew(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

func (s *Service) write(ctx context.Context, titles []*title) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM shelf_versions; DELETE FROM shelf_titles`); err != nil {
		return err
	}
	insT, err := tx.PrepareContext(ctx, `INSERT INTO shelf_titles(media_type, name, year, tmdb_id, poster, subs, servers, filed, added_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	defer insT.Close()
	insV, err := tx.PrepareContext(ctx, `INSERT INTO shelf_versions(title_id, source, server, ref, resolution, codec, subtitles, site, path, url)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	defer insV.Close()
	for _, t := range titles {
		res, err := insT.ExecContext(ctx, t.typ, t.name, t.year, t.tmdb, t.poster, t.subs, strings.Join(t.servers, ","), t.filed, t.added)
		if err != nil {
			return err
		}
		id, _ := res.LastInsertId()
		for _, v := range t.versions {
			if _, err := insV.ExecContext(ctx, id, v.source, v.server, v.ref, v.resolution, v.codec, v.subtitles, v.site, v.path, v.url); err != nil {
				return err
			}
		}
	}
	return tx.Commit()
}
