package api

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/movie-robot/web-console/server/plugins"
)

// pluginRoutes are the plugin endpoints (api-contract §2.13), admins only:
// plugins run programs on this machine. install_local and the market
// setting pair are additions; the logo is public (an <img> sends no token).
func (s *Server) pluginRoutes() {
	admin := func(h func(r *http.Request) (any, error)) http.Handler {
		return s.handle(s.requireAdmin(requestOnly(h)))
	}
	q := func(r *http.Request, k string) string { return strings.TrimSpace(r.URL.Query().Get(k)) }
	s.mux.Handle("GET /api/plugins/get_plugins_list", admin(func(r *http.Request) (any, error) {
		return s.Plugins.Market(r.Context()), nil
	}))
	s.mux.Handle("GET /api/plugins/get_installed_list", admin(func(r *http.Request) (any, error) {
		return s.Plugins.InstalledPlugins(r.Context()), nil
	}))
	s.mux.Handle("GET /api/plugins/get_detail", admin(func(r *http.Request) (any, error) {
		return s.Plugins.Detail(r.Context(), q(r, "plugin_id"))
	}))
	s.mux.Handle("GET /api/plugins/get_plugins_version_list", admin(func(r *http.Request) (any, error) {
		return s.Plugins.Versions(r.Context(), q(r, "plugin_id"))
	}))
	s.mux.Handle("GET /api/plugins/get_plugins_version", admin(func(r *http.Request) (any, error) {
		return s.Plugins.Version(r.Context(), q(r, "plugin_id"), q(r, "version"))
	}))
	s.mux.Handle("POST /api/plugins/install", admin(func(r *http.Request) (any, error) { return s.installPlugin(r, "安装") }))
	s.mux.Handle("POST /api/plugins/upgrade", admin(func(r *http.Request) (any, error) { return s.installPlugin(r, "升级") }))
	s.mux.Handle("POST /api/plugins/install_local", admin(s.installLocalPlugin))
	s.mux.Handle("GET /api/plugins/uninstall", admin(func(r *http.Request) (any, error) {
		name := q(r, "plugin_name")
		err := s.Plugins.Uninstall(r.Context(), name, q(r, "delete_config") != "false")
		return Result{Message: "已卸载插件 " + name}, err
	}))
	s.mux.Handle("GET /api/plugins/get_plugin_config", admin(func(r *http.Request) (any, error) {
		return s.Plugins.Config(r.Context(), q(r, "plugin_name"))
	}))
	s.mux.Handle("POST /api/plugins/save_plugin_config", admin(func(r *http.Request) (any, error) {
		var in struct {
			PluginName string         `json:"plugin_name"`
			Config     map[string]any `json:"config"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		return Result{Message: "插件设置已保存"}, s.Plugins.SaveConfig(r.Context(), in.PluginName, in.Config)
	}))
	s.mux.Handle("GET /api/plugins/get_plugin_command_list", admin(func(r *http.Request) (any, error) {
		return s.Plugins.Commands(), nil
	}))
	s.mux.Handle("GET /api/plugins/get_plugin_command_meta", admin(func(r *http.Request) (any, error) {
		args, err := s.Plugins.CommandMeta(q(r, "plugin_name"), q(r, "command_name"))
		return map[string]any{"arg_schema": args}, err
	}))
	s.mux.Handle("POST /api/plugins/run_command", admin(func(r *http.Request) (any, error) {
		var in struct {
			PluginName  string         `json:"plugin_name"`
			CommandName string         `json:"command_name"`
			Args        map[string]any `json:"args"`
		}
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		err := s.Plugins.Start(in.PluginName, in.CommandName, in.Args)
		return Result{Message: "已开始在后台运行", Data: map[string]bool{"run_in_background": true}}, err
	}))
	s.mux.Handle("GET /api/plugins/get_market_setting", admin(func(r *http.Request) (any, error) {
		return plugins.MarketSection.Load(r.Context(), s.Store)
	}))
	s.mux.Handle("POST /api/plugins/save_market_setting", admin(func(r *http.Request) (any, error) {
		var in plugins.MarketSetting
		if err := decodeJSON(r, &in); err != nil {
			return nil, err
		}
		return Result{Message: "插件市场地址已保存"}, s.Plugins.SaveMarket(r.Context(), in)
	}))
	s.mux.Handle("GET /plugins/{name}/logo.jpg", s.handle(func(w http.ResponseWriter, r *http.Request) (any, error) {
		body, ct, ok := s.Plugins.Logo(r.PathValue("name"))
		if !ok {
			return nil, StatusError{Status: http.StatusNotFound, Message: "接口不存在"}
		}
		return Raw(func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", ct)
			w.Header().Set("X-Content-Type-Options", "nosniff")
			w.Header().Set("Cache-Control", "no-cache") // an upgrade may change it
			w.Write(body)
		}), nil
	}))
}

func (s *Server) installPlugin(r *http.Request, verb string) (any, error) {
	var in struct {
		PluginID json.RawMessage `json:"plugin_id"`
		Version  string          `json:"version"`
		Config   map[string]any  `json:"config"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	m, err := s.Plugins.Install(r.Context(), strings.Trim(string(in.PluginID), `" `), in.Version, in.Config)
	if err != nil {
		return nil, err
	}
	return Result{Message: "已" + verb + " " + m.Title + " v" + m.Version}, nil
}

func (s *Server) installLocalPlugin(r *http.Request) (any, error) {
	f, _, err := r.FormFile("file")
	if err != nil {
		if _, big := errors.AsType[*http.MaxBytesError](err); big {
			return nil, StatusError{Status: http.StatusRequestEntityTooLarge, Message: "插件包过大"}
		}
		return nil, Error{Message: "请选择插件包文件（.tar.gz 或 .zip）"}
	}
	defer f.Close()
	archive, err := io.ReadAll(io.LimitReader(f, 32<<20+1))
	if err != nil || len(archive) > 32<<20 {
		return nil, Error{Message: "插件包过大或读取失败"}
	}
	m, err := s.Plugins.InstallArchive(r.Context(), archive, nil)
	if err != nil {
		return nil, err
	}
	return Result{Message: "已安装 " + m.Title + " v" + m.Version}, nil
}
