package standin

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

func post(t *testing.T, url, body string) (int, string) {
	t.Helper()
	res, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

func TestBarkTakesRegisteredDevicesOnly(t *testing.T) {
	s := Must(t, "bark", map[string]string{"keys": "dev-1,dev-2"})
	if code, body := post(t, s.URL+"/prefix/push", `{"device_key":"dev-2","title":"t","body":"b"}`); code != 200 || !strings.Contains(body, `"success"`) {
		t.Fatalf("registered device: %d %s", code, body)
	}
	if code, body := post(t, s.URL+"/push", `{"device_key":"dev-3","title":"t"}`); code != 400 || !strings.Contains(body, "failed to get device token") {
		t.Fatalf("unknown device: %d %s", code, body)
	}
	if got := s.Requests(); len(got) != 2 || got[0].Path != "/prefix/push" {
		t.Fatalf("recorded %+v", got)
	}
}

func TestTelegramChecksTokenAndChat(t *testing.T) {
	s := Must(t, "telegram", map[string]string{"token": "1:ok", "chat_id": "42"})
	for _, c := range []struct {
		path, body string
		code       int
		want       string
	}{
		{"/bot1:ok/sendMessage", `{"chat_id":"42","text":"hi"}`, 200, `"ok":true`},
		{"/bot1:ok/sendMessage", `{"chat_id":42,"text":"hi"}`, 200, `"ok":true`},
		{"/bot1:bad/sendMessage", `{"chat_id":"42","text":"hi"}`, 401, "Unauthorized"},
		{"/bot1:ok/sendMessage", `{"chat_id":"43","text":"hi"}`, 400, "Bad Request: chat not found"},
		{"/bot1:ok/sendMessage", `{"chat_id":"42"}`, 400, "message text is empty"},
	} {
		if code, body := post(t, s.URL+c.path, c.body); code != c.code || !strings.Contains(body, c.want) {
			t.Errorf("%s %s: %d %s", c.path, c.body, code, body)
		}
	}
}
