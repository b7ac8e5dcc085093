package notify

import (
	"strings"
	"testing"
)

func TestQywxGetsATokenThenSends(t *testing.T) {
	srv, got := standIn(t, func(c captured) (int, string) {
		if c.path == "/cgi-bin/gettoken" {
			return 200, `{"errcode":0,"errmsg":"ok","access_token":"ACCESS","expires_in":7200}`
		}
		return 200, `{"errcode":0,"errmsg":"ok"}`
	})
	cfg := configure(t, "qywx", map[string]any{"api_base": srv.URL, "corp_id": "ww1", "agent_id": "1000002", "corp_secret": "SEC"})
	if err := sendVia(t, "qywx", cfg); err != nil {
		t.Fatal(err)
	}
	tok, msg := (*got)[0], (*got)[1]
	if tok.method != "GET" || tok.path != "/cgi-bin/gettoken" || tok.query != "corpid=ww1&corpsecret=SEC" {
		t.Fatalf("token request %+v", tok)
	}
	body := msg.json(t)
	text, _ := body["text"].(map[string]any)
	if msg.method != "POST" || msg.path != "/cgi-bin/message/send" || msg.query != "access_token=ACCESS" ||
		body["touser"] != "@all" || body["msgtype"] != "text" || body["agentid"] != 1000002.0 ||
		text["content"] != "Movie Robot 测试消息\n\n第一行\n第二行" {
		t.Fatalf("send request %+v %v", msg, body)
	}
}

func TestQywxFailures(t *testing.T) {
	srv, _ := standIn(t, func(captured) (int, string) { return 200, `{"errcode":40001,"errmsg":"invalid credential"}` })
	cfg := configure(t, "qywx", map[string]any{"api_base": srv.URL, "corp_id": "ww1", "agent_id": "1", "corp_secret": "SEC"})
	wantSendError(t, sendVia(t, "qywx", cfg), "企业微信获取access_token失败：invalid credential（40001）", "SEC")
	send, _ := standIn(t, func(c captured) (int, string) {
		if strings.HasSuffix(c.path, "gettoken") {
			return 200, `{"errcode":0,"access_token":"T"}`
		}
		return 200, `{"errcode":81013,"errmsg":"user & party & tag all invalid"}`
	})
	cfg = configure(t, "qywx", map[string]any{"api_base": send.URL, "corp_id": "ww1", "agent_id": "1", "corp_secret": "SEC", "to_user": "nobody"})
	wantSendError(t, sendVia(t, "qywx", cfg), "企业微信返回错误：user & party & tag all invalid（81013）")
	ch, _ := Lookup("qywx")
	if _, err := ch.Validate(rawArgs(map[string]string{"corp_id": "a", "agent_id": "x1", "corp_secret": "s"})); err == nil || err.Error() != "应用AgentId必须是数字" {
		t.Fatalf("agent id check: %v", err)
	}
}
