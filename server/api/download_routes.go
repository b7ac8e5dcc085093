package api

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/sites"
)

// downloadRoutes: the download records (api-contract §2.9 record_list,
// downloading, get_record, record_dashboard, delete_record, reanalyse,
// relink). Everyone signed in reads them; only admins change files.
func (s *Server) downloadRoutes() {
	user := s.signedIn
	admin := s.adminOnly
	s.mux.Handle("GET /api/download/record_list", user(s.recordList))
	s.mux.Handle("GET /api/download/downloading", user(s.downloading))
	s.mux.Handle("GET /api/download/get_record", user(s.getRecord))
	s.mux.Handle("GET /api/download/record_dashboard", user(func(_ http.ResponseWriter, r *http.Request) (any, error) {
		types, bySite, err := s.Downloads.Dashboard(r.Context())
		for i := range bySite {
			bySite[i].Name = sites.Title(bySite[i].Name)
		}
		return map[string]any{"type_count": types, "site_count": bySite}, err
	}))
	s.mux.Handle("GET /api/download/delete_record", admin(s.deleteRecord))
	s.mux.Handle("GET /api/download/reanalyse", admin(s.reanalyse))
	s.mux.Handle("GET /api/download/relink", admin(func(_ http.ResponseWriter, r *http.Request) (any, error) {
		rec, err := s.recordOf(r)
		if err != nil {
			return nil, err
		}
		return s.organiseRecord(r, rec, "", libraryHint{})
	}))
}

// recordList answers one page; the filters after filter_unknown are
// additions (the screen keeps them in its address).
func (s *Server) recordList(_ http.ResponseWriter, r *http.Request) (any, error) {
	q := r.URL.Query()
	start, _ := strconv.Atoi(q.Get("start"))
	f := downloads.Filter{HideUnknown: q.Get("filter_unknown") != "false", MovieType: q.Get("movie_type"),
		Site: q.Get("site_name")}
	if v, err := strconv.Atoi(q.Get("status")); err == nil {
		f.Status = &v
	}
	f.UserID, _ = strconv.ParseInt(q.Get("user_id"), 10, 64)
	f.TMDBID, _ = strconv.Atoi(q.Get("tmdb_id"))
	list, err := s.Downloads.List(r.Context(), f, max(start, 0), downloads.PageSize)
	if err != nil {
		return nil, err
	}
	return map[string]any{"download_queue_size": 0, "result": s.recordsJSON(r.Context(), list)}, nil
}

// recordsJSON answers records as DownloadRecords, their pictures from the
// configured TMDB image host.
func (s *Server) recordsJSON(ctx context.Context, list []downloads.Record) []map[string]any {
	images := ""
	if m, err := settings.MovieMetadataSection.Load(ctx, s.Store); err == nil {
		images = strings.TrimRight(m.Hosts.WithDefaults().TMDBImageBase, "/") + "/w780"
	}
	out := make([]map[string]any, len(list))
	for i, rec := range list {
		out[i] = recordJSON(rec, images)
	}
	s.addSubtitleStates(ctx, list, out)
	s.addRefreshStates(ctx, list, out)
	return out
}

// recordJSON is a DownloadRecord; the card's picture is the recognised
// title's TMDB backdrop (images: the TMDB image base with a size) through
// the image proxy.
func recordJSON(r downloads.Record, images string) map[string]any {
	thumb := ""
	if r.Backdrop != "" && images != "" {
		thumb = metadata.ProxiedImage(images + r.Backdrop)
	}
	m := map[string]any{"id": r.ID, "movie_name": firstText(r.MovieName, r.Name), "movie_year": r.MovieYear,
		"movie_type": r.MovieType, "torrent_name": r.Name, "torrent_subject": r.Subject, "torrent_hash": r.Hash,
		"site_name": r.Site, "thumb_image_url": thumb, "download_status": r.Status, "desc": firstText(r.Desc, r.Subject),
		"media_source": r.Source, "resolution": r.Resolution, "media_encoding": r.Codec, "link_path": r.LinkPath,
		"url": r.URL, "episodes": r.Episodes, "source_type": r.SourceType, "gmt_create": r.CreatedAt,
		"user_id": r.UserID, "client_name": r.Client, "size_str": downloads.SizeText(int64(r.SizeMB * 1024 * 1024))}
	if r.Status == downloads.StatusUnrecognised || r.SourceType == "unknown" {
		m["unidentified_reason"] = firstText(r.Desc, "未能识别")
	}
	if r.Season != 0 {
		m["season_index"] = r.Season
	}
	if r.SubID != 0 {
		m["sub_id"], m["sub_type"] = r.SubID, r.SubType
	}
	return m
}

