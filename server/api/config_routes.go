package api

import (
	"github.com/movie-robot/web-console/server/settings"
)

// configRoutes are the setup wizard's and /config/*'s endpoints
// (api-contract §2.3) and the path picker. All but get_web and save_web
// (which checks for itself) need a signed-in admin.
func (s *Server) configRoutes() {
	admin := s.adminOnly
	s.mux.Handle("GET /api/config/get_web", s.handle(s.getWeb))
	s.mux.Handle("POST /api/config/save_web", s.handle(s.saveWeb))

	media, download := s.mediaServerService(), s.downloadClientService()
	s.mux.Handle("GET /api/config/get_media_server", admin(getService(s, media)))
	s.mux.Handle("POST /api/config/save_media_server", admin(s.resyncsLibrary(saveService[settings.MediaServer, settings.MediaServerInput](s, media))))
	s.mux.Handle("GET /api/config/get_download_client", admin(getService(s, download)))
	s.mux.Handle("POST /api/config/save_download_client", admin(saveService[settings.DownloadClient, settings.DownloadClientInput](s, download)))
	// Additions: "测试连接" checks without saving.
	s.mux.Handle("POST /api/config/test_media_server", admin(testService[settings.MediaServer, settings.MediaServerInput](s, media)))
	s.mux.Handle("POST /api/config/test_download_client", admin(testService[settings.DownloadClient, settings.DownloadClientInput](s, download)))

	s.mux.Handle("GET /api/config/get_media_path", admin(s.getMediaPath))
	s.mux.Handle("POST /api/config/save_media_path", admin(s.saveMediaPath))
	s.mux.Handle("GET /api/config/check_path", admin(s.checkPath))
	s.mux.Handle("GET /api/common/get_dirs", admin(s.getDirs))

	// These three share their stored record with the settings pages, which
	// show more fields: the legacy forms see and change only theirs.
	s.mux.Handle("GET /api/config/get_movie_metadata", admin(getView(s, settings.MovieMetadataSection, settings.MetadataSetting.Legacy)))
	// The wizard's last step: saving it finishes setup.
	s.mux.Handle("POST /api/config/save_movie_metadata", admin(s.finishesSetup(editSection[settings.MetadataSetting, settings.MovieMetadata, settings.MovieMetadata](
		s, settings.MovieMetadataSection, (*settings.MetadataSetting).Apply, "保存成功", "/setting/index"))))
	s.mux.Handle("GET /api/config/get_free_download", admin(getView(s, settings.FreeDownloadSection, settings.FreeDownloadSetting.Legacy)))
	s.mux.Handle("POST /api/config/save_free_download", admin(editSection[settings.FreeDownloadSetting, settings.FreeDownload, settings.FreeDownloadInput](
		s, settings.FreeDownloadSection, (*settings.FreeDownloadSetting).Apply, "保存成功", "")))
	// Addition: the original's score-config page was a mock-up with no API.
	s.mux.Handle("GET /api/config/get_score_config", admin(getSection(s, settings.ScoreConfigSection)))
	s.mux.Handle("POST /api/config/save_score_config", admin(saveSection[settings.ScoreConfig, settings.ScoreConfigInput](
		s, settings.ScoreConfigSection, "保存成功", "")))
}
