package clients

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
)

// aria2 checks an aria2 JSON-RPC endpoint with aria2.getVersion. The secret
// goes in the first parameter as "token:<secret>". The address is used as
// given (e.g. http://host:6800/jsonrpc); one without a path gets aria2's
// default /jsonrpc.
func (s *session) aria2(secret string) (string, error) {
	endpoint := s.base.String()
	if s.base.Path == "" {
		endpoint = s.endpoint("/jsonrpc")
	}
	params := []string{}
	if secret != "" {
		params = append(params, "token:"+secret)
	}
	payload, _ := json.Marshal(map[string]any{
		"jsonrpc": "2.0", "id": "movie-robot", "method": "aria2.getVersion", "params": params,
	})
	req, err := s.newRequest(http.MethodPost, endpoint, bytes.NewReader(payload))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	res, body, err := s.do(req)
	if err != nil {
		return "", err
	}
	var out struct {
		Result *struct {
			Version string `json:"version"`
		} `json:"result"`
		Error *struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	// aria2 sends JSON-RPC errors with HTTP 400, so read the body first.
	if json.Unmarshal(body, &out) != nil || (out.Result == nil && out.Error == nil) {
		if res.StatusCode != http.StatusOK {
			return "", unexpected(res.StatusCode)
		}
		return "", notThe("Aria2")
	}
	if out.Error != nil {
		if strings.EqualFold(out.Error.Message, "Unauthorized") {
			return "", fail("Aria2 RPC密钥错误")
		}
		return "", fail("Aria2返回错误：%s", cleanVersion(out.Error.Message))
	}
	v := cleanVersion(out.Result.Version)
	if v == "" {
		return "", notThe("Aria2")
	}
	return v, nil
}
