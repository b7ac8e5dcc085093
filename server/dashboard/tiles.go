package dashboard

import (
	"context"
	"sort"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// filedShown is how many of the newest filed titles the tile shows.
const filedShown = 8

// Filed is one title the organiser filed lately.
type Filed struct {
	ID          int64  `json:"id"` // the download record
	Title       string `json:"title"`
	Year        int    `json:"year"`
	Type        string `json:"type"` // Movie | TV
	Season      int    `json:"season,omitempty"`
	Episodes    string `json:"episodes,omitempty"`
	ImageURL    string `json:"image_url"` // through the image proxy; "" none
	CompletedAt string `json:"completed_at"`
}

// filedQuery reads the newest filings from the end of the filed records'
// partial index (download_record_filed: completed_at, where link_path is
// set). `+status` keeps SQLite from choosing download_record_status
// instead: walking (status, id) from the newest id visits every done record
// never filed (100,000 records with none filed: 50,000 rows, 46 ms of CPU
// for each dashboard in make bench's household scale).
const filedQuery = `SELECT id, CASE WHEN movie_name <> '' THEN movie_name ELSE torrent_name END,
	movie_year, movie_type, season_index, episodes, backdrop, completed_at FROM download_record
	WHERE +status = 1 AND link_path <> '' ORDER BY completed_at DESC, id DESC LIMIT ?`

func (s *Service) filed(ctx context.Context) ([]Filed, error) {
	images := ""
	if m, err := settings.MovieMetadataSection.Load(ctx, s.o.Store); err == nil {
		images = strings.TrimRight(m.Hosts.WithDefaults().TMDBImageBase, "/") + "/w300"
	}
	return store.List(ctx, s.db, func(sc store.Scanner) (Filed, error) {
		var f Filed
		var backdrop string
		err := sc.Scan(&f.ID, &f.Title, &f.Year, &f.Type, &f.Season, &f.Episodes, &backdrop, &f.CompletedAt)
		if backdrop != "" && images != "" {
			f.ImageURL = metadata.ProxiedImage(images + backdrop)
		}
		return f, err
	}, filedQuery, filedShown)
}

// SubCounts: subscriptions waiting for an admin's approval, being
// searched (订阅中 and 洗版中) and completed in the last 7 days.
type SubCounts struct {
	Waiting   int `json:"waiting"`
	Searching int `json:"searching"`
	DoneWeek  int `json:"done_week"`
}

func (s *Service) subscriptions(ctx context.Context) (SubCounts, error) {
	var c SubCounts
	week := s.o.Now().Add(-7 * 24 * time.Hour).Format(time.DateTime)
	// subscriptions_status (status, updated_at) answers each count.
	err := s.db.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM subscriptions WHERE status = ?),
		(SELECT COUNT(*) FROM subscriptions WHERE status IN (?, ?)),
		(SELECT COUNT(*) FROM subscriptions WHERE status = ? AND updated_at >= ?)`,
		subscribe.StatusApproval, subscribe.StatusSubscribed, subscribe.StatusReversion, subscribe.StatusCompleted, week).
		Scan(&c.Waiting, &c.Searching, &c.DoneWeek)
	return c, err
}

// Job is one scheduler job and when it runs next.
type Job struct {
	Name      string `json:"name"`
	Title     string `json:"title"`
	Running   bool   `json:"running"`
	NextRun   string `json:"next_run"` // 'YYYY-MM-DD HH:MM:SS'; "" not scheduled
	LastError string `json:"last_error,omitempty"`
}

func (s *Service) jobs(context.Context) ([]Job, error) {
	out := []Job{}
	if s.o.Jobs == nil {
		return out, nil
	}
	for _, st := range s.o.Jobs() {
		j := Job{Name: st.Name, Title: st.Title, Running: st.Running, LastError: st.LastError}
		if !st.NextRun.IsZero() {
			j.NextRun = st.NextRun.Local().Format(time.DateTime)
		}
		out = append(out, j)
	}
	sort.SliceStable(out, func(a, b int) bool {
		if (out[a].NextRun == "") != (out[b].NextRun == "") {
			return out[b].NextRun == ""
		}
		return out[a].NextRun < out[b].NextRun
	})
	return out, nil
}

// SiteProblem is a site that needs attention: "cookie" (its cookie
// expired), "error" (another failure) or "budget" (its request budget is
// spent or paused).
type SiteProblem struct {
	Site   string `json:"site"` // site_name (the catalogue id)
	Alias  string `json:"alias"`
	Kind   string `json:"kind"`
	Reason string `json:"reason"`
}

func (s *Service) sites(ctx context.Context) ([]SiteProblem, error) {
	out := []SiteProblem{}
	if s.o.Sites == nil {
		return out, nil
	}
	list, err := s.o.Sites.Sites(ctx)
	if err != nil {
		return nil, err
	}
	for _, v := range list {
		p := SiteProblem{Site: v.SiteName, Alias: v.Alias}
		b := v.Budget
		switch {
		case v.Status == 2 && strings.HasPrefix(v.StatusReason, string(indexer.KindCookie)):
			p.Kind, p.Reason = "cookie", v.StatusReason
		case v.Status == 2:
			p.Kind, p.Reason = "error", v.StatusReason
		case b.PausedUntil != "":
			p.Kind, p.Reason = "budget", b.PauseReason
		case b.PerHour > 0 && b.Hour >= b.PerHour, b.PerDay > 0 && b.Day >= b.PerDay:
			p.Kind = "budget"
		default:
			continue
		}
		out = append(out, p)
	}
	return out, nil
}

// Library is what one media server holds, or why it did not say.
type Library struct {
	Server    string `json:"server"`
	Type      string `json:"type"`
	Available bool   `json:"available"`
	Reason    string `json:"reason,omitempty"`
	Movies    int    `json:"movies"`
	Series    int    `json:"series"`
	Episodes  int    `json:"episodes"`
}

func (s *Service) library(ctx context.Context) ([]Library, error) {
	list, err := settings.MediaServersSection.Load(ctx, s.o.Store)
	if err != nil {
		return nil, err
	}
	type answer struct {
		i int
		l Library
	}
	out := make([]Library, len(list))
	done := make(chan answer, len(list))
	for i, e := range list {
		out[i] = Library{Server: e.Name, Type: e.Type, Reason: msgTimeout}
		go func() {
			l := Library{Server: e.Name, Type: e.Type}
			n, err := s.o.Media.CountItems(ctx, e)
			if err != nil {
				l.Reason = err.Error()
			} else {
				l.Available, l.Movies, l.Series, l.Episodes = true, n.Movies, n.Series, n.Episodes
			}
			done <- answer{i, l}
		}()
	}
	for range list {
		select {
		case a := <-done:
			out[a.i] = a.l
		case <-ctx.Done():
			return out, nil
		}
	}
	return out, nil
}
