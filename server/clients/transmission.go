package clients

import (
	"bytes"
	"encoding/json"
	"net/http"
)

// transmissionSessionHeader carries Transmission's CSRF token: the first
// request is answered 409 with a fresh one, which the retry must send.
const transmissionSessionHeader = "X-Transmission-Session-Id"

// transmission checks a Transmission RPC endpoint with "session-get". An
// address without a path gets the default /transmission/rpc.
func (s *session) transmission(username, password string) (string, error) {
	endpoint := s.base.String()
	if s.base.Path == "" {
		endpoint = s.endpoint("/transmission/rpc")
	}
	sessionID := ""
	for attempt := 0; ; attempt++ {
		res, body, err := s.transmissionCall(endpoint, sessionID, username, password)
		if err != nil {
			return "", err
		}
		switch res.StatusCode {
		case http.StatusConflict:
			sessionID = res.Header.Get(transmissionSessionHeader)
			if sessionID == "" || attempt > 0 {
				return "", fail("Transmission会话握手失败（HTTP 409）")
			}
			continue
		case http.StatusUnauthorized:
			return "", fail("登录Transmission失败：用户名或密码错误")
		case http.StatusForbidden:
			return "", fail("Transmission拒绝访问：请把本机加入rpc-whitelist或关闭白名单")
		case http.StatusOK:
			return parseTransmission(body)
		}
		return "", unexpected(res.StatusCode)
	}
}

func (s *session) transmissionCall(endpoint, sessionID, username, password string) (*http.Response, []byte, error) {
	req, err := s.newRequest(http.MethodPost, endpoint, bytes.NewBufferString(`{"method":"session-get"}`))
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if sessionID != "" {
		req.Header.Set(transmissionSessionHeader, sessionID)
	}
	if username != "" {
		req.SetBasicAuth(username, password)
	}
	return s.do(req)
}

func parseTransmission(body []byte) (string, error) {
	var out struct {
		Result    string `json:"result"`
		Arguments struct {
			Version string `json:"version"`
		} `json:"arguments"`
	}
	if err := json.Unmarshal(body, &out); err != nil || out.Result == "" {
		return "", notThe("Transmission")
	}
	if out.Result != "success" {
		return "", fail("Transmission返回错误：%s", cleanVersion(out.Result))
	}
	v := cleanVersion(out.Arguments.Version)
	if v == "" {
		return "", notThe("Transmission")
	}
	return v, nil
}
