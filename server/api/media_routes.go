package api

import (
	"errors"
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/mediaserver"
	"github.com/movie-robot/web-console/server/settings"
)

// mediaRoutes: the 媒体库 section of the movie search (api-contract §2.11)
// asks the configured media servers what they already hold.
func (s *Server) mediaRoutes() {
	s.mux.Handle("GET /api/media/search_by_keyword", s.handle(s.requireUser(s.mediaSearch)))
	s.mux.Handle("GET /api/media/get_media_streams", s.handle(s.requireUser(s.mediaStreams)))
	// No sign-in: an <img> cannot send the token; the URL is signed instead.
	s.mux.Handle("GET "+mediaserver.PlexImagePath, s.handle(s.plexImage))
}

func (s *Server) mediaSearch(w http.ResponseWriter, r *http.Request) (any, error) {
	keyword := strings.TrimSpace(r.URL.Query().Get("keyword"))
	if keyword == "" {
		return nil, Error{Message: "请输入搜索关键字"}
	}
	servers, err := settings.MediaServersSection.Load(r.Context(), s.store)
	if err != nil {
		return nil, err
	}
	items, err := s.mediaSearcher().Search(r.Context(), servers, keyword)
	return items, mediaError(err)
}

func (s *Server) mediaStreams(w http.ResponseWriter, r *http.Request) (any, error) {
	id := r.URL.Query().Get("id")
	if id == "" {
		return nil, Error{Message: "缺少参数：id"}
	}
	servers, err := settings.MediaServersSection.Load(r.Context(), s.store)
	if err != nil {
		return nil, err
	}
	streams, err := s.mediaSearcher().Streams(r.Context(), servers, id)
	return streams, mediaError(err)
}

// plexImage serves Plex artwork that a search answer pointed to (Plex
// wants its token for artwork, and the token stays in the binary).
func (s *Server) plexImage(w http.ResponseWriter, r *http.Request) (any, error) {
	q := r.URL.Query()
	servers, err := settings.MediaServersSection.Load(r.Context(), s.store)
	if err != nil {
		return nil, err
	}
	img, err := s.mediaSearcher().PlexImage(r.Context(), servers, q.Get("server"), q.Get("path"), q.Get("sig"))
	if err != nil {
		return nil, StatusError{Status: http.StatusNotFound, Message: mediaError(err).Error()}
	}
	return Raw(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", img.ContentType)
		w.Header().Set("Cache-Control", "private, max-age=86400")
		w.Write(img.Body)
	}), nil
}

func (s *Server) mediaSearcher() mediaserver.Searcher {
	return mediaserver.Searcher{Guide: s.mediaGuide}
}

// mediaError shows the media servers' reasons to the user as they are.
func mediaError(err error) error {
	var e *mediaserver.Error
	if errors.As(err, &e) {
		return Error{Message: e.Message}
	}
	return err
}
