package api

import "net/http"

// Messages for requests no endpoint takes.
const (
	msgNotFound         = "接口不存在"
	msgMethodNotAllowed = "不支持的请求方法"
)

// jsonFallbackWriter sits under http.ServeMux's own not-found and
// method-not-allowed handlers and swaps their plain-text bodies for the JSON
// envelope, so the UI never sees a non-JSON API answer. The mux still decides
// which case applies and still sets the Allow header.
type jsonFallbackWriter struct {
	http.ResponseWriter
	replaced bool
}

func (w *jsonFallbackWriter) WriteHeader(status int) {
	switch status {
	case http.StatusNotFound:
		w.replaced = true
		writeEnvelope(w.ResponseWriter, status, Envelope{Code: codeFail, Message: msgNotFound})
	case http.StatusMethodNotAllowed:
		w.replaced = true
		writeEnvelope(w.ResponseWriter, status, Envelope{Code: codeFail, Message: msgMethodNotAllowed})
	default: // e.g. the mux's redirect to a cleaned path
		w.ResponseWriter.WriteHeader(status)
	}
}

func (w *jsonFallbackWriter) Write(b []byte) (int, error) {
	if w.replaced {
		return len(b), nil // the mux's plain-text body, already replaced
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the real writer.
func (w *jsonFallbackWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
