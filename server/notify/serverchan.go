package notify

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
)

// DefaultServerChanServer is Server酱 Turbo's API.
const DefaultServerChanServer = "https://sctapi.ftqq.com"

func serverChan() Channel {
	return Channel{
		Type: "serverchan", Title: "Server酱", IconURL: icon("#00A8FF", "S"),
		Args: []ArgDef{
			{Name: "server", ArgType: TypeString, Label: "服务器地址", DefaultValue: DefaultServerChanServer, Required: true, url: true,
				Helper: "保持默认即可（Server酱³ 的 sctp 开头的 SendKey 会自动使用对应地址）"},
			{Name: "send_key", ArgType: TypeString, Label: "SendKey", Required: true, Helper: "Server酱官网 SendKey 页面中复制"},
		},
		send: sendServerChan,
	}
}

// sctpKey matches Server酱³ keys, which are sent to <uid>.push.ft07.com.
var sctpKey = regexp.MustCompile(`^sctp(\d+)t`)

// serverChanURL is where a key is sent: <server>/<key>.send, or Server酱³'s
// per-user host when the server is left at its default.
func serverChanURL(server, key string) string {
	if m := sctpKey.FindStringSubmatch(key); m != nil && server == DefaultServerChanServer {
		return "https://" + m[1] + ".push.ft07.com/send/" + url.PathEscape(key) + ".send"
	}
	return server + "/" + url.PathEscape(key) + ".send"
}

// sendServerChan: POST <server>/<SendKey>.send, form title/desp.
func sendServerChan(ctx context.Context, c *http.Client, cfg Config, m Message) error {
	a, err := postForm(ctx, c, serverChanURL(cfg.String("server"), cfg.String("send_key")),
		url.Values{"title": {m.Title}, "desp": {m.Body}})
	if err != nil {
		return err
	}
	return checkCoded("Server酱", a, 0)
}
