package api

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// barkStandIn records the bodies Bark would receive.
func barkStandIn(t *testing.T) (*httptest.Server, *[]map[string]any) {
	var got []map[string]any
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body map[string]any
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &body)
		if r.URL.Path != "/push" || body["device_key"] != "good" {
			w.WriteHeader(400)
			io.WriteString(w, `{"code":400,"message":"device key not found"}`)
			return
		}
		got = append(got, body)
		io.WriteString(w, `{"code":200,"message":"success"}`)
	}))
	t.Cleanup(srv.Close)
	return srv, &got
}

func TestNotifyChannelLifecycle(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	bark, got := barkStandIn(t)

	channels := okData[[]map[string]string](t, call(t, e.srv, "GET", "/api/notify/get_channel_list", "", admin))
	var types []string
	for _, c := range channels {
		types = append(types, c["channel_type"]+"="+c["name"])
	}
	if strings.Join(types, ",") != "bark=Bark,telegram=Telegram,pushdeer=PushDeer,serverchan=Server酱,qywx=企业微信,webhook=Webhook" ||
		!strings.HasPrefix(channels[0]["icon_url"], "data:image/svg+xml") {
		t.Fatalf("channel list %v", channels)
	}
	var def struct {
		Name            string           `json:"name"`
		Args            []map[string]any `json:"args"`
		Config          map[string]any   `json:"config"`
		TemplateOptions []map[string]any `json:"template_options"`
	}
	wantOK(t, call(t, e.srv, "GET", "/api/notify/get_definition?channel_type=bark", "", admin), &def)
	if def.Name != "Bark" || def.Config != nil || def.Args[0]["name"] != "server" || def.Args[0]["default_value"] != "https://api.day.app" ||
		def.Args[0]["arg_type"] != "String" || def.Args[1]["required"] != true || len(def.TemplateOptions) != 7 {
		t.Fatalf("definition %+v", def)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/notify/get_definition?channel_type=fax", "", admin), "不支持的推送通道：fax")

	form := `{"type":"bark","name":null,"args":{"name":"手机","server":"` + bark.URL + `","device_key":"good","notify_message":["download_completed"],"enable":true}}`
	if r := call(t, e.srv, "POST", "/api/setting/test_notify", form, admin); r.raw != `{"code":0,"message":"测试消息已发送，请查收","data":null}` {
		t.Fatalf("test: %s", r.raw)
	}
	if len(*got) != 1 || (*got)[0]["title"] != "Movie Robot 测试消息" {
		t.Fatalf("stand-in got %v", *got)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/test_notify", strings.Replace(form, `"good"`, `"bad"`, 1), admin),
		"发送失败：Bark返回错误：device key not found")
	if r := call(t, e.srv, "GET", "/api/setting/get_notify", "", admin); r.raw != okEmpty+`[]}` {
		t.Fatalf("a test saved something: %s", r.raw)
	}
	if r := call(t, e.srv, "POST", "/api/setting/save_notify", form, admin); r.raw != `{"code":0,"message":"保存成功","data":null}` {
		t.Fatalf("save: %s", r.raw)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_notify", form, admin), "已经有名为“手机”的推送通道了")
	rows := okData[[]map[string]any](t, call(t, e.srv, "GET", "/api/setting/get_notify", "", admin))
	if len(rows) != 1 || rows[0]["type"] != "bark" || rows[0]["name"] != "手机" || rows[0]["enable"] != true || rows[0]["icon_url"] == "" {
		t.Fatalf("rows %v", rows)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/notify/get_definition?channel_type=bark&name=%E6%89%8B%E6%9C%BA", "", admin), &def)
	if def.Config["name"] != "手机" || def.Config["device_key"] != "good" || def.Config["enable"] != true ||
		def.Config["group"] != "MovieRobot" || def.Config["notify_message"].([]any)[0] != "download_completed" {
		t.Fatalf("saved config %v", def.Config)
	}
	wantFail(t, call(t, e.srv, "GET", "/api/notify/get_definition?channel_type=telegram&name=%E6%89%8B%E6%9C%BA", "", admin),
		"推送通道“手机”不存在，可能已被删除")

	// Rename through the edit form, then switch off from the hub.
	edit := strings.Replace(strings.Replace(form, `"name":null`, `"name":"手机"`, 1), `"name":"手机","server"`, `"name":"iPhone","server"`, 1)
	wantOK(t, call(t, e.srv, "POST", "/api/setting/save_notify", edit, admin), nil)
	if r := call(t, e.srv, "POST", "/api/setting/set_notify_enable", `{"type":"bark","name":"iPhone","enable":false}`, admin); r.env.Message != "已停用" {
		t.Fatalf("disable: %s", r.raw)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/setting/get_notify", "", admin), &rows)
	if len(rows) != 1 || rows[0]["name"] != "iPhone" || rows[0]["enable"] != false {
		t.Fatalf("rows %v", rows)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/set_notify_enable", `{"type":"bark","name":"手机","enable":true}`, admin), "推送通道“手机”不存在，可能已被删除")
	wantOK(t, call(t, e.srv, "GET", "/api/setting/delete_notify?type=bark&name=iPhone", "", admin), nil)
	wantFail(t, call(t, e.srv, "GET", "/api/setting/delete_notify?type=bark&name=iPhone", "", admin), "推送通道“iPhone”不存在，可能已被删除")
	if r := call(t, e.srv, "GET", "/api/setting/get_notify", "", admin); r.raw != okEmpty+`[]}` {
		t.Fatalf("after delete: %s", r.raw)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_notify", `{"type":"bark","args":{"name":"x","device_key":""}}`, admin), "设备Key不能为空")
	if strings.Contains(e.logs.String(), "good") {
		t.Fatalf("a device key reached the log: %s", e.logs.String())
	}
}

func TestNotifyTemplatesRoundTrip(t *testing.T) {
	e := newTestEnv(t)
	admin := e.adminAuth(t)
	tabs := okData[[]map[string]json.RawMessage](t, call(t, e.srv, "GET", "/api/setting/get_notify_template", "", admin))
	if len(tabs) != 6 || string(tabs[0]["channel_type"]) != `"bark"` || string(tabs[0]["name"]) != `"Bark"` ||
		string(tabs[0]["test"]) != `{"body":"如果你收到了这条消息，说明推送通道“{{channel_name}}”设置正确。","name":"测试消息","title":"Movie Robot 测试消息"}` {
		t.Fatalf("tabs %s", tabs[0])
	}
	tabs[2]["subscribe"] = json.RawMessage(`{"name":"新增订阅","title":"📌 {{title}}","body":"by {{nickname}}"}`)
	if r := call(t, e.srv, "POST", "/api/setting/save_notify_template", toJSON(tabs), admin); r.raw != `{"code":0,"message":"保存成功","data":null}` {
		t.Fatalf("save: %s", r.raw)
	}
	again := okData[[]map[string]json.RawMessage](t, call(t, e.srv, "GET", "/api/setting/get_notify_template", "", admin))
	if string(again[2]["subscribe"]) != `{"body":"by {{nickname}}","name":"新增订阅","title":"📌 {{title}}"}` ||
		string(again[1]["subscribe"]) != string(tabs[1]["subscribe"]) {
		t.Fatalf("after save %s / %s", again[2]["subscribe"], again[1]["subscribe"])
	}
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_notify_template", `{"channel_type":"bark"}`, admin), "请求内容必须是一个JSON数组")
	wantFail(t, call(t, e.srv, "POST", "/api/setting/save_notify_template", `[{"channel_type":"bark","test":{"title":"","body":""}}]`, admin),
		"Bark的“测试消息”标题模版不能为空")
}

func TestNotifyEndpointsNeedAnAdmin(t *testing.T) {
	e := newTestEnv(t)
	e.withAdmin(t)
	user := e.userAuth(t)
	for _, route := range []string{"GET /api/notify/get_channel_list", "GET /api/notify/get_definition", "GET /api/setting/get_notify",
		"POST /api/setting/save_notify", "POST /api/setting/test_notify", "GET /api/setting/delete_notify",
		"POST /api/setting/set_notify_enable", "GET /api/setting/get_notify_template", "POST /api/setting/save_notify_template"} {
		method, path, _ := strings.Cut(route, " ")
		wantFail(t, call(t, e.srv, method, path, "", user), "需要管理员权限")
	}
}
