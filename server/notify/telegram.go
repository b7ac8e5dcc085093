package notify

import (
	"context"
	"net/http"
	"net/url"
)

// DefaultTelegramAPI is the Bot API's public address.
const DefaultTelegramAPI = "https://api.telegram.org"

func telegram() Channel {
	return Channel{
		Type: "telegram", Title: "Telegram", IconURL: icon("#2AABEE", "T"),
		Args: []ArgDef{
			{Name: "api_base", ArgType: TypeString, Label: "API地址", DefaultValue: DefaultTelegramAPI, Required: true, url: true,
				Helper: "保持默认即可；网络无法直连时可填写自建的 Bot API 反向代理地址"},
			{Name: "bot_token", ArgType: TypeString, Label: "Bot Token", Required: true,
				Helper: "找 @BotFather 创建机器人后得到的 Token"},
			{Name: "chat_id", ArgType: TypeString, Label: "Chat ID", Required: true,
				Helper: "接收消息的用户、群组ID，或频道的 @用户名"},
		},
		send: sendTelegram,
	}
}

// sendTelegram: POST <api>/bot<token>/sendMessage (Telegram Bot API).
func sendTelegram(ctx context.Context, c *http.Client, cfg Config, m Message) error {
	target := cfg.String("api_base") + "/bot" + url.PathEscape(cfg.String("bot_token")) + "/sendMessage"
	a, err := postJSON(ctx, c, target, map[string]any{
		"chat_id": cfg.String("chat_id"), "text": joinMessage(m), "disable_web_page_preview": true,
	})
	if err != nil {
		return err
	}
	var out struct {
		OK          bool   `json:"ok"`
		Description string `json:"description"`
	}
	if err := decodeAnswer("Telegram", a, &out); err != nil {
		return err
	}
	if !out.OK {
		return failf("Telegram返回错误：%s", cleanReason(out.Description))
	}
	return nil
}

// joinMessage is title and body as one text, for channels without a title.
func joinMessage(m Message) string {
	if m.Body == "" {
		return m.Title
	}
	return m.Title + "\n\n" + m.Body
}
