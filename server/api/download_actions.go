package api

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/library"
)

// libraryHint is the organiser's hint (a name for the api package).
type libraryHint = library.Hint

// deleteRecord deletes a record and what the dialog's options ask for;
// delete_files is an addition (default true, as before): false removes the
// task but keeps what it downloaded.
func (s *Server) deleteRecord(_ http.ResponseWriter, r *http.Request) (any, error) {
	rec, err := s.recordOf(r)
	if err != nil {
		return nil, err
	}
	q := r.URL.Query()
	u, _ := s.currentUser(r)
	msg, err := s.Downloads.Delete(r.Context(), rec, downloads.Removal{
		Torrent: q.Get("delete_torrent") != "false", Files: q.Get("delete_files") != "false",
		Media: q.Get("delete_media_server") == "true", Sub: q.Get("delete_sub") == "true",
		Blacklist: q.Get("add_blacklist") == "true", UnfileMedia: s.Library.Remove,
		DeleteSub: func(ctx context.Context, id int64) error {
			_, err := s.Subscriptions.Delete(ctx, u, strconv.FormatInt(id, 10), nil)
			return err
		}})
	if err != nil {
		return nil, err
	}
	return Result{Message: msg}, nil
}

// reanalyse organises the record again with the user's correction.
func (s *Server) reanalyse(_ http.ResponseWriter, r *http.Request) (any, error) {
	rec, err := s.recordOf(r)
	if err != nil {
		return nil, err
	}
	q := r.URL.Query()
	linkPath := strings.TrimSpace(q.Get("link_path"))
	if linkPath == "" {
		return nil, Error{Message: "请填写链接路径"}
	}
	h := library.Hint{Name: strings.TrimSpace(q.Get("name"))}
	h.Year, _ = strconv.Atoi(strings.TrimSpace(q.Get("year")))
	h.Season, _ = strconv.Atoi(q.Get("season_index"))
	switch q.Get("movie_type") {
	case "Movie":
		h.MediaType = "Movie"
	case "Series", "TV":
		h.MediaType = "TV"
	}
	if id := strings.TrimSpace(q.Get("tmdb_id")); id != "" {
		if m := tmdbURL.FindStringSubmatch(id); m != nil {
			h.MediaType = map[string]string{"movie": "Movie", "tv": "TV"}[m[1]]
			id = m[2]
		}
		if h.TMDBID, err = strconv.Atoi(id); err != nil {
			return nil, Error{Message: "TMDBID不正确"}
		}
	} else if h.Name == "" || h.Year == 0 {
		return nil, Error{Message: "没有TMDBID时，请填写影视名称和发行年份"}
	}
	return s.organiseRecord(r, rec, linkPath, h)
}

// organiseRecord files the record's download now and says how it went
// (with its custom subscription's file-name rules, as the watcher does),
// and tells the event stream as the watcher does: a 消息通知 and a log
// line for 已整理入库 or 未能识别 with its reason.
func (s *Server) organiseRecord(r *http.Request, rec downloads.Record, linkPath string, h library.Hint) (any, error) {
	h.FileRenames = s.CustomSubs.FileRenames(r.Context(), rec)
	err := s.Downloads.OrganiseAndPublish(r.Context(), s.Library, rec, "", linkPath, h)
	var unfiled downloads.Unfiled
	if errors.Is(err, library.ErrBusy) || errors.As(err, &unfiled) {
		return nil, Error{Message: err.Error()}
	}
	if err != nil {
		return nil, err
	}
	now, err := s.Downloads.Get(r.Context(), rec.ID)
	if err != nil {
		return nil, err
	}
	return Result{Message: "已整理到" + now.LinkPath}, nil
}

// addRefreshStates adds library_refresh ({reason, next_at}, an addition
// to DownloadRecord) to the filed records whose media server refresh
// failed and is retried (library_refresh_owed); a successful retry
// deletes the row, so the state goes with it.
func (s *Server) addRefreshStates(ctx context.Context, list []downloads.Record, out []map[string]any) {
	if s.Library == nil || len(list) == 0 {
		return
	}
	paths := make([]string, 0, len(list))
	for _, r := range list {
		if r.LinkPath != "" {
			paths = append(paths, r.LinkPath)
		}
	}
	owed, err := s.Library.OwedFor(ctx, paths)
	if err != nil {
		s.Logger.Warn("owed media server refreshes", "err", err)
		return
	}
	for i, r := range list {
		o := owed[r.LinkPath]
		if r.LinkPath == "" || len(o) == 0 {
			continue
		}
		reasons := make([]string, len(o))
		next := o[0].NextAt
		for j, x := range o {
			reasons[j] = x.LastError
			next = min(next, x.NextAt)
		}
		out[i]["library_refresh"] = map[string]any{"reason": strings.Join(reasons, "；"), "next_at": next}
	}
}
