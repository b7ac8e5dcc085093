package settings

// MediaServer is the /setup/media-server and /config/media-server form.
// Token is a secret: it goes back to admins only and is never logged.
type MediaServer struct {
	Type  string `json:"type"` // emby, jellyfin or plex (api-contract §3.7)
	URL   string `json:"url"`
	Token string `json:"token"` // API key (Emby, Jellyfin) or X-Plex-Token
}

// DefaultMediaServer is what the wizard's form shows before any media
// server exists; "http://" is the form's initial value (screens.md).
func DefaultMediaServer() MediaServer {
	return MediaServer{Type: "emby", URL: "http://", Token: ""}
}

// MediaServerInput is the body of save_media_server and test_media_server.
type MediaServerInput MediaServer

// Validate checks the form and returns the record to store.
func (in MediaServerInput) Validate() (MediaServer, error) {
	tokenLabel := "API密钥"
	switch in.Type {
	case "emby", "jellyfin":
	case "plex":
		tokenLabel = "Token"
	default:
		return MediaServer{}, invalid("不支持的媒体服务类型：%s", quote(in.Type))
	}
	u, err := checkHTTPURL("访问地址", in.URL, true)
	if err != nil {
		return MediaServer{}, err
	}
	token, err := checkText(tokenLabel, in.Token, true, maxSecretLen)
	if err != nil {
		return MediaServer{}, err
	}
	return MediaServer{Type: in.Type, URL: u, Token: token}, nil
}
