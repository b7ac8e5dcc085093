package standin

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// "telegram" is the Telegram Bot API's sendMessage: POST
// /bot<token>/sendMessage with a JSON body {chat_id, text …}. Another token
// gets 401 Unauthorized and another chat 400 "chat not found", in the Bot
// API's {"ok": false, "error_code", "description"} shape. Options: token
// (default "123456:standin") and chat_id (default "42").
func init() {
	register("telegram", func(o url.Values) http.Handler {
		token, chat := or(o.Get("token"), "123456:standin"), or(o.Get("chat_id"), "42")
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			path, ok := strings.CutPrefix(r.URL.Path, "/bot")
			gotToken, method, _ := strings.Cut(path, "/")
			if !ok || r.Method != http.MethodPost || method != "sendMessage" {
				http.NotFound(w, r)
				return
			}
			var msg struct {
				ChatID json.RawMessage `json:"chat_id"`
				Text   string          `json:"text"`
			}
			body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
			w.Header().Set("Content-Type", "application/json")
			switch {
			case gotToken != token:
				w.WriteHeader(http.StatusUnauthorized)
				io.WriteString(w, `{"ok":false,"error_code":401,"description":"Unauthorized"}`)
			case json.Unmarshal(body, &msg) != nil || msg.Text == "":
				w.WriteHeader(http.StatusBadRequest)
				io.WriteString(w, `{"ok":false,"error_code":400,"description":"Bad Request: message text is empty"}`)
			case strings.Trim(string(msg.ChatID), `"`) != chat:
				w.WriteHeader(http.StatusBadRequest)
				io.WriteString(w, `{"ok":false,"error_code":400,"description":"Bad Request: chat not found"}`)
			default:
				writeJSON(w, map[string]any{"ok": true, "result": map[string]any{
					"message_id": 1, "chat": map[string]string{"id": chat}, "text": msg.Text,
				}})
			}
		})
	})
}
