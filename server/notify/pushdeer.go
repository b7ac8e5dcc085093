package notify

import (
	"context"
	"net/http"
	"net/url"
)

// DefaultPushDeerServer is PushDeer's public server.
const DefaultPushDeerServer = "https://api2.pushdeer.com"

func pushDeer() Channel {
	return Channel{
		Type: "pushdeer", Title: "PushDeer", IconURL: icon("#6C5CE7", "P"),
		Args: []ArgDef{
			{Name: "server", ArgType: TypeString, Label: "服务器地址", DefaultValue: DefaultPushDeerServer, Required: true, url: true,
				Helper: "使用官方服务时保持默认；自建PushDeer服务器时填写它的地址"},
			{Name: "push_key", ArgType: TypeString, Label: "PushKey", Required: true, Helper: "PushDeer App 的 Key 页面中生成"},
		},
		send: sendPushDeer,
	}
}

// sendPushDeer: POST <server>/message/push, form pushkey/text/desp/type.
func sendPushDeer(ctx context.Context, c *http.Client, cfg Config, m Message) error {
	a, err := postForm(ctx, c, cfg.String("server")+"/message/push", url.Values{
		"pushkey": {cfg.String("push_key")}, "text": {m.Title}, "desp": {m.Body}, "type": {"markdown"},
	})
	if err != nil {
		return err
	}
	return checkCoded("PushDeer", a, 0)
}
