package api

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/menu"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/users"
)

// ScriptEnv is setting/get_env: where this install keeps its files, in the
// names of the original's SDK (moviebotapi.config.Env). The program fills
// it in; it knows the data folder's layout.
type ScriptEnv struct {
	ConfigDir     string `json:"config_dir"`
	UserConfigDir string `json:"user_config_dir"`
	SiteConfigDir string `json:"site_config_dir"`
	PluginDir     string `json:"plugin_dir"`
}

// scriptingMiscRoutes are the remaining calls of the original's Python SDK
// that this backend can answer: users, subscriptions, notifications,
// events, the scripts' cache and the environment.
func (s *Server) scriptingMiscRoutes() {
	user := s.signedIn
	admin := s.adminOnly
	s.mux.Handle("POST /api/user/reset_password", user(s.resetPassword))
	s.mux.Handle("GET /api/subscribe/sub_tmdb", user(requestOnly(s.subTMDBQuery)))
	s.mux.Handle("GET /api/subscribe/get_filters", user(s.scriptFilters))
	s.mux.Handle("GET /api/notify/clear_system_message", user(s.clearSystemMessage))
	s.mux.Handle("POST /api/event/publish_event", admin(requestOnly(s.publishEvent)))
	s.mux.Handle("GET /api/common/get_cache", admin(s.getCache))
	s.mux.Handle("POST /api/common/set_cache", admin(s.setCache))
	s.mux.Handle("GET /api/setting/get_env", admin(func(http.ResponseWriter, *http.Request) (any, error) {
		return s.ScriptEnv, nil
	}))
	// config.douban: the Douban cookie of 设置 › 媒体数据 (DoubanConfig).
	s.mux.Handle("GET /api/setting/get_douban", admin(func(w http.ResponseWriter, r *http.Request) (any, error) {
		m, err := settings.MovieMetadataSection.Load(r.Context(), s.Store)
		return map[string]string{"cookie": m.DoubanCookie}, err
	}))
	s.mux.Handle("GET /api/common/get_menus", user(func(w http.ResponseWriter, r *http.Request) (any, error) {
		return menu.Current(r.Context(), s.Store, true) // the SDK edits the whole sidebar
	}))
	s.mux.Handle("POST /api/common/save_menus", admin(s.saveMenus))
	s.mux.Handle("GET /api/auth/get_default_ak", admin(s.defaultAccessKey))
	s.mux.Handle("POST /api/auth/add_permission", admin(func(w http.ResponseWriter, r *http.Request) (any, error) {
		var in struct {
			Roles []int  `json:"role_code" required:"true"`
			URI   string `json:"uri" required:"true"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		path, err := users.Grant(r.Context(), s.Store, in.Roles, in.URI)
		if err != nil {
			return nil, err
		}
		return Result{Message: "已授权：" + path}, nil
	}))
	// The original's vendor cloud (图床, OCR, cloud account) has no
	// counterpart here: a named refusal, never a pretend answer.
	for path, what := range map[string]string{
		"GET /api/user/upload_img_to_cloud_by_filepath": "上传图片到云端图床",
		"GET /api/auth/get_cloud_access_token":          "云端账号的访问令牌",
		"POST /api/common/get_image_text":               "图片文字识别（OCR）",
	} {
		s.mux.Handle(path, user(func(_ http.ResponseWriter, r *http.Request) (any, error) {
			if r.Method == http.MethodPost { // a body of the wrong shape is still named as such
				var in struct {
					Image string `json:"b64_image" required:"true"`
				}
				if err := decodeJSON(r, &in); err != nil {
					return nil, err
				}
			}
			return nil, Error{Message: "内置后端没有原版的云服务，不支持" + what}
		}))
	}
}

// saveMenus: common.save_menus' {menus: [MenuGroup]} becomes the sidebar.
func (s *Server) saveMenus(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Menus []menu.Section `json:"menus" required:"true"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	if err := menu.Check(in.Menus); err != nil {
		return nil, Error{Message: err.Error()}
	}
	err := s.Store.EditSettings(r.Context(), func(tx *store.SettingsTx) error {
		return menu.Saved.Put(r.Context(), tx, in.Menus)
	})
	if err != nil {
		return nil, err
	}
	return Result{Message: "菜单已保存"}, nil
}

// defaultAccessKey is the caller's first API key, made when they have none
// (a script asks for the key to hand its own helpers).
func (s *Server) defaultAccessKey(w http.ResponseWriter, r *http.Request) (any, error) {
	me, _ := s.currentUser(r)
	k, err := s.Users.OwnAccessKey(r.Context(), me)
	return accessKeyOf(k), err
}

// resetPassword: {uid, password}; admins reset anyone's, a user their own.
func (s *Server) resetPassword(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		UID      any    `json:"uid"`
		Password string `json:"password" required:"true"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	u, err := s.targetUser(r, jsonScalar(in.UID))
	if err != nil {
		return nil, err
	}
	if err := s.Users.ResetPassword(r.Context(), u.ID, in.Password); err != nil {
		return nil, err
	}
	return Result{Message: "密码已重置"}, nil
}

// subTMDBQuery: the SDK's sub_by_tmdb sends GET media_type, tmdb_id and
// season_number (the UI's POST takes a body).
func (s *Server) subTMDBQuery(r *http.Request) (any, error) {
	id, err := optInt(r, "tmdb_id")
	if err != nil {
		return nil, err
	}
	season, err := optInt(r, "season_number")
	if err != nil {
		return nil, err
	}
	in := subscribe.TMDBInput{TMDBID: id, MediaType: r.URL.Query().Get("media_type")}
	if season > 0 {
		in.SeasonNumbers = []int{season}
	}
	u, _ := s.currentUser(r)
	msg, err := s.Subscriptions.SubTMDB(r.Context(), u, in)
	return Result{Message: msg}, err
}

// clearSystemMessage: ?uid= (absent: the caller); a user clears only theirs.
func (s *Server) clearSystemMessage(w http.ResponseWriter, r *http.Request) (any, error) {
	me, _ := s.currentUser(r)
	uid := me.ID
	if raw := r.URL.Query().Get("uid"); raw != "" {
		u, err := s.targetUser(r, raw)
		if err != nil {
			return nil, err
		}
		uid = u.ID
	}
	if err := s.Store.ClearNotify(r.Context(), uid); err != nil {
		return nil, err
	}
	return Result{Message: "消息已清空"}, nil
}

func (s *Server) publishEvent(r *http.Request) (any, error) {
	var in struct {
		Name string         `json:"event_name" required:"true"`
		Data map[string]any `json:"event_data"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	if s.Plugins == nil {
		return nil, Error{Message: "插件功能未启用，事件无人接收"}
	}
	n, err := s.Plugins.PublishCustom(r.Context(), in.Name, in.Data)
	if err != nil {
		return nil, err
	}
	return Result{Message: "事件已发布，" + strconv.Itoa(n) + "个插件接收"}, nil
}

// getCache answers the stored JSON, or null when there is none.
func (s *Server) getCache(w http.ResponseWriter, r *http.Request) (any, error) {
	q := r.URL.Query()
	v, err := s.ScriptCache.Get(r.Context(), q.Get("namespace"), q.Get("key"))
	if err != nil {
		return nil, err
	}
	if v == nil {
		return nil, nil
	}
	return v, nil
}

func (s *Server) setCache(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Namespace string          `json:"namespace"`
		Key       string          `json:"key"`
		Data      json.RawMessage `json:"data"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	if err := s.ScriptCache.Set(r.Context(), in.Namespace, in.Key, in.Data); err != nil {
		return nil, err
	}
	return Result{Message: "已保存"}, nil
}

// sdkFilter is a saved filter as the SDK's subscribe.Filter reads it: the
// FilterConfig, plus the codecs under the SDK's own name.
type sdkFilter struct {
	filters.Filter
	MediaCodes []string `json:"media_codes"`
}

// scriptFilters lists the saved smart-download filters (subscribe/get_filters).
func (s *Server) scriptFilters(_ http.ResponseWriter, r *http.Request) (any, error) {
	list, err := s.Filters.List(r.Context())
	if err != nil {
		return nil, err
	}
	out := make([]sdkFilter, len(list))
	for i, f := range list {
		out[i] = sdkFilter{Filter: f, MediaCodes: f.MediaCodec}
	}
	return out, nil
}
