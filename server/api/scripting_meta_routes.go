package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/library"
	"github.com/movie-robot/web-console/server/metadata"
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
		return library.ParseName(name), nil
	}))
	s.mux.Handle("GET /api/amr/parse_name_meta_by_filepath", user(func(r *http.Request) (any, error) {
		path, err := needQuery(r, "filepath")
		if err != nil {
			return nil, err
		}
		return library.ParsePath(path), nil
	}))
	// The SDK sends analysis_filepath's path as "string" too.
	for call, isPath := range map[string]bool{"analysis_string": false, "analysis_filepath": true} {
		s.mux.Handle("GET /api/amr/"+call, user(func(r *http.Request) (any, error) {
			text, err := needQuery(r, "string")
			if err != nil {
				return nil, err
			}
			a, err := s.library.Analyse(r.Context(), text, isPath)
			if _, ok := metadata.AsError(err); err != nil && !ok {
				// The organiser's reasons (TMDB未找到：…) are for the user too.
				return nil, Error{err.Error()}
			}
			return a, err
		}))
	}
	s.mux.Handle("GET /api/meta/get_media_by_tmdb_id", user(func(r *http.Request) (any, error) {
		kind, id, err := kindAndID(r)
		if err != nil {
			return nil, err
		}
		return s.metadata.ScriptMediaByTMDB(r.Context(), kind, id)
	}))
	s.mux.Handle("GET /api/meta/get_media_by_douban_id", user(func(r *http.Request) (any, error) {
		id, err := needQuery(r, "douban_id")
		if err != nil {
			return nil, err
		}
		return s.metadata.ScriptMediaByDouban(r.Context(), id)
	}))
	s.mux.Handle("GET /api/meta/get_cast_crew_by_tmdb", user(func(r *http.Request) (any, error) {
		kind, id, err := kindAndID(r)
		if err != nil {
			return nil, err
		}
		season, err := optInt(r, "season_number")
		if err != nil {
			return nil, err
		}
		return s.metadata.ScriptCastByTMDB(r.Context(), kind, id, season)
	}))
	s.mux.Handle("GET /api/meta/get_cast_crew_by_douban", user(func(r *http.Request) (any, error) {
		id, err := needQuery(r, "douban_id")
		if err != nil {
			return nil, err
		}
		return s.metadata.ScriptCastByDouban(r.Context(), id)
	}))
}

// scriptingLibraryRoutes: library/direct_transfer and rename_by_path
// write to the file system, so administrators only.
func (s *Server) scriptingLibraryRoutes() {
	admin := func(h HandlerFunc) http.Handler { return s.handle(s.requireAdmin(h)) }
	s.mux.Handle("POST /api/library/direct_transfer", admin(func(w http.ResponseWriter, r *http.Request) (any, error) {
		var in struct {
			Src  string `json:"src" required:"true"`
			Dst  string `json:"dst" required:"true"`
			Mode string `json:"mode" required:"true"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		dst, err := s.library.Transfer(in.Src, in.Dst, in.Mode)
		if err != nil {
			return nil, Error{err.Error()}
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
		results, err := s.library.OrganiseDownload(r.Context(), in.Path, "", library.Hint{})
		if err != nil {
			return nil, Error{err.Error()}
		}
		return results, nil
	}))
}
