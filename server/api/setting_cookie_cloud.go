package api

import (
	"net/http"
	"strconv"

	"github.com/movie-robot/web-console/server/cookiecloud"
	"github.com/movie-robot/web-console/server/settings"
)

// testCookieCloud: POST /api/setting/test_cookie_cloud (an addition) with
// the form's values, saved or not. It really downloads <server_url>/get/
// <uuid> and decrypts it, so success means address, UUID and password all
// work.
func (s *Server) testCookieCloud(w http.ResponseWriter, r *http.Request) (any, error) {
	var in settings.CookieCloudInput
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	// A test needs the connection fields even while sync is off; the
	// interval plays no part in it.
	in.Enable, in.SyncIntervalMinutes = true, settings.Int{Value: 60, Valid: true}
	cfg, err := in.Validate()
	if err != nil {
		return nil, err
	}
	data, err := cookiecloud.Fetch(r.Context(), nil, cfg.ServerURL, cfg.UUID, cfg.Password)
	if err != nil {
		return nil, err
	}
	return Result{
		Message: "连接成功，已解密" + strconv.Itoa(len(data.CookieData)) + "个网站的" + strconv.Itoa(data.Count()) + "条Cookie",
		Data:    map[string]int{"domains": len(data.CookieData), "cookies": data.Count()},
	}, nil
}

// syncCookieCloud: POST /api/setting/sync_cookie_cloud (an addition, the
// 立即同步 button): refreshes every cookie site's cookie from the saved
// CookieCloud now and says what changed.
func (s *Server) syncCookieCloud(w http.ResponseWriter, r *http.Request) (any, error) {
	var none struct{} // the body is {}: the saved setting is used
	if err := decodeJSON(r, &none); err != nil {
		return nil, err
	}
	out, err := s.CookieSync.Now(r.Context())
	if err != nil {
		return nil, err
	}
	msg := "同步完成：更新" + strconv.Itoa(len(out.Updated)) + "个站点，未变化" + strconv.Itoa(len(out.Unchanged)) + "个"
	if gaps := len(out.Missing) + len(out.Expired); gaps > 0 {
		msg += "，" + strconv.Itoa(gaps) + "个站点在CookieCloud里没有可用的Cookie"
	}
	return Result{Message: msg, Data: out}, nil
}
