package notify

import (
	"encoding/json"
	"testing"
)

func rawArgs(m map[string]string) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	for k, v := range m {
		out[k], _ = json.Marshal(v)
	}
	return out
}

func TestWebhookRendersJSONEscapedBody(t *testing.T) {
	srv, got := standIn(t, func(captured) (int, string) { return 204, "" })
	cfg := configure(t, "webhook", map[string]any{"url": srv.URL + "/hook?token=abc", "method": "PUT",
		"body": `{"msg_type":"text","content":{"text":"{{ title }}: {{body}}"}}`})
	if err := sendVia(t, "webhook", cfg); err != nil {
		t.Fatal(err)
	}
	c := (*got)[0]
	var body struct {
		Content struct{ Text string } `json:"content"`
	}
	json.Unmarshal(c.body, &body)
	if c.method != "PUT" || c.path != "/hook" || c.query != "token=abc" || c.contentType != "application/json; charset=utf-8" ||
		body.Content.Text != "Movie Robot 测试消息: 第一行\n第二行" {
		t.Fatalf("request %+v %s", c, c.body)
	}
	def := configure(t, "webhook", map[string]any{"url": srv.URL})
	if def.String("method") != "POST" || def.String("body") != DefaultWebhookBody {
		t.Fatalf("defaults %v", def)
	}
}

func TestWebhookFailuresAndChecks(t *testing.T) {
	srv, _ := standIn(t, func(captured) (int, string) { return 500, "boom" })
	cfg := configure(t, "webhook", map[string]any{"url": srv.URL + "/?key=SECRET"})
	wantSendError(t, sendVia(t, "webhook", cfg), "Webhook返回了HTTP 500：boom", "SECRET")
	// Any 2xx is delivered; a redirect is not followed into a success.
	for status, ok := range map[int]bool{200: true, 299: true, 300: false} {
		srv, _ := standIn(t, func(captured) (int, string) { return status, "" })
		if err := sendVia(t, "webhook", configure(t, "webhook", map[string]any{"url": srv.URL})); (err == nil) != ok {
			t.Errorf("HTTP %d: %v", status, err)
		}
	}
	ch, _ := Lookup("webhook")
	for args, msg := range map[string]string{
		`{"url":"ftp://x"}`:                     "Webhook地址必须是以http://或https://开头的网址",
		`{"url":""}`:                            "Webhook地址不能为空",
		`{"url":"http://x","method":"GET"}`:     "请求方式不支持所选的值",
		`{"url":"http://x","body":"{{title}}"}`: "请求内容模版必须是有效的JSON（占位符请写在引号内）",
		`{"url":"http://x","body":"{\"a\":1"}`:  "请求内容模版必须是有效的JSON（占位符请写在引号内）",
		`{"url":"http://x","body":""}`:          "请求内容模版不能为空",
		`{"url":"http://x","method":["POST"]}`:  "请求方式必须是文本",
		`{"url":1}`:                             "Webhook地址必须是文本",
	} {
		var raw map[string]json.RawMessage
		json.Unmarshal([]byte(args), &raw)
		if _, err := ch.Validate(raw); err == nil || err.Error() != msg {
			t.Errorf("%s: %v, want %q", args, err, msg)
		}
	}
}
