package api

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/plugins"
)

// pluginEnv is a test env whose Server has a plugin service with the
// plugin-market stand-in as its market.
func pluginEnv(t *testing.T) (*testEnv, *plugins.Service) {
	t.Helper()
	e := newTestEnv(t)
	p, err := plugins.New(context.Background(), plugins.Options{Store: e.store, Dir: filepath.Join(e.dir, "plugins")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Wait)
	e.srv = New(withDomains(t, Deps{Store: e.store, Tokens: e.srv.Tokens, Logger: e.srv.Logger, Plugins: p}))
	market := standin.Must(t, "plugin-market", nil)
	if err := p.SaveMarket(context.Background(), plugins.MarketSetting{IndexURLs: []string{market.URL + "/index.json"}}); err != nil {
		t.Fatal(err)
	}
	return e, p
}

func TestPluginEndpointsInstallConfigureRunUninstall(t *testing.T) {
	e, p := pluginEnv(t)
	admin := e.adminAuth(t)
	r := call(t, e.srv, "GET", "/api/plugins/get_plugins_list", "", admin)
	var market []plugins.Plugin
	json.Unmarshal(r.env.Data, &market)
	if r.env.Code != 0 || len(market) != 3 || market[0].ID != "nexusphp_signin" || market[1].ID != "torrent_cleanup" ||
		market[2].ID != "demo_echo" || market[2].Installed {
		t.Fatalf("market: %s", r.raw)
	}
	r = call(t, e.srv, "GET", "/api/plugins/get_plugins_version_list?plugin_id=demo_echo", "", admin)
	if !strings.Contains(r.raw, `"version":"1.1.0"`) || strings.Index(r.raw, "1.1.0") > strings.Index(r.raw, "1.0.0") ||
		!strings.Contains(r.raw, `"configField":[{"fieldName":"greeting"`) {
		t.Fatalf("versions newest first: %s", r.raw)
	}
	r = call(t, e.srv, "POST", "/api/plugins/install", `{"plugin_id":"demo_echo","version":"1.0.0","config":{"greeting":"嗨"}}`, admin)
	if r.env.Code != 0 || r.env.Message != "已安装 回声演示 v1.0.0" {
		t.Fatalf("install: %s", r.raw)
	}
	r = call(t, e.srv, "GET", "/api/plugins/get_installed_list", "", admin)
	if !strings.Contains(r.raw, `"localVersion":"1.0.0"`) || !strings.Contains(r.raw, `"hasNew":true`) {
		t.Fatalf("installed: %s", r.raw)
	}
	call(t, e.srv, "POST", "/api/plugins/save_plugin_config", `{"plugin_name":"demo_echo","config":{"greeting":"早","mode":"careful"}}`, admin)
	r = call(t, e.srv, "GET", "/api/plugins/get_plugin_config?plugin_name=demo_echo", "", admin)
	if !strings.Contains(r.raw, `"greeting":"早"`) || !strings.Contains(r.raw, `"mode":"careful"`) {
		t.Fatalf("config: %s", r.raw)
	}
	r = call(t, e.srv, "GET", "/api/plugins/get_plugin_command_meta?plugin_name=demo_echo&command_name=echo", "", admin)
	if !strings.Contains(r.raw, `"arg_schema":[{"name":"text"`) {
		t.Fatalf("meta: %s", r.raw)
	}
	r = call(t, e.srv, "POST", "/api/plugins/run_command", `{"plugin_name":"demo_echo","command_name":"echo","args":{"text":"你好"}}`, admin)
	if r.env.Code != 0 || string(r.env.Data) != `{"run_in_background":true}` {
		t.Fatalf("run: %s", r.raw)
	}
	p.Wait()
	r = call(t, e.srv, "GET", "/api/plugins/get_plugin_command_list", "", admin)
	if !strings.Contains(r.raw, `"name":"echo"`) || !strings.Contains(r.raw, `"status":"done","status_message":"demo_echo 运行完毕"`) ||
		strings.Contains(r.raw, "on_event") {
		t.Fatalf("commands: %s", r.raw)
	}
	rec := httptest.NewRecorder()
	e.srv.ServeHTTP(rec, httptest.NewRequest("GET", "/plugins/demo_echo/logo.jpg", nil))
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" {
		t.Fatalf("logo: %d %s", rec.Code, rec.Header())
	}
	r = call(t, e.srv, "POST", "/api/plugins/upgrade", `{"plugin_id":"demo_echo","version":"1.1.0","config":{}}`, admin)
	if r.env.Message != "已升级 回声演示 v1.1.0" {
		t.Fatalf("upgrade: %s", r.raw)
	}
	r = call(t, e.srv, "GET", "/api/plugins/uninstall?plugin_name=demo_echo&delete_config=true", "", admin)
	if r.env.Code != 0 || len(p.Installed()) != 0 {
		t.Fatalf("uninstall: %s", r.raw)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/plugins/get_detail?plugin_id=nope", "", admin), "没有找到插件 nope")
	wantFail(t, call(t, e.srv, "POST", "/api/plugins/save_plugin_config", `{"plugin_name":"demo_echo","config":{}}`, admin),
		"插件 demo_echo 没有安装")
	wantFail(t, call(t, e.srv, "POST", "/api/plugins/run_command", `{"plugin_name":"../x","command_name":"echo"}`, admin),
		"插件名称无效")
}

func TestPluginEndpointsAreForAdminsOnly(t *testing.T) {
	e, _ := pluginEnv(t)
	e.adminAuth(t)
	user := e.userAuth(t)
	for _, path := range []string{"/api/plugins/get_plugins_list", "/api/plugins/get_plugin_command_list",
		"/api/plugins/uninstall?plugin_name=x"} {
		if r := call(t, e.srv, "GET", path, "", user); r.env.Code == 0 {
			t.Errorf("%s answered a plain user: %s", path, r.raw)
		}
		if r := call(t, e.srv, "GET", path, "", ""); r.env.Code == 0 {
			t.Errorf("%s answered without a token: %s", path, r.raw)
		}
	}
}

func TestInstallLocalArchive(t *testing.T) {
	e, p := pluginEnv(t)
	admin := e.adminAuth(t)
	market := standin.Must(t, "plugin-market", nil)
	resp, err := http.Get(market.URL + "/archives/demo_echo-1.1.0.tar.gz")
	if err != nil {
		t.Fatal(err)
	}
	var archive bytes.Buffer
	archive.ReadFrom(resp.Body)
	resp.Body.Close()
	r := upload(t, e.srv, "/api/plugins/install_local", "demo.tar.gz", archive.Bytes(), admin)
	if r.env.Message != "已安装 回声演示 v1.1.0" || len(p.Installed()) != 1 {
		t.Fatalf("install_local: %s", r.raw)
	}
}
