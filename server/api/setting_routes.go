package api

import (
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/subtitles"
)

// msgSaved is the plain success message of a settings save.
const msgSaved = "保存成功"

// settingRoutes are the settings pages' endpoints (api-contract §2.4).
// Every one needs a signed-in admin, except the search templates: the
// global search dialog uses them for every user, so they are per user.
func (s *Server) settingRoutes() {
	admin := s.adminOnly
	user := s.signedIn

	media, download := s.mediaServerList(), s.downloadClientList()
	s.mux.Handle("GET /api/setting/get_media_server", admin(getList(s, media)))
	s.mux.Handle("POST /api/setting/save_media_server", admin(s.resyncsLibrary(saveList[settings.MediaServerEntry, settings.MediaServerEntryInput](s, media))))
	s.mux.Handle("GET /api/setting/delete_media_server", admin(s.resyncsLibrary(deleteList(s, media))))
	s.mux.Handle("GET /api/setting/get_download_client", admin(getList(s, download)))
	s.mux.Handle("POST /api/setting/save_download_client", admin(saveList[settings.DownloadClientEntry, settings.DownloadClientEntryInput](s, download)))
	s.mux.Handle("GET /api/setting/delete_download_client", admin(deleteList(s, download)))

	s.mux.Handle("GET /api/setting/get_movie_metadata", admin(s.getMovieMetadata))
	s.mux.Handle("POST /api/setting/save_douban", admin(s.kicked(editSection[settings.MetadataSetting, string, settings.DoubanInput](
		s, settings.MovieMetadataSection, (*settings.MetadataSetting).SetDouban, msgSaved, ""))))
	s.mux.Handle("POST /api/setting/save_tmdb", admin(s.kicked(editSection[settings.MetadataSetting, settings.SiteKey, settings.TMDBInput](
		s, settings.MovieMetadataSection, (*settings.MetadataSetting).SetTMDB, msgSaved, ""))))
	s.mux.Handle("POST /api/setting/save_fanart", admin(s.kicked(editSection[settings.MetadataSetting, settings.SiteKey, settings.FanartInput](
		s, settings.MovieMetadataSection, (*settings.MetadataSetting).SetFanart, msgSaved, ""))))

	// Addition: the metadata services' base addresses (mirrors; stand-ins in tests).
	s.mux.Handle("POST /api/setting/test_metadata_hosts", admin(s.testMetadataHosts))
	s.mux.Handle("POST /api/setting/save_metadata_hosts", admin(editSection[settings.MetadataSetting, settings.MetadataHosts, settings.MetadataHosts](
		s, settings.MovieMetadataSection, (*settings.MetadataSetting).SetHosts, msgSaved, "")))

	sectionRoutes[settings.WebSetting, settings.WebSettingInput](s, "web", settings.WebSection, msgWebSaved)
	sectionRoutes[settings.FreeDownloadSetting, settings.FreeDownloadSettingInput](s, "free_download", settings.FreeDownloadSection, "保存成功，已经生效")
	sectionRoutes[settings.Subtitle, settings.SubtitleInput](s, "subtitle", settings.SubtitleSection, msgSaved)
	sectionRoutes[settings.ServerSetting, settings.ServerSettingInput](s, "server_setting", settings.ServerSettingSection, "保存成功，刷新浏览器后生效")
	sectionRoutes[settings.LinkSetting, settings.LinkSettingInput](s, "link_setting", settings.LinkSettingSection, msgSaved)
	sectionRoutes[settings.Scraper, settings.Scraper](s, "scraper", settings.ScraperSection, msgSaved)
	sectionRoutes[settings.PassCloudflare, settings.PassCloudflare](s, "pass_cloudflare", settings.PassCloudflareSection, msgSaved)

	s.mux.Handle("GET /api/setting/get_status", admin(s.getStatus))
	s.mux.Handle("POST /api/setting/set_free_download_enable", admin(setEnable(s, settings.FreeDownloadSection,
		func(f *settings.FreeDownloadSetting, on bool) { f.Enable = on })))
	// Switched on, the subtitle engine runs now rather than at its next turn.
	s.mux.Handle("POST /api/setting/set_subtitle_enable", admin(kickAfter(s, subtitles.JobName, setEnable(s, settings.SubtitleSection,
		func(f *settings.Subtitle, on bool) { f.Enable = on }))))

	s.mux.Handle("GET /api/setting/get_search_template", user(s.getSearchTemplates))
	s.mux.Handle("POST /api/setting/add_search_template", user(s.editSearchTemplates(settings.AddSearchTemplate, "模版已创建")))
	s.mux.Handle("POST /api/setting/update_search_template", user(s.editSearchTemplates(settings.UpdateSearchTemplate, "模版已保存")))
	s.mux.Handle("GET /api/setting/delete_search_template", user(s.deleteSearchTemplate))

	// Addition: CookieCloud sync (the seed's cookie-cloud route).
	s.mux.Handle("GET /api/setting/get_cookie_cloud", admin(getSection(s, settings.CookieCloudSection)))
	s.mux.Handle("POST /api/setting/save_cookie_cloud", admin(saveSection[settings.CookieCloud, settings.CookieCloudInput](
		s, settings.CookieCloudSection, msgSaved, "")))
	s.mux.Handle("POST /api/setting/test_cookie_cloud", admin(s.testCookieCloud))
	s.mux.Handle("POST /api/setting/sync_cookie_cloud", admin(s.syncCookieCloud))
	s.recognitionRoutes(admin)
}
