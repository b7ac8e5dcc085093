package api

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/shelf"
	"github.com/movie-robot/web-console/server/sites"
)

// mediaRoutes: the 媒体库 section of the movie search (api-contract §2.11)
// asks the configured media servers what they already hold.
func (s *Server) mediaRoutes() {
	s.mux.Handle("GET /api/media/search_by_keyword", s.signedIn(s.mediaSearch))
	s.mux.Handle("GET /api/media/get_media_streams", s.signedIn(s.mediaStreams))
	// No sign-in: an <img> cannot send the token; the URL is signed instead.
	s.mux.Handle("GET "+mediaserver.PlexImagePath, s.handle(s.plexImage))
	// An addition: the library screen (/media/library). Everyone reads
	// it (the library is the household's, as on the title page); a
	// normal user's records and subscriptions stay her own. Only an admin
	// asks the media servers to be listed again now.
	s.mux.Handle("GET /api/library/titles", s.handle(s.requireUser(func(_ http.ResponseWriter, r *http.Request) (any, error) {
		f, err := shelf.ParseFilter(r.URL.Query())
		if err != nil {
			return nil, Error{Message: err.Error()}
		}
		return s.Shelf.Titles(r.Context(), f)
	})))
	s.mux.Handle("GET /api/library/title", s.handle(s.requireUser(func(_ http.ResponseWriter, r *http.Request) (any, error) {
		id, err := strconv.ParseInt(r.URL.Query().Get("id"), 10, 64)
		if err != nil || id <= 0 {
			return nil, Error{Message: "id 应为影视的编号"}
		}
		u, _ := s.currentUser(r)
		d, err := s.Shelf.Detail(r.Context(), u, id, s.holdings())
		if errors.Is(err, shelf.ErrNoTitle) {
			return nil, Error{Message: err.Error()}
		}
		for i := range d.Holdings.Records {
			d.Holdings.Records[i].Site = sites.Title(d.Holdings.Records[i].Site)
		}
		return d, err
	})))
	s.mux.Handle("POST /api/library/sync", s.handle(s.requireAdmin(func(_ http.ResponseWriter, r *http.Request) (any, error) {
		var none struct{}
		if err := decodeJSON(r, &none); err != nil {
			return nil, err
		}
		if err := s.Shelf.Sync(r.Context()); err != nil {
			return nil, Error{Message: "同步失败：" + err.Error()}
		}
		return Result{Message: "媒体库已同步"}, nil
	})))
}

// resyncsLibrary wraps a media-server settings change: once saved, the
// library index is listed again by the scheduler's own job (a kick, as
// 运行 on 后台任务 does), so an added, moved or deleted server shows on
// the library screen without waiting six hours.
func (s *Server) resyncsLibrary(h HandlerFunc) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		data, err := h(w, r)
		if err == nil && s.Tasks != nil {
			s.Tasks.Kick(shelf.JobName)
		}
		return data, err
	}
}

func (s *Server) mediaSearch(w http.ResponseWriter, r *http.Request) (any, error) {
	keyword := strings.TrimSpace(r.URL.Query().Get("keyword"))
	if keyword == "" {
		return nil, Error{Message: "请输入搜索关键字"}
	}
	servers, err := settings.MediaServersSection.Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	items, err := s.mediaSearcher().Search(r.Context(), servers, keyword)
	return items, err
}

func (s *Server) mediaStreams(w http.ResponseWriter, r *http.Request) (any, error) {
	id := r.URL.Query().Get("id")
	if id == "" {
		return nil, Error{Message: "缺少参数：id"}
	}
	servers, err := settings.MediaServersSection.Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	streams, err := s.mediaSearcher().Streams(r.Context(), servers, id)
	return streams, err
}

// plexImage serves Plex artwork that a search answer pointed to (Plex
// wants its token for artwork, and the token stays in the binary).
func (s *Server) plexImage(w http.ResponseWriter, r *http.Request) (any, error) {
	q := r.URL.Query()
	servers, err := settings.MediaServersSection.Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	img, err := s.mediaSearcher().PlexImage(r.Context(), servers, q.Get("server"), q.Get("path"), q.Get("sig"))
	if err != nil {
		return nil, StatusError{Status: http.StatusNotFound, Message: err.Error()}
	}
	return Raw(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", img.ContentType)
		w.Header().Set("Cache-Control", "private, max-age=86400")
		w.Write(img.Body)
	}), nil
}

func (s *Server) mediaSearcher() mediaserver.Searcher {
	return mediaserver.Searcher{Guide: s.MediaGuide}
}
