package shelf

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"

	"github.com/movie-robot/web-console/server/holdings"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/store"
)

// ErrNoTitle: the id names no title (a sync replaced the index).
var ErrNoTitle = errors.New("找不到该影视，媒体库可能刚刚同步过，请刷新")

// Version is one copy of a title: on a media server or filed.
type Version struct {
	Source     string   `json:"source"` // server | filed
	Server     string   `json:"server,omitempty"`
	Ref        string   `json:"ref"`
	Resolution string   `json:"resolution"`
	Codec      string   `json:"codec"`
	Subtitles  []string `json:"subtitles"`
	Site       string   `json:"site,omitempty"`
	Path       string   `json:"path,omitempty"`
	URL        string   `json:"url,omitempty"`
}

// Missing is a season's episodes the media servers list without a file.
type Missing struct {
	Season   int   `json:"season"`
	Episodes []int `json:"episodes"`
}

// Detail is one opened title.
type Detail struct {
	Title    Title     `json:"title"`
	Versions []Version `json:"versions"`
	// Holdings: records, subscriptions and the servers' answer now.
	Holdings holdings.Title `json:"holdings"`
	Missing  []Missing      `json:"missing"`
}

// Detail answers title id for u: its versions from the index, and from
// the holdings its records and subscriptions (a normal user's own) and
// what the media servers hold of it now, with the missing episodes.
func (s *Service) Detail(ctx context.Context, u store.User, id int64, h *holdings.Service) (Detail, error) {
	var out Detail
	t := &out.Title
	var servers string
	err := s.db.QueryRowContext(ctx, `SELECT id, media_type, name, year, tmdb_id, poster, subs, servers, filed, added_at
		FROM shelf_titles WHERE id = ?`, id).Scan(&t.ID, &t.Type, &t.Name, &t.Year, &t.TMDBID, &t.Poster, &t.Subs, &servers, &t.Filed, &t.AddedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return out, ErrNoTitle
	}
	if err != nil {
		return out, err
	}
	t.Servers, t.Qualities, t.Sites = split(servers), []string{}, []string{}
	if out.Versions, err = s.versions(ctx, id); err != nil {
		return out, err
	}
	t.Versions = len(out.Versions)
	out.Missing = []Missing{}
	memo := &memoServers{inner: h.Media}
	if h.Media != nil {
		h = &holdings.Service{Store: h.Store, DL: h.DL, Subs: h.Subs, Media: memo}
	}
	if out.Holdings, err = h.Title(ctx, u, holdings.Query{TMDBID: t.TMDBID, Type: t.Type, Titles: []string{t.Name}}); err != nil {
		return out, err
	}
	out.Missing = missingOf(memo.items, t.Type)
	return out, nil
}

func (s *Service) versions(ctx context.Context, id int64) ([]Version, error) {
	return store.List(ctx, s.db, func(sc store.Scanner) (Version, error) {
		var v Version
		var subs string
		if err := sc.Scan(&v.Source, &v.Server, &v.Ref, &v.Resolution, &v.Codec, &subs, &v.Site, &v.Path, &v.URL); err != nil {
			return v, err
		}
		v.Subtitles = []string{}
		if subs != "" {
			v.Subtitles = strings.Split(subs, "|")
		}
		return v, nil
	}, `SELECT source, server, ref, resolution, codec, subtitles, site, path, url
		FROM shelf_versions WHERE title_id = ? ORDER BY source DESC, server, ref`, id)
}

// memoServers keeps the media servers' answer the holdings asked for, so
// the missing episodes are read from the same call.
type memoServers struct {
	inner holdings.MediaServers
	items []mediaserver.Item
}

func (m *memoServers) ByTMDB(ctx context.Context, id int, titles []string) ([]mediaserver.Item, error) {
	items, err := m.inner.ByTMDB(ctx, id, titles)
	m.items = items
	return items, err
}

// missingOf lists, per season, the episodes no server holding the show
// has a file of (one server's gap another fills is not missing).
func missingOf(items []mediaserver.Item, typ string) []Missing {
	if typ != "TV" {
		return []Missing{}
	}
	listed := map[int]map[int]bool{} // season → episode → held somewhere
	var order []int
	for _, it := range items {
		if it.Type != "TV" {
			continue
		}
		for _, se := range it.SubItems {
			if listed[se.Index] == nil {
				listed[se.Index] = map[int]bool{}
				order = append(order, se.Index)
			}
			for _, ep := range se.SubItems {
				if notAired(it, se, ep) {
					continue
				}
				listed[se.Index][ep.Index] = listed[se.Index][ep.Index] || ep.Status == mediaserver.Present
			}
		}
	}
	out := []Missing{}
	for _, n := range order {
		m := Missing{Season: n, Episodes: []int{}}
		for ep, held := range listed[n] {
			if !held {
				m.Episodes = append(m.Episodes, ep)
			}
		}
		if len(m.Episodes) > 0 {
			slices.Sort(m.Episodes)
			out = append(out, m)
		}
	}
	return out
}

// notAired: an announced episode from the next to air on (of the last
// season) is not missing yet.
func notAired(it mediaserver.Item, se mediaserver.Season, ep mediaserver.Episode) bool {
	next := it.NextEpisodeToAir
	last := it.SubItems[len(it.SubItems)-1].Index
	return next != nil && se.Index == last && ep.Status == mediaserver.Missing && ep.Index >= next.EpisodeIndex
}
