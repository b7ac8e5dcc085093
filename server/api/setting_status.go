package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
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

type enableBody struct {
	Enable *bool `json:"enable"`
}

var errEnableMissing = Error{Message: "缺少参数enable（true或false）"}

// setEnable flips one switch inside a stored record, leaving the rest of
// it as saved (one transaction).
func setEnable[T any](s *Server, sec settings.Section[T], set func(*T, bool)) HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		var in enableBody
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		if in.Enable == nil {
			return nil, errEnableMissing
		}
		ctx := r.Context()
		err := s.Store.EditSettings(ctx, func(tx *store.SettingsTx) error {
			cur, err := sec.Load(ctx, tx)
			if err != nil {
				return err
			}
			set(&cur, *in.Enable)
			return sec.Put(ctx, tx, cur)
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
