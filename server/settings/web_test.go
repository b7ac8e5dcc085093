package settings

import (
	"encoding/json"
	"testing"
)

func decodeInput[T any](t *testing.T, body string) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		t.Fatalf("%s: %v", body, err)
	}
	return v
}

func TestWebValidate(t *testing.T) {
	got, err := decodeInput[WebInput](t, `{"server_url":" https://mr.example.com/ ","port":"8080"}`).Validate()
	if err != nil || got != (Web{"https://mr.example.com", 8080}) {
		t.Fatalf("valid: %+v %v", got, err)
	}
	got, err = decodeInput[WebInput](t, `{"server_url":"http://","port":1}`).Validate()
	if err != nil || got != (Web{"", 1}) {
		t.Fatalf("bare scheme: %+v %v", got, err)
	}
	portMsg := "网站访问端口必须是1到65535之间的整数"
	urlMsg := "站点访问地址必须是以http://或https://开头的网址"
	for body, want := range map[string]string{
		`{"server_url":"","port":0}`:          portMsg,
		`{"server_url":"","port":65536}`:      portMsg,
		`{"server_url":"","port":"abc"}`:      portMsg,
		`{"server_url":"","port":13.5}`:       portMsg,
		`{"server_url":""}`:                   portMsg,
		`{"server_url":"ftp://x","port":80}`:  urlMsg,
		`{"server_url":"mr.lan","port":80}`:   urlMsg,
		`{"server_url":"http:///","port":80}`: "", // bare scheme after trimming: empty is allowed
	} {
		_, err := decodeInput[WebInput](t, body).Validate()
		if msgOf(err) != want {
			t.Errorf("%s: got %q, want %q", body, msgOf(err), want)
		}
	}
	if d := WebSection.Default(); d.Port != 1329 || d.ServerURL != "" {
		t.Fatalf("default %+v", d)
	}
}
