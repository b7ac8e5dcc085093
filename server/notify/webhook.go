package notify

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
)

// DefaultWebhookBody is the JSON the webhook posts unless changed.
const DefaultWebhookBody = `{"title": "{{title}}", "body": "{{body}}"}`

func webhook() Channel {
	return Channel{
		Type: "webhook", Title: "Webhook", IconURL: icon("#64748B", "W"),
		Args: []ArgDef{
			{Name: "url", ArgType: TypeString, Label: "Webhook地址", Required: true,
				Helper: "接收通知的地址，例如自建服务或群机器人的 Webhook", check: checkWebhookURL},
			{Name: "method", ArgType: TypeEnum, Label: "请求方式", DefaultValue: "POST", Required: true,
				EnumValues: []EnumValue{{"POST", "POST"}, {"PUT", "PUT"}}},
			{Name: "body", ArgType: TypeString, Label: "请求内容模版", DefaultValue: DefaultWebhookBody, Required: true, MultiValue: true,
				Helper: "JSON格式，以 application/json 发送；{{title}} 和 {{body}} 会被替换成消息的标题和内容（已按JSON转义，请写在引号内）",
				check:  checkWebhookBody},
		},
		send: sendWebhook,
	}
}

func checkWebhookURL(s string) string {
	if !isHTTPURL(s) {
		return "Webhook地址必须是以http://或https://开头的网址"
	}
	return ""
}

// checkWebhookBody makes sure the template gives JSON for any message.
func checkWebhookBody(s string) string {
	if !json.Valid([]byte(renderWebhookBody(s, Message{Title: `标"题`, Body: "内\n容"}))) {
		return "请求内容模版必须是有效的JSON（占位符请写在引号内）"
	}
	return ""
}

// renderWebhookBody fills {{title}} and {{body}} with JSON-escaped text.
func renderWebhookBody(tpl string, m Message) string {
	esc := func(s string) string {
		b, _ := json.Marshal(s)
		return string(b[1 : len(b)-1])
	}
	return Render(tpl, map[string]string{"title": esc(m.Title), "body": esc(m.Body)})
}

// sendWebhook sends the rendered body; any 2xx answer is success.
func sendWebhook(ctx context.Context, c *http.Client, cfg Config, m Message) error {
	target := cfg.String("url")
	body := renderWebhookBody(cfg.String("body"), m)
	if !json.Valid([]byte(body)) {
		return failf("请求内容模版渲染后不是有效的JSON")
	}
	method := cfg.String("method")
	if method == "" {
		method = http.MethodPost
	}
	a, err := request(ctx, c, method, target, "application/json; charset=utf-8", []byte(body))
	if err != nil {
		return err
	}
	if a.status < 200 || a.status > 299 {
		return failf("Webhook返回了HTTP %d：%s", a.status, cleanReason(strings.TrimSpace(string(a.body))))
	}
	return nil
}
