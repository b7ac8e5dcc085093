package mediaserver

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/netutil"
	"github.com/movie-robot/web-console/server/settings"
)

// maxBody caps one answer: a search with 20 items and their streams is
// far below it.
const maxBody = 8 << 20

// RequestTimeout bounds each call to a media server.
const RequestTimeout = 15 * time.Second

// conn is one configured server and how to call it.
type conn struct {
	entry  settings.MediaServerEntry
	client *http.Client
	base   *url.URL
	auth   func(*http.Request)
}

func newConn(e settings.MediaServerEntry, rt http.RoundTripper) (*conn, error) {
	base, err := url.Parse(strings.TrimRight(e.URL, "/"))
	if err != nil || (base.Scheme != "http" && base.Scheme != "https") || base.Host == "" {
		return nil, &Error{Message: display(e) + "：访问地址无效"}
	}
	// Media servers are on the LAN (Direct); the key travels in headers
	// net/http keeps on redirects: never to another host.
	c := &conn{entry: e, base: base, client: netutil.NewClient(netutil.Outbound{Transport: rt,
		Direct: true, Timeout: RequestTimeout, CheckRedirect: netutil.SameHost(base.Host)})}
	switch e.Type {
	case "emby":
		c.auth = func(r *http.Request) { r.Header.Set("X-Emby-Token", e.Token) }
	case "jellyfin":
		c.auth = func(r *http.Request) { r.Header.Set("Authorization", `MediaBrowser Token="`+e.Token+`"`) }
	case "plex":
		c.auth = func(r *http.Request) { r.Header.Set("X-Plex-Token", e.Token) }
	default:
		return nil, &Error{Message: display(e) + "：不支持的媒体服务类型"}
	}
	return c, nil
}

// display names a server in messages: Emby(默认).
func display(e settings.MediaServerEntry) string {
	label := map[string]string{"emby": "Emby", "jellyfin": "Jellyfin", "plex": "Plex"}[e.Type]
	if label == "" {
		label = e.Type
	}
	return label + "(" + e.Name + ")"
}

// get calls path with query on the server and decodes its JSON answer.
func (c *conn) get(ctx context.Context, path string, query url.Values, out any) error {
	body, _, err := c.fetch(ctx, path, query, "application/json")
	if err != nil {
		return err
	}
	if err := json.Unmarshal(body, out); err != nil {
		return &Error{Message: display(c.entry) + "：返回了意外的内容（不是JSON）"}
	}
	return nil
}

// fetch calls path with query and answers the body and its content type.
func (c *conn) fetch(ctx context.Context, path string, query url.Values, accept string) ([]byte, string, error) {
	u := c.base.JoinPath(path)
	u.RawQuery = query.Encode()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, "", &Error{Message: display(c.entry) + "：访问地址无效"}
	}
	req.Header.Set("Accept", accept)
	req.Header.Set("User-Agent", "MovieRobot-WebConsole")
	c.auth(req)
	res, body, err := clients.Fetch(c.client, req, maxBody)
	if err != nil {
		return nil, "", &Error{Message: display(c.entry) + "：" + err.Error()}
	}
	switch {
	case res.StatusCode == http.StatusUnauthorized || res.StatusCode == http.StatusForbidden:
		return nil, "", &Error{Message: display(c.entry) + "：API密钥无效"}
	case res.StatusCode != http.StatusOK:
		return nil, "", &Error{Message: fmt.Sprintf("%s：返回了意外的内容（HTTP %d）", display(c.entry), res.StatusCode)}
	}
	return body, res.Header.Get("Content-Type"), nil
}

// webBase is where a browser opens the server: the internet address when
// one is set, else the address the binary uses.
func (c *conn) webBase() string {
	if c.entry.InternetURL != "" {
		return strings.TrimRight(c.entry.InternetURL, "/")
	}
	return c.base.String()
}

// imageURL is an image on the server itself: media servers serve their
// artwork on the LAN, so the browser loads it from there.
func (c *conn) imageURL(path string, query url.Values) string {
	u := c.base.JoinPath(path)
	u.RawQuery = query.Encode()
	return u.String()
}

// id is the id handed to the browser: which server, which item.
func (c *conn) id(itemID string) string { return c.entry.Name + ":" + itemID }
