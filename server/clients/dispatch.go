package clients

import "context"

// MediaServer is what a media-server check needs.
type MediaServer struct {
	Type  string // emby, jellyfin, plex
	URL   string
	Token string
}

// DownloadClient is what a download-client check needs.
type DownloadClient struct {
	Type      string // qbittorrent, transmission, aria2
	URL       string
	Username  string
	Password  string // aria2: the RPC secret
	NeedLogin bool   // qbittorrent: sign in first
}

// CheckMediaServer connects to m and returns the version it reports. Any
// error is an *Error.
func (c Checker) CheckMediaServer(ctx context.Context, m MediaServer) (string, error) {
	s, cancel, err := c.start(ctx, m.URL)
	defer cancel()
	if err != nil {
		return "", err
	}
	switch m.Type {
	case "emby":
		return s.emby(m.Token, false)
	case "jellyfin":
		return s.emby(m.Token, true)
	case "plex":
		return s.plex(m.Token)
	}
	return "", fail("不支持的媒体服务类型：%s", m.Type)
}

// CheckDownloadClient connects to d and returns the version it reports.
// Any error is an *Error.
func (c Checker) CheckDownloadClient(ctx context.Context, d DownloadClient) (string, error) {
	s, cancel, err := c.start(ctx, d.URL)
	defer cancel()
	if err != nil {
		return "", err
	}
	switch d.Type {
	case "qbittorrent":
		return s.qbittorrent(d.Username, d.Password, d.NeedLogin)
	case "transmission":
		return s.transmission(d.Username, d.Password)
	case "aria2":
		return s.aria2(d.Password)
	}
	return "", fail("不支持的下载工具类型：%s", d.Type)
}
