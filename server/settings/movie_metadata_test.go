package settings

import "testing"

func TestMovieMetadataValidate(t *testing.T) {
	got, err := MovieMetadata{TMDBAPIKey: " k ", FanartAPIKey: "", Proxies: "socks5://u:p@127.0.0.1:1080"}.Validate()
	if err != nil || got != (MovieMetadata{"k", "", "socks5://u:p@127.0.0.1:1080"}) {
		t.Fatalf("valid: %+v %v", got, err)
	}
	proxyMsg := "代理设置必须是以http://、https://或socks5://开头的地址"
	cases := []struct {
		in   MovieMetadata
		want string
	}{
		{MovieMetadata{TMDBAPIKey: ""}, "TMDB API密钥不能为空"},
		{MovieMetadata{TMDBAPIKey: "k", FanartAPIKey: long(1025)}, "FanArt API密钥不能超过1024个字符"},
		{MovieMetadata{TMDBAPIKey: "k", Proxies: "127.0.0.1:7890"}, proxyMsg},
		{MovieMetadata{TMDBAPIKey: "k", Proxies: "ftp://p:21"}, proxyMsg},
		{MovieMetadata{TMDBAPIKey: "k", Proxies: "http://"}, proxyMsg},
	}
	for _, c := range cases {
		if _, err := c.in.Validate(); msgOf(err) != c.want {
			t.Errorf("%+v: got %q, want %q", c.in, msgOf(err), c.want)
		}
	}
}
