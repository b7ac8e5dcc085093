package notify

import (
	"fmt"
	"testing"

	"github.com/movie-robot/web-console/server/internal/daemontest"
)

func TestTelegramSendsSendMessage(t *testing.T) {
	srv, got := standIn(t, func(captured) (int, string) { return 200, `{"ok":true,"result":{"message_id":1}}` })
	cfg := configure(t, "telegram", map[string]any{"api_base": srv.URL, "bot_token": "123:ABC-def", "chat_id": "-100200"})
	if err := sendVia(t, "telegram", cfg); err != nil {
		t.Fatal(err)
	}
	c := (*got)[0]
	body := c.json(t)
	if c.method != "POST" || c.path != "/bot123:ABC-def/sendMessage" || c.contentType != "application/json; charset=utf-8" ||
		body["chat_id"] != "-100200" || body["text"] != "Movie Robot 测试消息\n\n第一行\n第二行" || body["disable_web_page_preview"] != true {
		t.Fatalf("request %+v %v", c, body)
	}
}

func TestTelegramFailuresHideTheToken(t *testing.T) {
	srv, _ := standIn(t, func(captured) (int, string) {
		return 401, `{"ok":false,"error_code":401,"description":"Unauthorized"}`
	})
	cfg := configure(t, "telegram", map[string]any{"api_base": srv.URL, "bot_token": "999:SECRET", "chat_id": "1"})
	wantSendError(t, sendVia(t, "telegram", cfg), "Telegram返回错误：Unauthorized", "SECRET")
	dead := fmt.Sprintf("http://127.0.0.1:%d", daemontest.FreePort(t))
	cfg = configure(t, "telegram", map[string]any{"api_base": dead, "bot_token": "999:SECRET", "chat_id": "1"})
	wantSendError(t, sendVia(t, "telegram", cfg), "无法连接到 "+dead+"：连接被拒绝", "SECRET")
}
