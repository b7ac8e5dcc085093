package notify

import (
	"context"
	"net/http"
)

// DefaultBarkServer is Bark's public server.
const DefaultBarkServer = "https://api.day.app"

func bark() Channel {
	return Channel{
		Type: "bark", Title: "Bark", IconURL: icon("#FF9500", "B"),
		Args: []ArgDef{
			{Name: "server", ArgType: TypeString, Label: "服务器地址", DefaultValue: DefaultBarkServer, Required: true, url: true,
				Helper: "使用官方服务时保持默认；自建Bark服务器时填写它的地址"},
			{Name: "device_key", ArgType: TypeString, Label: "设备Key", Required: true,
				Helper: "Bark App 首页推送地址中 api.day.app/ 后面的那一段"},
			{Name: "group", ArgType: TypeString, Label: "消息分组", DefaultValue: "MovieRobot", Helper: "在通知中心按这个名字分组"},
			{Name: "sound", ArgType: TypeString, Label: "提示音", DefaultValue: "", Helper: "Bark App 中的铃声名称，留空使用默认铃声"},
		},
		send: sendBark,
	}
}

// sendBark: POST <server>/push with a JSON body (Bark server API v2).
func sendBark(ctx context.Context, c *http.Client, cfg Config, m Message) error {
	body := map[string]string{"device_key": cfg.String("device_key"), "title": m.Title, "body": m.Body}
	for _, k := range []string{"group", "sound"} {
		if v := cfg.String(k); v != "" {
			body[k] = v
		}
	}
	a, err := postJSON(ctx, c, cfg.String("server")+"/push", body)
	if err != nil {
		return err
	}
	return checkCoded("Bark", a, http.StatusOK)
}
