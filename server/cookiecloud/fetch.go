package cookiecloud

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/clients"
	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/netutil"
)

// Timeout bounds one fetch.
const Timeout = 10 * time.Second

// Cookie is one browser cookie as the extension uploads it.
type Cookie struct {
	Domain string `json:"domain"`
	Name   string `json:"name"`
	Value  string `json:"value"`
	Path   string `json:"path"`
	// ExpirationDate is Unix seconds as the browser reports it; a session
	// cookie has none (0).
	ExpirationDate float64 `json:"expirationDate"`
}

// Data is the decrypted upload: cookies by domain.
type Data struct {
	CookieData map[string][]Cookie `json:"cookie_data"`
}

// Count is the number of cookies in all domains.
func (d Data) Count() int {
	n := 0
	for _, list := range d.CookieData {
		n += len(list)
	}
	return n
}

// Error is a failed fetch, shown as is (fault.Invalid); its message is
// Chinese and quotes no secret.
type Error = fault.Invalid

func fail(format string, args ...any) error { return &Error{Message: fmt.Sprintf(format, args...)} }

// Fetch downloads <server>/get/<uuid> and decrypts it with password.
// client nil means a direct connection (the server is usually on the
// user's network) with Timeout.
func Fetch(ctx context.Context, client *http.Client, server, uuid, password string) (Data, error) {
	if client == nil {
		client = netutil.NewClient(netutil.Outbound{Timeout: Timeout, Direct: true})
	}
	server = strings.TrimRight(server, "/")
	ctx, cancel := context.WithTimeout(ctx, Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, server+"/get/"+url.PathEscape(uuid), nil)
	if err != nil {
		return Data{}, fail("服务器地址无效")
	}
	shown := server
	if u, err := url.Parse(server); err == nil {
		shown = u.Redacted()
	}
	res, body, err := clients.Fetch(client, req, 32<<20)
	if err != nil {
		return Data{}, fail("无法连接到 %s：%s", shown, err)
	}
	var up struct {
		Encrypted string `json:"encrypted"`
	}
	switch {
	case res.StatusCode == http.StatusNotFound:
		return Data{}, fail("服务器上没有这个UUID的数据，请先在浏览器插件中上传一次")
	case res.StatusCode != http.StatusOK || json.Unmarshal(body, &up) != nil:
		return Data{}, fail("%s 返回了意外的内容（HTTP %d），请检查服务器地址", shown, res.StatusCode)
	case up.Encrypted == "":
		return Data{}, fail("服务器上没有这个UUID的数据，请先在浏览器插件中上传一次")
	}
	plain, err := Decrypt(up.Encrypted, uuid, password)
	if err != nil {
		return Data{}, fail("解密失败，请检查UUID和端对端加密密码")
	}
	var data Data
	if json.Unmarshal(plain, &data) != nil {
		return Data{}, fail("解密后的内容不是CookieCloud的数据")
	}
	return data, nil
}
