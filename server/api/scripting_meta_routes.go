package api

import (
	"errors"
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
)

// scriptingAmrRoutes are the SDK's name recognition (amr/*) and its
// metadata look-ups (meta/*), answered by the organiser's parser and
// from TMDB and Douban.
func (s *Server) scriptingAmrRoutes() {
	user := s.userMeta
	s.mux.Handle("GET /api/amr/parse_name_meta_by_string", user(func(r *http.Request) (any, error) {
		name, err := needQuery(r, "string")
		if err != nil {
			return nil, err
		}
		return s.Library.ParseName(name), nil
	}))
	s.mux.Handle("GET /api/amr/parse_name_meta_by_filepath", user(func(r *http.Request) (any, error) {
		path, err := needQuery(r, "filepath")
		if err != nil {
			return nil, err
		}
		return s.Library.ParsePath(path), nil
	}))
	// The SDK sends analysis_filepath's path as "string" too.
	for call, isPath := range map[string]bool{"analysis_string": false, "analysis_filepath": true} {
		s.mux.Handle("GET /api/amr/"+call, user(func(r *http.Request) (any, error) {
			text, err := needQuery(r, "string")
			if err != nil {
				return nil, err
			}
			a, err := s.Library.Analyse(r.Context(), text, isPath)
			var setup settings.NeedsSetup
			if _, ok := metadata.AsError(err); err != nil && !ok && !errors.As(err, &setup) {
				// The organiser's reasons (TMDB未找到：…) are for the user too.
				return nil, Error{Message: err.Error()}
			}
			return a, err
		}))
	}
	s.mux.Handle("GET /api/meta/get_media_by_tmdb_id", byTMDB(user, s.Metadata.ScriptMediaByTMDB))
	s.mux.Handle("GET /api/meta/get_media_by_douban_id", byDouban(user, s.Metadata.ScriptMediaByDouban))
	s.mux.Handle("GET /api/meta/get_cast_crew_by_tmdb", byTMDBSeason(user, s.Metadata.ScriptCastByTMDB))
	s.mux.Handle("GET /api/meta/get_cast_crew_by_douban", byDouban(user, s.Metadata.ScriptCastByDouban))
	s.mux.Handle("GET /api/scraper/get_media_image", user(func(r *http.Request) (any, error) {
		q := sdkQuery{r: r}
		kind, id := q.kindAndID()
		season, episode := q.int("season_number"), q.int("episode_number")
		if q.err != nil {
			return nil, q.err
		}
		return s.Metadata.ScriptImagesByTMDB(r.Context(), kind, id, season, episode)
	}))
	s.mux.Handle("GET /api/amr/analysis_douban_meta", user(func(r *http.Request) (any, error) {
		q := sdkQuery{r: r}
		year, season := q.int("year"), q.int("season_number")
		if q.err != nil {
			return nil, q.err
		}
		cn, en := noneEmpty(r.URL.Query().Get("cn_name")), noneEmpty(r.URL.Query().Get("en_name"))
		if cn == "" && en == "" {
			return nil, Error{Message: "需要cn_name或en_name"}
		}
		m, found, err := s.Metadata.AnalysisDouban(r.Context(), cn, en, year, season)
		if err != nil || !found {
			return nil, err // null: Douban lists nothing that fits
		}
		return m, nil
	}))
	// There is no shared metadata server behind this backend: the pair is
	// kept here and every Douban → TMDB look-up uses it.
	s.mux.Handle("GET /api/meta/share_meta_from_id", user(func(r *http.Request) (any, error) {
		id, err := optInt(r, "tmdb_id")
		if err != nil {
			return nil, err
		}
		kind, err := s.Metadata.ShareIDs(r.Context(), id, noneEmpty(r.URL.Query().Get("douban_id")))
		if err != nil {
			return nil, Error{Message: err.Error()}
		}
		return Result{Message: "已记录豆瓣与TMDB的对应关系（" + kind + "），本机的豆瓣查询都会用它；内置后端没有可共享的远程元数据服务器"}, nil
	}))
	s.mux.Handle("GET /api/common/get_cache_image_filepath", s.handle(s.requireAdmin(requestOnly(func(r *http.Request) (any, error) {
		raw, err := needQuery(r, "url")
		if err != nil {
			return nil, err
		}
		path, err := s.Metadata.CachedImageFile(r.Context(), raw)
		if errors.Is(err, metadata.ErrImageRefused) {
			return nil, Error{Message: err.Error()}
		}
		return path, err
	}))))
}

// noneEmpty: the SDK's None arrives as "" (or as the text None).
func noneEmpty(v string) string {
	if v = strings.TrimSpace(v); v == "None" {
		return ""
	}
	return v
}

// scriptingLibraryRoutes: library/direct_transfer and rename_by_path
// write to the file system, so administrators only.
func (s *Server) scriptingLibraryRoutes() {
	admin := s.adminOnly
	s.mux.Handle("POST /api/library/direct_transfer", admin(func(w http.ResponseWriter, r *http.Request) (any, error) {
		var in struct {
			Src  string `json:"src" required:"true"`
			Dst  string `json:"dst" required:"true"`
			Mode string `json:"mode" required:"true"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		dst, err := s.Library.Transfer(in.Src, in.Dst, in.Mode)
		if err != nil {
			return nil, Error{Message: err.Error()}
		}
		return Result{Message: "已转移到 " + dst, Data: dst}, nil
	}))
	// Organises a path like a finished download: the media path whose
	// source folder holds it gives the library folder and the mode.
	s.mux.Handle("POST /api/library/rename_by_path", admin(func(w http.ResponseWriter, r *http.Request) (any, error) {
		var in struct {
			Path string `json:"path" required:"true"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		results, err := s.Library.OrganiseDownload(r.Context(), in.Path, "", library.Hint{})
		if err != nil {
			return nil, Error{Message: err.Error()}
		}
		return results, nil
	}))
	s.mux.Handle("POST /api/library/add_library", admin(func(w http.ResponseWriter, r *http.Request) (any, error) {
		var in struct {
			Name      string                `json:"library_name" required:"true"`
			MediaType string                `json:"media_type" required:"true"`
			Paths     []library.LibraryPath `json:"library_paths" required:"true"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		id, err := s.Library.AddLibrary(r.Context(), in.Name, in.MediaType, in.Paths)
		if err != nil {
			return nil, Error{Message: err.Error()}
		}
		return Result{Message: "媒体库已添加", Data: id}, nil
	}))
	// A library's folders watched for new files (fsnotify), filed like a
	// finished download; the watcher survives a restart until stopped.
	for call, on := range map[string]bool{"start_scanner": true, "stop_scanner": false} {
		s.mux.Handle("GET /api/library/"+call, admin(func(w http.ResponseWriter, r *http.Request) (any, error) {
			id, err := optInt(r, "library_id")
			if err != nil || id <= 0 {
				return nil, Error{Message: "library_id 必须是媒体库编号"}
			}
			if on {
				err = s.Library.StartScanner(r.Context(), int64(id))
			} else {
				err = s.Library.StopScanner(r.Context(), int64(id))
			}
			if err != nil {
				return nil, Error{Message: err.Error()}
			}
			return Result{Message: map[bool]string{true: "已开始监控媒体库", false: "已停止监控媒体库"}[on]}, nil
		}))
	}
}
