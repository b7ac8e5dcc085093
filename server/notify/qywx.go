package notify

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
)

// DefaultQywxAPI is 企业微信's server API.
const DefaultQywxAPI = "https://qyapi.weixin.qq.com"

func qywx() Channel {
	return Channel{
		Type: "qywx", Title: "企业微信", IconURL: icon("#2B82F6", "企"),
		Args: []ArgDef{
			{Name: "api_base", ArgType: TypeString, Label: "API地址", DefaultValue: DefaultQywxAPI, Required: true, url: true,
				Helper: "保持默认即可；服务器IP不在企业可信IP中时，可填写中转代理的地址"},
			{Name: "corp_id", ArgType: TypeString, Label: "企业ID", Required: true, Helper: "企业微信管理后台“我的企业”页面最下方"},
			{Name: "agent_id", ArgType: TypeString, Label: "应用AgentId", Required: true, Helper: "自建应用详情页中的 AgentId",
				check: func(s string) string {
					if _, err := strconv.ParseInt(s, 10, 64); err != nil {
						return "应用AgentId必须是数字"
					}
					return ""
				}},
			{Name: "corp_secret", ArgType: TypeString, Label: "应用Secret", Required: true, Helper: "自建应用详情页中的 Secret"},
			{Name: "to_user", ArgType: TypeString, Label: "接收人", DefaultValue: "@all",
				Helper: "成员账号，多个用 | 分隔；@all 表示应用可见范围内的所有人"},
		},
		send: sendQywx,
	}
}

// qywxAnswer is the error part every 企业微信 API answer has.
type qywxAnswer struct {
	ErrCode     int    `json:"errcode"`
	ErrMsg      string `json:"errmsg"`
	AccessToken string `json:"access_token"`
}

// sendQywx gets an access token (GET /cgi-bin/gettoken), then sends a text
// application message (POST /cgi-bin/message/send). A token per delivery
// keeps this stateless; notifications are rare next to its 2-hour life.
func sendQywx(ctx context.Context, c *http.Client, cfg Config, m Message) error {
	base := cfg.String("api_base")
	q := url.Values{"corpid": {cfg.String("corp_id")}, "corpsecret": {cfg.String("corp_secret")}}
	a, err := get(ctx, c, base+"/cgi-bin/gettoken?"+q.Encode())
	if err != nil {
		return err
	}
	var tok qywxAnswer
	if err := decodeAnswer("企业微信", a, &tok); err != nil {
		return err
	}
	if tok.ErrCode != 0 || tok.AccessToken == "" {
		return failf("企业微信获取access_token失败：%s（%d）", cleanReason(tok.ErrMsg), tok.ErrCode)
	}
	agent, _ := strconv.ParseInt(cfg.String("agent_id"), 10, 64)
	to := cfg.String("to_user")
	if to == "" {
		to = "@all"
	}
	a, err = postJSON(ctx, c, base+"/cgi-bin/message/send?access_token="+url.QueryEscape(tok.AccessToken), map[string]any{
		"touser": to, "msgtype": "text", "agentid": agent, "text": map[string]string{"content": joinMessage(m)},
	})
	if err != nil {
		return err
	}
	var out qywxAnswer
	if err := decodeAnswer("企业微信", a, &out); err != nil {
		return err
	}
	if out.ErrCode != 0 {
		return failf("企业微信返回错误：%s（%d）", cleanReason(out.ErrMsg), out.ErrCode)
	}
	return nil
}
