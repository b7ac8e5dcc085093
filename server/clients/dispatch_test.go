package clients

import "testing"

func TestBadAddressAndUnknownTypes(t *testing.T) {
	v, err := Checker{}.CheckMediaServer(bg, MediaServer{Type: "emby", URL: "nas:8096"})
	wantReason(t, v, err, "必须是以http://或https://开头的网址")
	v, err = Checker{}.CheckMediaServer(bg, MediaServer{Type: "kodi", URL: "http://127.0.0.1:1"})
	wantReason(t, v, err, "不支持的媒体服务类型")
	v, err = Checker{}.CheckDownloadClient(bg, DownloadClient{Type: "utorrent", URL: "http://127.0.0.1:1"})
	wantReason(t, v, err, "不支持的下载工具类型")
}
