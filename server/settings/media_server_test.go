package settings

import "testing"

func TestMediaServerValidate(t *testing.T) {
	got, err := MediaServerInput{Type: "plex", URL: "http://plex:32400/", Token: " tok "}.Validate()
	if err != nil || got != (MediaServer{"plex", "http://plex:32400", "tok"}) {
		t.Fatalf("valid: %+v %v", got, err)
	}
	cases := []struct {
		in   MediaServerInput
		want string
	}{
		{MediaServerInput{"kodi", "http://x", "k"}, "不支持的媒体服务类型：kodi"},
		{MediaServerInput{"", "http://x", "k"}, "不支持的媒体服务类型："},
		{MediaServerInput{"emby", "http://", "k"}, "访问地址不能为空"},
		{MediaServerInput{"emby", "emby:8096", "k"}, "访问地址必须是以http://或https://开头的网址"},
		{MediaServerInput{"emby", "http://x", " "}, "API密钥不能为空"},
		{MediaServerInput{"jellyfin", "http://x", ""}, "API密钥不能为空"},
		{MediaServerInput{"plex", "http://x", ""}, "Token不能为空"},
		{MediaServerInput{"emby", "http://x", long(1025)}, "API密钥不能超过1024个字符"},
	}
	for _, c := range cases {
		if _, err := c.in.Validate(); msgOf(err) != c.want {
			t.Errorf("%+v: got %q, want %q", c.in, msgOf(err), c.want)
		}
	}
	if d := DefaultMediaServer(); d != (MediaServer{"emby", "http://", ""}) {
		t.Fatalf("default %+v", d)
	}
}
