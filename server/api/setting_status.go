package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/settings"
)

// getStatus: GET /api/setting/get_status, the hub's two feature switches.
func (s *Server) getStatus(w http.ResponseWriter, r *http.Request) (any, error) {
	free, err := settings.FreeDownloadSection.Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	sub, err := settings.SubtitleSection.Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	return map[string]bool{"free_download_enable": free.Enable, "subtitle_enable": sub.Enable}, nil
}

// enableBody is a switch's request: {enable}, with the name of the entry
// it belongs to where there are several (a notification channel).
type enableBody struct {
	Name   string `json:"name"`
	Enable *bool  `json:"enable"`
}

// readEnable reads an enableBody; enable must be given.
func readEnable(r *http.Request) (enableBody, error) {
	var in enableBody
	if err := decodeJSON(r, &in); err != nil {
		return in, err
	}
	if in.Enable == nil {
		return in, Error{Message: "缺少参数enable（true或false）"}
	}
	return in, nil
}

// setEnable flips one switch inside a stored record, leaving the rest of
// it as saved (one transaction).
func setEnable[T any](s *Server, sec settings.Section[T], set func(*T, bool)) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		in, err := readEnable(r)
		if err != nil {
			return nil, err
		}
		err = sec.Edit(r.Context(), s.Store, func(cur T) (T, error) {
			set(&cur, *in.Enable)
			return cur, nil
		})
		if err != nil {
			return nil, err
		}
		s.logSaved(r, sec.Key)
		msg := "已关闭"
		if *in.Enable {
			msg = "已开启"
		}
		return Result{Message: msg}, nil
	}
}
