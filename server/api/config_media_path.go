package api

import (
	"net/http"

	"github.com/movie-robot/web-console/server/settings"
)

type mediaPathJSON struct {
	DownloadClient string               `json:"download_client"` // the default client's type, "" if none
	Paths          []settings.MediaPath `json:"paths"`
}

// getMediaPath: GET /api/config/get_media_path. The form shows the
// qBittorrent category field only when the saved client is qbittorrent.
func (s *Server) getMediaPath(w http.ResponseWriter, r *http.Request) (any, error) {
	paths, err := settings.MediaPathSection.Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	if paths == nil {
		paths = []settings.MediaPath{}
	}
	clients, err := settings.DownloadClientsSection.Load(r.Context(), s.Store)
	if err != nil {
		return nil, err
	}
	out := mediaPathJSON{Paths: paths}
	if d, found := settings.DefaultDownloadClient(clients); found {
		out.DownloadClient = d.Type
	}
	return out, nil
}

// saveMediaPath: POST /api/config/save_media_path; the body is a JSON array
// (api-contract §5.2). The original UI always went to /setting/index after
// it; next names the wizard's following step, which the new UI follows in
// wizard mode.
func (s *Server) saveMediaPath(w http.ResponseWriter, r *http.Request) (any, error) {
	var in []settings.MediaPath
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	paths, err := settings.ValidateMediaPaths(in)
	if err != nil {
		return nil, err
	}
	value, err := settings.MediaPathSection.Encode(paths)
	if err != nil {
		return nil, err
	}
	if err := s.Store.PutSettings(r.Context(), map[string]string{settings.MediaPathSection.Key: value}); err != nil {
		return nil, err
	}
	s.logSaved(r, settings.MediaPathSection.Key)
	next, err := s.wizardNext(r.Context(), "/setup/movie-metadata")
	if err != nil {
		return nil, err
	}
	return Result{Message: "保存成功", Data: next}, nil
}
