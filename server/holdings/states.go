package holdings

import (
	"context"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// Card states, as the signed-in user sees them ("" = none of these).
const (
	StatePending     = "pending"     // 等待批准: her request waits for an admin
	StateSubscribed  = "subscribed"  // 订阅中
	StateDownloading = "downloading" // 下载中: her download (anyone's for an admin)
	StateInLibrary   = "in_library"  // 已入库: a download of it was filed
)

// Key names a card's title: by Douban id, or TMDB id and type (or both).
type Key struct {
	DoubanID string `json:"douban_id"`
	TMDBID   int    `json:"tmdb_id"`
	Type     string `json:"media_type"`
}

// States answers one state per key, in order, from two queries however
// many cards a grid holds. What is ready outranks what is on its way:
// 下载中, then 已入库, then 等待批准, then 订阅中.
func (s *Service) States(ctx context.Context, u store.User, keys []Key) ([]string, error) {
	subs, err := s.Subs.List(ctx, u, "")
	if err != nil {
		return nil, err
	}
	mine := make([][]subscribe.Sub, len(keys))
	ids, subIDs := map[int]bool{}, []int64{}
	for i, k := range keys {
		if k.TMDBID != 0 {
			ids[k.TMDBID] = true
		}
		for _, x := range subs {
			if (k.DoubanID != "" && string(x.DoubanID) == k.DoubanID) || (k.TMDBID != 0 && x.TMDBID == k.TMDBID && x.Type == k.Type) {
				mine[i] = append(mine[i], x)
				subIDs = append(subIDs, x.ID)
				if x.TMDBID != 0 {
					ids[x.TMDBID] = true
				}
			}
		}
	}
	recs, err := s.DL.ForTitles(ctx, sortedKeys(ids), subIDs)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = stateOf(u, k, mine[i], recs)
	}
	return out, nil
}

func stateOf(u store.User, k Key, subs []subscribe.Sub, recs []downloads.Record) string {
	bySub, tmdb := map[int64]bool{}, map[int]bool{}
	if k.TMDBID != 0 {
		tmdb[k.TMDBID] = true
	}
	for _, x := range subs {
		bySub[x.ID] = true
		if x.TMDBID != 0 && x.Type == k.Type {
			tmdb[x.TMDBID] = true
		}
	}
	downloading, filed := false, false
	for _, r := range recs {
		ours := r.SubType == downloads.SubTypeSubscribe && bySub[r.SubID] || tmdb[r.TMDBID] && r.MovieType == k.Type
		if !ours {
			continue
		}
		if r.Status == downloads.StatusDownloading && (u.Role == store.RoleAdmin || r.UserID == u.ID) {
			downloading = true
		}
		filed = filed || isFiled(r)
	}
	pending, subscribed := false, false
	for _, x := range subs {
		pending = pending || x.Status == 3
		subscribed = subscribed || x.Status == 0 || x.Status == 2
	}
	switch {
	case downloading:
		return StateDownloading
	case filed:
		return StateInLibrary
	case pending:
		return StatePending
	case subscribed:
		return StateSubscribed
	}
	return ""
}
