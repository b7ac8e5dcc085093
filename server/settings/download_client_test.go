package settings

import "testing"

func TestDownloadClientValidate(t *testing.T) {
	got, err := DownloadClientInput{Type: "qbittorrent", URL: "http://qb:8080/", Username: " admin ", Password: " p w ", NeedLogin: true, MonitorAllTorrents: true}.Validate()
	want := DownloadClient{"qbittorrent", "http://qb:8080", "admin", " p w ", true, true}
	if err != nil || got != want {
		t.Fatalf("valid: %+v %v", got, err)
	}
	// No login needed: the account may be empty.
	if _, err := (DownloadClientInput{Type: "qbittorrent", URL: "http://qb:8080"}).Validate(); err != nil {
		t.Fatalf("need_login=false: %v", err)
	}
	// Transmission without an account is fine even with need_login left on.
	if _, err := (DownloadClientInput{Type: "transmission", URL: "http://tr:9091", NeedLogin: true}).Validate(); err != nil {
		t.Fatalf("transmission: %v", err)
	}
	a, err := DownloadClientInput{Type: "aria2", URL: "http://a:6800/jsonrpc", Username: "x", Password: "secret", NeedLogin: true}.Validate()
	if err != nil || a.Username != "" || a.NeedLogin || a.Password != "secret" {
		t.Fatalf("aria2: %+v %v", a, err)
	}
	cases := []struct {
		in   DownloadClientInput
		want string
	}{
		{DownloadClientInput{Type: "utorrent", URL: "http://x"}, "不支持的下载工具类型：utorrent"},
		{DownloadClientInput{Type: "qbittorrent", URL: ""}, "访问地址不能为空"},
		{DownloadClientInput{Type: "qbittorrent", URL: "qb:8080"}, "访问地址必须是以http://或https://开头的网址"},
		{DownloadClientInput{Type: "qbittorrent", URL: "http://x", NeedLogin: true, Password: "p"}, "登陆账号不能为空"},
		{DownloadClientInput{Type: "qbittorrent", URL: "http://x", NeedLogin: true, Username: "u"}, "登陆密码不能为空"},
		{DownloadClientInput{Type: "transmission", URL: "http://x", Password: long(1025)}, "登陆密码不能超过1024个字符"},
	}
	for _, c := range cases {
		if _, err := c.in.Validate(); msgOf(err) != c.want {
			t.Errorf("%+v: got %q, want %q", c.in, msgOf(err), c.want)
		}
	}
	d := DefaultDownloadClientForm()
	if d != (DownloadClient{Type: "qbittorrent", URL: "http://", NeedLogin: true}) {
		t.Fatalf("default %+v", d)
	}
}
