package settings

import "testing"

func TestWebSettingValidate(t *testing.T) {
	got, err := decodeInput[WebSettingInput](t, `{"server_url":"","host":" [::1] ","port":8080}`).Validate()
	if err != nil || got != (WebSetting{"", "::1", 8080}) {
		t.Fatalf("valid: %+v %v", got, err)
	}
	for host, ok := range map[string]bool{"::": true, "0.0.0.0": true, "192.168.1.2": true, "nas.local": true, "localhost": true,
		"": false, "a b": false, "-x.lan": false, "x..lan": false, "http://x": false, "[::1": false} {
		if _, err := checkHost(host); (err == nil) != ok {
			t.Errorf("checkHost(%q) = %v", host, err)
		}
	}
	if !AllInterfaces("::") || !AllInterfaces("") || !AllInterfaces("0.0.0.0") || AllInterfaces("127.0.0.1") {
		t.Fatal("AllInterfaces")
	}
	w := WebSetting{Host: "127.0.0.1", Port: 1}
	w.Apply(Web{ServerURL: "https://x", Port: 2})
	if w != (WebSetting{"https://x", "127.0.0.1", 2}) || w.Legacy() != (Web{"https://x", 2}) {
		t.Fatalf("legacy form %+v", w)
	}
	// A record saved before the host existed loads with the default host.
	if v, _ := WebSection.Load(t.Context(), fakeGetter{WebSection.Key: `{"server_url":"","port":9}`}); v.Host != "::" || v.Port != 9 {
		t.Fatalf("old record %+v", v)
	}
}
