package settings

import "testing"

// Defaults and rules of the small sections (subtitle, search setting,
// link setting, Cloudflare, CookieCloud); the API tests cover every
// message through the endpoints.
func TestSmallSectionsValidate(t *testing.T) {
	sub, err := decodeInput[SubtitleInput](t, `{"file_name_template":"x","filter_type":["sup","sup"],"not_found_stop_minutes":"0"}`).Validate()
	if err != nil || len(sub.FilterType) != 1 || sub.NotFoundStopMinutes != 0 || sub.ExcludeArea == nil {
		t.Fatalf("subtitle %+v %v", sub, err)
	}
	if d := SubtitleSection.Default(); d.NotFoundStopMinutes != 4320 || d.FileNameTemplate != DefaultSubtitleTemplate {
		t.Fatalf("subtitle default %+v", d)
	}
	srv, err := decodeInput[ServerSettingInput](t, `{"web_search_timeout":600,"web_search_result_limit":0}`).Validate()
	if err != nil || srv.WebSearchTimeout != 600 {
		t.Fatalf("server %+v %v", srv, err)
	}
	link, err := LinkSettingInput(LinkSettingSection.Default()).Validate()
	if err != nil || !link.Recognize {
		t.Fatalf("link %+v %v", link, err)
	}
	if p, err := (PassCloudflare{FSAPI: "https://fs.lan/v1/"}).Validate(); err != nil || p.FSAPI != "https://fs.lan/v1" {
		t.Fatalf("cloudflare %+v %v", p, err)
	}
	cc, err := decodeInput[CookieCloudInput](t, `{"server_url":"","uuid":"","password":"","sync_interval_minutes":10,"enable":false}`).Validate()
	if err != nil || cc.SyncIntervalMinutes != 10 {
		t.Fatalf("cookie cloud off and empty %+v %v", cc, err)
	}
	if _, err := decodeInput[CookieCloudInput](t, `{"sync_interval_minutes":10081}`).Validate(); msgOf(err) != "同步间隔必须是10到10080之间的整数（分钟）" {
		t.Fatalf("interval %v", err)
	}
}

// The checks each form makes past its first field (each survived its
// change): the link setting's two modes, FlareSolverr's /v1, sync with
// no password, and the subtitle keys after the choices.
func TestSmallSectionsCheckEachField(t *testing.T) {
	for mode, ok := range map[string]bool{"link": true, "copy": true, "move": false, "": false} {
		in := LinkSettingSection.Default()
		in.FileProcessMode = mode
		if _, err := LinkSettingInput(in).Validate(); (err == nil) != ok {
			t.Errorf("整理方式 %q: %v", mode, err)
		}
	}
	if _, err := (PassCloudflare{FSAPI: "http://127.0.0.1:8191"}).Validate(); err == nil {
		t.Error("a FlareSolverr address without /v1 was taken")
	}
	if _, err := decodeInput[CookieCloudInput](t, `{"server_url":"http://cc.lan","uuid":"u","password":"","sync_interval_minutes":10,"enable":true}`).Validate(); msgOf(err) != "端对端加密密码不能为空" {
		t.Errorf("sync on without a password: %v", err)
	}
	sub, err := decodeInput[SubtitleInput](t, `{"file_name_template":"x","exclude_area":[],"assrt_token":"tok","opensubtitles_api_key":"key","not_found_stop_minutes":"30"}`).Validate()
	if err != nil || sub.AssrtToken != "tok" || sub.OpenSubtitlesAPIKey != "key" || sub.NotFoundStopMinutes != 30 {
		t.Errorf("subtitle keys %+v %v", sub, err)
	}
}

func TestCheckChoices(t *testing.T) {
	got, err := checkChoices("X", []string{"b", "a", "b"}, []string{"a", "b"})
	if err != nil || len(got) != 2 || got[0] != "b" {
		t.Fatalf("%v %v", got, err)
	}
	if got, _ := checkChoices("X", nil, nil); got == nil {
		t.Fatal("nil for no choices")
	}
	if _, err := checkChoices("X", []string{"c"}, []string{"a"}); msgOf(err) != "X不支持“c”" {
		t.Fatal(err)
	}
}

func TestCheckName(t *testing.T) {
	if n, err := checkName("别名", "  家里 "); err != nil || n != "家里" {
		t.Fatalf("%q %v", n, err)
	}
	if _, err := checkName("别名", "a\tb"); msgOf(err) != "别名不能包含控制字符" {
		t.Fatal(err)
	}
}
