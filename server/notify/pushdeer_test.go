package notify

import "testing"

func TestPushDeerSendsAForm(t *testing.T) {
	srv, got := standIn(t, func(captured) (int, string) { return 200, `{"code":0,"content":{"result":["{}"]}}` })
	cfg := configure(t, "pushdeer", map[string]any{"server": srv.URL, "push_key": "PDU1"})
	if err := sendVia(t, "pushdeer", cfg); err != nil {
		t.Fatal(err)
	}
	c := (*got)[0]
	f := c.form(t)
	if c.method != "POST" || c.path != "/message/push" || c.contentType != "application/x-www-form-urlencoded" ||
		f.Get("pushkey") != "PDU1" || f.Get("text") != testMsg.Title || f.Get("desp") != testMsg.Body || f.Get("type") != "markdown" {
		t.Fatalf("request %+v %v", c, f)
	}
	bad, _ := standIn(t, func(captured) (int, string) { return 200, `{"code":80403,"error":"key not found"}` })
	cfg = configure(t, "pushdeer", map[string]any{"server": bad.URL, "push_key": "PDU1"})
	wantSendError(t, sendVia(t, "pushdeer", cfg), "PushDeer返回错误：key not found", "PDU1")
}
