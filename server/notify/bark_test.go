package notify

import (
	"net/http"
	"testing"
)

func TestBarkSendsTheBarkRequest(t *testing.T) {
	srv, got := standIn(t, func(captured) (int, string) { return 200, `{"code":200,"message":"success","timestamp":1}` })
	cfg := configure(t, "bark", map[string]any{"server": srv.URL + "/", "device_key": "dev-key", "group": "MR"})
	if err := sendVia(t, "bark", cfg); err != nil {
		t.Fatal(err)
	}
	c := (*got)[0]
	body := c.json(t)
	if c.method != "POST" || c.path != "/push" || c.contentType != "application/json; charset=utf-8" ||
		body["device_key"] != "dev-key" || body["title"] != testMsg.Title || body["body"] != testMsg.Body ||
		body["group"] != "MR" || body["sound"] != nil {
		t.Fatalf("request %+v %v", c, body)
	}
}

func TestBarkFailures(t *testing.T) {
	srv, _ := standIn(t, func(captured) (int, string) {
		return http.StatusBadRequest, `{"code":400,"message":"failed to get device token: device key not found"}`
	})
	cfg := configure(t, "bark", map[string]any{"server": srv.URL, "device_key": "secret-key"})
	wantSendError(t, sendVia(t, "bark", cfg), "Bark返回错误：failed to get device token: device key not found", "secret-key")
	html, _ := standIn(t, func(captured) (int, string) { return 502, "<html>bad gateway</html>" })
	cfg = configure(t, "bark", map[string]any{"server": html.URL, "device_key": "k"})
	wantSendError(t, sendVia(t, "bark", cfg), "Bark返回了意外的内容（HTTP 502）")
	if cfg := configure(t, "bark", map[string]any{"device_key": "k"}); cfg.String("server") != DefaultBarkServer {
		t.Fatalf("default server %q", cfg.String("server"))
	}
}
