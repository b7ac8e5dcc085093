// Package holdings answers what the household has of a title: whether
// the library holds it (the media servers, and the downloads the
// organiser filed), the download records made for it and the
// subscriptions asking for it. The title page reads all of it at once
// (Title); every poster grid reads one state per card in one request
// (States). A normal user sees her own records and subscriptions only;
// the library is the household's, so its status is everyone's.
package holdings

import (
	"context"
	"slices"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// Library statuses of a title.
const (
	InLibrary    = "in_library" // 已入库: the movie, or every episode known
	PartLibrary  = "partial"    // 部分入库: some episodes
	NotInLibrary = "none"       // 未入库
)

// MediaServers finds a title's items on the configured media servers
// (none configured: none); the cli wires one over server/mediaserver.
type MediaServers interface {
	ByTMDB(ctx context.Context, tmdbID int, titles []string) ([]mediaserver.Item, error)
}

// Service reads the holdings. Media may be nil (no media servers).
type Service struct {
	Store *store.Store
	DL    *downloads.Service
	Subs  *subscribe.Service
	Media MediaServers
}

// Query names one title: its TMDB id and type, its Douban id when the
// page was opened by it, its titles (how the media servers are searched)
// and, for a show, each season's episode count (what 已入库 needs).
type Query struct {
	TMDBID   int
	Type     string // Movie | TV
	DoubanID string
	Titles   []string
	Episodes map[int]int // season → episodes TMDB lists
}

// Season is what the library holds of one season.
type Season struct {
	Season   int    `json:"season"`
	Status   string `json:"status"`
	Episodes []int  `json:"episodes"` // held; empty with Whole
	Whole    bool   `json:"whole"`    // a filed season pack
	Total    int    `json:"total"`    // TMDB's count (0 unknown)
}

// Library is the title's place in the library.
type Library struct {
	Status  string   `json:"status"`
	Servers []string `json:"servers"` // media servers holding it
	Filed   bool     `json:"filed"`   // a download of it was filed
	Seasons []Season `json:"seasons"` // shows only
	// Error: the media servers could not be asked (the records still count).
	Error string `json:"error,omitempty"`
}

// Record is one download record of the title.
type Record struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Site        string `json:"site"`
	Status      int    `json:"status"` // downloads.Status*
	Season      int    `json:"season,omitempty"`
	Episodes    string `json:"episodes,omitempty"`
	Filed       bool   `json:"filed"`
	Reason      string `json:"reason,omitempty"` // why it was not filed
	CreatedAt   string `json:"created_at"`
	CompletedAt string `json:"completed_at,omitempty"`
	SubID       int64  `json:"sub_id,omitempty"`
}

// Subscription is one subscription of the title.
type Subscription struct {
	ID        int64  `json:"id"`
	UID       int64  `json:"uid"`
	Nickname  string `json:"nickname"`
	Season    int    `json:"season,omitempty"`
	Status    int    `json:"status"` // subscribe §3.1: 0 订阅中 · 1 已完成 · 2 洗版中 · 3 等待批准
	CreatedAt string `json:"created_at"`
}

// Title is everything the title page shows about the household's copy.
type Title struct {
	Library       Library        `json:"library"`
	Records       []Record       `json:"records"`
	Subscriptions []Subscription `json:"subscriptions"`
}

// Title answers q for u.
func (s *Service) Title(ctx context.Context, u store.User, q Query) (Title, error) {
	subs, err := s.Subs.List(ctx, u, q.Type)
	if err != nil {
		return Title{}, err
	}
	out := Title{Records: []Record{}, Subscriptions: []Subscription{}}
	var subIDs []int64
	for _, x := range subs {
		if !sameTitle(x, q) {
			continue
		}
		subIDs = append(subIDs, x.ID)
		out.Subscriptions = append(out.Subscriptions, Subscription{ID: x.ID, UID: x.UID,
			Nickname: s.Store.Nickname(ctx, x.UID), Season: x.SeasonIndex, Status: x.Status, CreatedAt: x.GmtCreate})
	}
	all, err := s.DL.ForTitles(ctx, nonZero(q.TMDBID), subIDs)
	if err != nil {
		return Title{}, err
	}
	var filed []downloads.Record
	for _, r := range all {
		if r.SubID == 0 && r.MovieType != q.Type {
			continue // the same TMDB id of the other type
		}
		if isFiled(r) {
			filed = append(filed, r)
		}
		if u.Role != store.RoleAdmin && r.UserID != u.ID {
			continue // the library counts it; the list is hers only
		}
		out.Records = append(out.Records, recordOf(r))
	}
	out.Library = s.library(ctx, q, filed)
	return out, nil
}

// sameTitle: x asks for q's title (by TMDB id and type, or Douban id).
func sameTitle(x subscribe.Sub, q Query) bool {
	if q.TMDBID != 0 && x.TMDBID == q.TMDBID && x.Type == q.Type {
		return true
	}
	return q.DoubanID != "" && string(x.DoubanID) == q.DoubanID
}

func isFiled(r downloads.Record) bool {
	return r.LinkPath != "" && r.Status != downloads.StatusUnrecognised
}

func recordOf(r downloads.Record) Record {
	out := Record{ID: r.ID, Name: r.Name, Site: r.Site, Status: r.Status, Season: r.Season, Episodes: r.Episodes,
		Filed: isFiled(r), CreatedAt: r.CreatedAt, CompletedAt: r.CompletedAt, SubID: r.SubID}
	if !out.Filed && r.Status != downloads.StatusDownloading {
		out.Reason = r.Desc
	}
	return out
}

func nonZero(id int) []int {
	if id == 0 {
		return nil
	}
	return []int{id}
}

// sortedKeys are m's keys in order.
func sortedKeys[V any](m map[int]V) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
