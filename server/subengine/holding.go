package subengine

import (
	"context"
	"database/sql"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/ranking"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// holding is what a subscription already has: from its download records
// (what the client and the library hold) and the engine's sent list
// (what must never be sent again).
type holding struct {
	have      map[int]bool // episodes held (TV)
	packHeld  bool         // a whole-season pack is held
	quality   int          // best quality filed or downloading (洗版 must beat it)
	topFiled  int          // best quality in the library (洗版 completes with it)
	any       bool         // something is held or downloading
	inFlight  bool         // a download not yet organised
	organised bool         // a download filed by the organiser
	strict    bool         // a held download that met the filter (not provisional)
	strictOrg bool         // … and was filed
	ownFiled  bool         // one of its own downloads was filed (not another's, not the servers')
	inLibrary bool         // the media servers hold some episodes
	// filed: episodes in the library (filed records, the media servers);
	// what the detail counts and completion needs, not what is on its way.
	filed     map[int]bool
	filedPack bool   // a whole-season pack is filed
	elsewhere string // the title is filed by another download (its name)
	sentKeys  map[string]bool
	sentHash  map[string]bool
	// waiting: sent keys whose intent the client has not confirmed yet.
	waiting map[string]bool
}

// held reads x's holding; total is the season's length (0 unknown).
// Only a caller holding x's run lock may pass tidy: it forgets sends a
// stop cut short (another run's send in progress looks just like one).
func (e *Engine) held(ctx context.Context, x subscribe.Sub, strategy string, total int, tidy bool) (holding, error) {
	h := holding{have: map[int]bool{}, filed: map[int]bool{}, sentKeys: map[string]bool{}, sentHash: map[string]bool{}, waiting: map[string]bool{}}
	recs, err := e.o.DL.SubRecords(ctx, downloads.SubTypeSubscribe, x.ID)
	if err != nil {
		return h, err
	}
	byHash := map[string]downloads.Record{}
	for _, r := range recs {
		byHash[r.Hash] = r
		if r.Status == downloads.StatusDeleted && r.LinkPath == "" {
			continue // removed from the client before it was filed: not held
		}
		h.any = true
		if r.Status == downloads.StatusDone && r.LinkPath != "" {
			h.organised = true
		} else if r.Status == downloads.StatusDownloading {
			h.inFlight = true
		}
		info := e.o.Parser.For(scopeOf(x)).Read(r.Name, r.Subject).Info
		// A download left unfiled (or replaced) is no version held: one
		// of its quality may still be taken (the sent list keeps this
		// very torrent from going again).
		if q := ranking.Quality(strategy, info); r.LinkPath != "" {
			h.quality, h.topFiled = max(h.quality, q), max(h.topFiled, q)
		} else if r.Status == downloads.StatusDownloading {
			h.quality = max(h.quality, q)
		}
		if x.Type == "TV" {
			eps, pack := covers(info, total)
			if eps = append(downloads.ParseEpisodes(r.Episodes), eps...); pack {
				h.packHeld = true
			}
			isFiled := r.Status == downloads.StatusDone && r.LinkPath != ""
			h.filedPack = h.filedPack || pack && isFiled
			for _, ep := range eps {
				h.have[ep] = true
				h.filed[ep] = h.filed[ep] || isFiled
			}
		}
	}
	if err := e.filedElsewhere(ctx, x, total, &h); err != nil {
		return h, err
	}
	if lib := e.library(ctx); x.Type == "TV" && lib != nil {
		eps, err := lib.HeldEpisodes(ctx, x)
		if err != nil {
			e.o.Log.Warn("subengine: media servers", "sub", x.ID, "err", err) // the records still count
		}
		for _, ep := range eps {
			h.have[ep], h.filed[ep], h.inLibrary = true, true, true
		}
	}
	rows, err := e.o.Store.DB().QueryContext(ctx,
		`SELECT torrent_key, hash, record_id, provisional, length(torrent) > 0 FROM subengine_sent WHERE sub_id = ?`, x.ID)
	if err != nil {
		return h, err
	}
	defer rows.Close()
	var stale []string
	provisionals := map[string]bool{}
	for rows.Next() {
		var key, hash string
		var rec int64
		var provisional bool
		var outbox sql.NullBool
		if err := rows.Scan(&key, &hash, &rec, &provisional, &outbox); err != nil {
			return h, err
		}
		// An intent in the outbox is Reconcile's to settle.
		if _, ok := byHash[hash]; tidy && rec == 0 && !ok && !outbox.Bool {
			// A run stopped between remembering and submitting: the
			// client never got it (or dedups it by hash), so it may go again.
			stale = append(stale, key)
			continue
		}
		h.sentKeys[key], h.sentHash[hash] = true, true
		h.waiting[key] = rec == 0 && outbox.Bool
		if provisional {
			provisionals[hash] = true
		}
	}
	if err := rows.Err(); err != nil {
		return h, err
	}
	for _, r := range recs {
		if held := r.Status != downloads.StatusDeleted || r.LinkPath != ""; held && !provisionals[r.Hash] {
			h.strict = true
			filed := r.Status == downloads.StatusDone && r.LinkPath != ""
			h.strictOrg, h.ownFiled = h.strictOrg || filed, h.ownFiled || filed
		}
	}
	for _, k := range stale {
		store.Note(ctx, e.o.Store.DB(), "a send that never reached the client, forgotten", `DELETE FROM subengine_sent WHERE sub_id = ? AND torrent_key = ? AND record_id = 0`, x.ID, k)
	}
	return h, nil
}

// seasonOf asks TMDB for the season's episodes and air dates; without
// TMDB (or for a movie) it answers an unknown season.
func (e *Engine) seasonOf(ctx context.Context, x subscribe.Sub) season {
	if x.Type != "TV" || x.TMDBID == 0 || e.o.Seasons == nil {
		return season{}
	}
	d, err := e.o.Seasons.TMDBSeasonDetail(ctx, x.TMDBID, max(x.SeasonIndex, 1))
	if err != nil {
		e.o.Log.Warn("subengine: season detail", "sub", x.ID, "err", err)
		return season{}
	}
	today := e.o.Now().Format(time.DateOnly)
	s := season{Total: len(d.Episodes)}
	for _, ep := range d.Episodes {
		if ep.AirDate != "" && ep.AirDate <= today {
			s.Aired = max(s.Aired, ep.EpisodeNumber)
		}
	}
	s.Airing = s.Aired < s.Total
	return s
}
