package notify

import "testing"

func TestServerChanSendsToTheKeyPath(t *testing.T) {
	srv, got := standIn(t, func(captured) (int, string) { return 200, `{"code":0,"message":"","data":{"pushid":"1"}}` })
	cfg := configure(t, "serverchan", map[string]any{"server": srv.URL, "send_key": "SCT123abc"})
	if err := sendVia(t, "serverchan", cfg); err != nil {
		t.Fatal(err)
	}
	c := (*got)[0]
	f := c.form(t)
	if c.method != "POST" || c.path != "/SCT123abc.send" || c.contentType != "application/x-www-form-urlencoded" ||
		f.Get("title") != testMsg.Title || f.Get("desp") != testMsg.Body {
		t.Fatalf("request %+v %v", c, f)
	}
	bad, _ := standIn(t, func(captured) (int, string) { return 200, `{"code":40001,"message":"bad pushkey"}` })
	cfg = configure(t, "serverchan", map[string]any{"server": bad.URL, "send_key": "SCT123abc"})
	wantSendError(t, sendVia(t, "serverchan", cfg), "Server酱返回错误：bad pushkey", "SCT123abc")
}

func TestServerChanURL(t *testing.T) {
	for _, c := range []struct{ server, key, want string }{
		{DefaultServerChanServer, "SCT1", "https://sctapi.ftqq.com/SCT1.send"},
		{DefaultServerChanServer, "sctp42tXYZ", "https://42.push.ft07.com/send/sctp42tXYZ.send"},
		{"http://relay", "sctp42tXYZ", "http://relay/sctp42tXYZ.send"},
	} {
		if got := serverChanURL(c.server, c.key); got != c.want {
			t.Errorf("%s %s: %s", c.server, c.key, got)
		}
	}
}
