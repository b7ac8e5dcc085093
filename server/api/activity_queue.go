package api

import (
	"context"
	"net/http"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/sites"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subengine"
)

// queueLiveLimit bounds the clients' answer for the progress figures: the
// queue shows without them rather than wait on a slow client.
const queueLiveLimit = 3 * time.Second

type queueJob struct {
	Name  string `json:"name"`
	Title string `json:"title"`
	Since string `json:"since"`
}

type queueRecord struct {
	ID       int64   `json:"id"`
	Title    string  `json:"title"`
	Name     string  `json:"name"`
	Site     string  `json:"site"`
	Progress float64 `json:"progress"` // 0–100; -1 unknown (the client did not answer)
	Speed    string  `json:"speed"`    // "1.2MB/s", as the record events carry it
}

// activityQueue: GET /api/activity/queue — what is under way now: the
// background jobs running (searching, subtitles … an admin's view), the
// sends the engine waits to confirm, the downloads in progress and the
// records being filed. The screen reads it once and again on each event
// of the stream; it does not poll.
func (s *Server) activityQueue(_ http.ResponseWriter, r *http.Request) (any, error) {
	u, _ := s.currentUser(r)
	admin := u.Role == store.RoleAdmin
	mine := func(uid int64) bool { return admin || uid == u.ID }
	jobs := []queueJob{}
	if admin && s.Tasks != nil {
		for _, j := range s.Tasks.Status() {
			if j.Running {
				jobs = append(jobs, queueJob{Name: j.Name, Title: j.Title, Since: j.LastStart.Format(time.DateTime)})
			}
		}
	}
	sending := []subengine.Waiting{}
	if s.Outbox != nil {
		all, err := s.Outbox.Outbox(r.Context())
		if err != nil {
			return nil, err
		}
		for _, w := range all {
			if mine(w.UID) {
				w.Site = sites.Title(w.Site)
				sending = append(sending, w)
			}
		}
	}
	f := downloads.Filter{Status: new(int)}
	if !admin {
		f.UserID = u.ID
	}
	recs, err := s.Downloads.List(r.Context(), f, 0, 500)
	if err != nil {
		return nil, err
	}
	organising := []queueRecord{}
	for _, rec := range s.Downloads.Organising() {
		if mine(rec.UserID) {
			organising = append(organising, queueRecord{ID: rec.ID, Title: firstText(rec.MovieName, rec.Name), Name: rec.Name,
				Site: sites.Title(rec.Site), Progress: 100})
		}
	}
	return map[string]any{"jobs": jobs, "sending": sending, "downloading": s.withProgress(r.Context(), recs),
		"organising": organising}, nil
}

// withProgress is recs with the clients' progress and speed (one call per
// client, bounded).
func (s *Server) withProgress(ctx context.Context, recs []downloads.Record) []queueRecord {
	out := make([]queueRecord, len(recs))
	if len(recs) == 0 {
		return out
	}
	ctx, cancel := context.WithTimeout(ctx, queueLiveLimit)
	defer cancel()
	live, _ := s.Downloads.Downloading(ctx)
	byHash := make(map[string]downloads.Live, len(live))
	for _, l := range live {
		byHash[l.Hash] = l
	}
	for i, rec := range recs {
		q := queueRecord{ID: rec.ID, Title: firstText(rec.MovieName, rec.Name), Name: rec.Name, Site: sites.Title(rec.Site), Progress: -1}
		if l, ok := byHash[rec.Hash]; ok {
			q.Progress, q.Speed = float64(int(l.Progress*1000))/10, downloads.SpeedText(l.DlSpeed)
		}
		out[i] = q
	}
	return out
}
