package httpx

import (
	"encoding/json"
	"net/http"
	"strconv"
)

// Messages of the JSON errors this package writes itself. The front end shows
// message to the user, so they are Chinese like the rest of the API.
const (
	msgNotFound         = "文件不存在"
	msgMethodNotAllowed = "不支持的请求方法"
	msgBadPath          = "请求路径无效"
	msgMovedToCanonical = "请求路径不规范，请使用 Location 中的地址"
	msgUpstreamDown     = "无法连接到 Movie Robot 后端服务，请检查 --upstream 地址是否正确以及后端是否已启动"
	msgUpstreamTimeout  = "Movie Robot 后端服务响应超时"
	msgTooLarge         = "请求内容过大" // same text as the built-in API's
)

// errorEnvelope is the API's {code, message} failure shape (code 1 = failure,
// api-contract §1.2), used for the few answers this layer gives on its own.
type errorEnvelope struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// writeJSONError writes a code-1 envelope with the given HTTP status. Errors
// from this layer are never cacheable: they describe the request, not a file.
func writeJSONError(w http.ResponseWriter, status int, message string) {
	body, err := json.Marshal(errorEnvelope{Code: 1, Message: message})
	if err != nil { // unreachable: a struct of an int and a string always marshals
		panic(err)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(body) // a write error means the client left; nothing to do
}
