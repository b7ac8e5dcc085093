package api

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/subtitles"
)

// submitWait is how long submit_download_subtitle waits for the run before
// it answers that the run goes on in the background.
const submitWait = 20 * time.Second

// subtitleRoutes: task/submit_download_subtitle (the 下载字幕 button of a
// media-server card on /movie/search) runs the subtitle engine now for one
// title, one season or listed episodes of it.
func (s *Server) subtitleRoutes() {
	if s.Subtitles == nil {
		return
	}
	admin := s.adminOnly
	s.mux.Handle("POST /api/task/submit_download_subtitle", admin(func(_ http.ResponseWriter, r *http.Request) (any, error) {
		var in struct {
			TMDBID    settings.Int    `json:"tmdb_id"`
			MediaType string          `json:"media_type"`
			Season    settings.Int    `json:"season_index"`
			Episodes  json.RawMessage `json:"episode_index"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		req := subtitles.Request{MediaType: in.MediaType}
		var ok bool
		if req.TMDBID, ok = in.TMDBID.In(1, 1<<31); !ok {
			return nil, Error{Message: "tmdb_id 必须是正整数"}
		}
		if in.MediaType != "Movie" && in.MediaType != "TV" {
			return nil, Error{Message: "media_type 必须是 Movie 或 TV"}
		}
		if in.Season.Valid {
			if req.Season, ok = in.Season.In(0, 1000); !ok {
				return nil, Error{Message: "season_index 必须是不小于0的整数"}
			}
		}
		eps := strings.Trim(strings.TrimSpace(string(in.Episodes)), `"`)
		if eps != "" && eps != "null" {
			var err error
			if req.Episodes, err = subtitles.ParseEpisodes(eps); err != nil {
				return nil, Error{Message: err.Error()}
			}
		}
		msg, err := s.Subtitles.SubmitWithin(r.Context(), req, submitWait)
		if err != nil {
			return nil, Error{Message: err.Error()}
		}
		return Result{Message: msg}, nil
	}))
}

// addSubtitleStates adds subtitle_state ({state, label, reason}: have 已有字幕,
// waiting 字幕下载中, gave_up 已放弃字幕) to the records the engine has seen.
func (s *Server) addSubtitleStates(ctx context.Context, list []downloads.Record, out []map[string]any) {
	if s.Subtitles == nil || len(list) == 0 {
		return
	}
	ids := make([]int64, len(list))
	for i, r := range list {
		ids[i] = r.ID
	}
	states, err := s.Subtitles.RecordStates(ctx, ids)
	if err != nil {
		s.Logger.Warn("subtitle states", "err", err)
		return
	}
	for i, r := range list {
		if st, ok := states[r.ID]; ok {
			out[i]["subtitle_state"] = st
		}
	}
}

// kickAfter runs h and, when it succeeded, asks for an early run of job.
func kickAfter(s *Server, job string, h HandlerFunc) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		res, err := h(w, r)
		if err == nil {
			s.kick(job)
		}
		return res, err
	}
}