func (s *Server) downloading(_ http.ResponseWriter, r *http.Request) (any, error) {
	live, err := s.Downloads.Downloading(r.Context())
	if err != nil {
		return nil, err
	}
	out := make([]map[string]any, len(live))
	for i, l := range live {
		out[i] = map[string]any{"hash": l.Hash, "progress": float64(int(l.Progress*1000)) / 10,
			"dlspeed_str": downloads.SpeedText(l.DlSpeed), "upspeed_str": downloads.SpeedText(l.UpSpeed),
			"size_str": downloads.SizeText(l.Size), "eta": l.ETA(), "eta_str": etaText(l.ETA())}
	}
	return map[string]any{"download_queue_size": 0, "result": out}, nil
}

// etaText is the time left as 天/小时/分钟, "" when it cannot be told.
func etaText(sec int64) string {
	if sec < 0 {
		return ""
	}
	return downloads.DurationText(sec)
}

func (s *Server) recordOf(r *http.Request) (downloads.Record, error) {
	id, err := strconv.ParseInt(r.URL.Query().Get("id"), 10, 64)
	if err != nil {
		return downloads.Record{}, Error{Message: "下载记录编号不正确"}
	}
	rec, err := s.Downloads.Get(r.Context(), id)
	if errors.Is(err, downloads.ErrNoRecord) {
		return rec, Error{Message: err.Error()}
	}
	return rec, err
}

func (s *Server) getRecord(_ http.ResponseWriter, r *http.Request) (any, error) {
	rec, err := s.recordOf(r)
	if err != nil {
		return nil, err
	}
	nick := ""
	if u, err := s.Store.UserByID(r.Context(), rec.UserID); err == nil {
		nick = u.Nickname
	}
	out := map[string]any{"record": map[string]any{"movie_type": rec.MovieType, "site_name": sites.Title(rec.Site),
		"gmt_create": rec.CreatedAt, "torrent_name": rec.Name, "torrent_url": rec.URL, "link_path": rec.LinkPath},
		"user_nickname": nick}
	if l, ok := s.Downloads.LiveOf(r.Context(), rec); ok {
		// files and seeding_seconds are additions: the torrent's files with
		// their progress, and the seeding time as a number for plugins.
		files := []map[string]any{}
		if c, ok := s.Downloads.Client(r.Context(), rec.Client); ok {
			list, _ := s.Downloads.Files(r.Context(), c, rec.Hash)
			for _, f := range list {
				files = append(files, map[string]any{"name": f.Name, "size_str": downloads.SizeText(f.Size),
					"progress": float64(int(f.Progress*1000)) / 10})
			}
		}
		out["torrent_info"] = map[string]any{"save_path": l.SavePath, "content_path": l.ContentPath,
			"size_str": downloads.SizeText(l.Size), "uploaded_str": downloads.SizeText(l.Uploaded), "ratio": l.Ratio,
			"seeding_time_str": downloads.DurationText(l.SeedingTime), "seeding_seconds": l.SeedingTime,
			"files": files}
	}
	return out, nil
}

func firstText(v ...string) string {
	for _, s := range v {
		if strings.TrimSpace(s) != "" {
			return s
		}
	}
	return ""
}
