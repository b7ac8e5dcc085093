// Package api answers the HTTP API of the built-in backend. Every response
// is the contract's {code, message, data} envelope, written in one place.
package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/netutil"
	"github.com/movie-robot/web-console/server/settings"
)

// Envelope is the body of every API response (api-contract §1.2).
type Envelope struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data"`
	// Reason, an addition the original UI ignores, is the kind of a
	// failure the screens act on whatever its words: reasonSetup.
	Reason string `json:"reason,omitempty"`
}

// reasonSetup marks a settings.NeedsSetup: the screens do not ask again
// and show the admin the settings.
const reasonSetup = "setup"

// Codes the UI distinguishes.
const (
	codeOK   = 0
	codeFail = 1
)

// HandlerFunc is an API endpoint: it returns the data to send, an api.Result
// to send data with a success message, or an error.
type HandlerFunc func(w http.ResponseWriter, r *http.Request) (any, error)

// requestOnly adapts an endpoint that reads only the request.
func requestOnly(h func(r *http.Request) (any, error)) HandlerFunc {
	return func(_ http.ResponseWriter, r *http.Request) (any, error) { return h(r) }
}

// Error is a business error: sent as HTTP 200 with code 1 and Message, which
// the UI shows to the user as is. Messages are Chinese. It is the domain
// packages' refusal too, so theirs reach the user unchanged.
type Error = fault.Invalid

// Confirm is a refusal the user may override: sent as code 1 with
// Message, and data {need_confirm: true, ...Data} so the UI can ask and
// send the request again with force=1 (a manual download of a title
// already filed or on its way).
type Confirm struct {
	Message string
	Data    map[string]any
}

func (e Confirm) Error() string { return e.Message }

// Result is a success carrying a message the UI shows (a green snackbar or
// alert). Returning plain data sends an empty message instead.
type Result struct {
	Message string
	Data    any
}

// Raw is a success that is not an envelope (a file download): the
// endpoint has checked everything that can fail with a message, and the
// adapter lets it write its own answer.
type Raw func(w http.ResponseWriter, r *http.Request)

// msgInternal is all a client learns about an unexpected failure.
const msgInternal = "服务器内部错误"

// handle adapts an endpoint to http.Handler. It is the only writer of
// endpoint responses, so the envelope, headers and error policy stay uniform.
func (s *Server) handle(h HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		defer func() {
			// Turn a panic into the same 500 envelope as any other internal
			// error; ErrAbortHandler is net/http's deliberate abort, keep it.
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.logInternal(r, "panic", p)
				writeEnvelope(w, http.StatusInternalServerError, Envelope{Code: codeFail, Message: msgInternal})
			}
		}()
		data, err := h(w, r)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if raw, ok := data.(Raw); ok {
			raw(w, r)
			return
		}
		env := Envelope{Code: codeOK, Data: data}
		if res, ok := data.(Result); ok {
			env = Envelope{Code: codeOK, Message: res.Message, Data: res.Data}
		}
		writeEnvelopeSince(w, http.StatusOK, env, start)
	})
}

func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var biz Error
	var bizPtr *Error
	var status StatusError
	var ask Confirm
	var setup settings.NeedsSetup
	switch {
	case errors.As(err, &ask):
		data := map[string]any{"need_confirm": true}
		for k, v := range ask.Data {
			data[k] = v
		}
		writeEnvelope(w, http.StatusOK, Envelope{Code: codeFail, Message: ask.Message, Data: data})
	case errors.As(err, &status):
		writeStatusError(w, status)
	case errors.As(err, &setup):
		writeEnvelope(w, http.StatusOK, s.setupFailure(r, setup))
	case errors.As(err, &biz):
		writeEnvelope(w, http.StatusOK, Envelope{Code: codeFail, Message: biz.Message})
	case errors.As(err, &bizPtr) && bizPtr != nil:
		writeEnvelope(w, http.StatusOK, Envelope{Code: codeFail, Message: bizPtr.Message})
	case errors.Is(err, context.Canceled) && r.Context().Err() != nil:
		// The client went away (a closed tab, a cancelled query): nothing
		// failed on our side and nobody reads the answer.
		writeEnvelope(w, 499, Envelope{Code: codeFail, Message: "请求已取消"})
	default:
		s.logInternal(r, "error", err)
		writeEnvelope(w, http.StatusInternalServerError, Envelope{Code: codeFail, Message: msgInternal})
	}
}

// logInternal records an unexpected failure. Only method and path are
// logged: bodies, headers and query strings may carry passwords or tokens.
func (s *Server) logInternal(r *http.Request, kind string, detail any) {
	s.Logger.LogAttrs(r.Context(), slog.LevelError, "api request failed",
		slog.String("client", netutil.ClientOf(r).Key()),
		slog.String("method", r.Method),
		slog.String("path", r.URL.Path),
		slog.Any(kind, detail))
}

// writeEnvelope writes one JSON envelope with the API's headers.
func writeEnvelope(w http.ResponseWriter, status int, env Envelope) {
	writeEnvelopeSince(w, status, env, time.Time{})
}

// writeEnvelopeSince also sends, when start is set, the server time of the
// answer (handler and encoding) as Server-Timing: the scale bench's list
// figures are server time, not the client's (issue 31).
func writeEnvelopeSince(w http.ResponseWriter, status int, env Envelope, start time.Time) {
	buf, err := encodeEnvelope(env)
	if err != nil {
		// Only reachable if an endpoint returns unmarshalable data.
		status = http.StatusInternalServerError
		buf, _ = encodeEnvelope(Envelope{Code: codeFail, Message: msgInternal})
	}
	defer releaseEnvelopeBuf(buf)
	h := w.Header()
	if !start.IsZero() {
		h.Set("Server-Timing", "app;dur="+strconv.FormatFloat(float64(time.Since(start).Microseconds())/1000, 'f', 2, 64))
	}
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Del("Content-Length") // a fallback handler may have set one for its own body
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// envelopeBufCap is the largest encoding buffer kept for reuse; one grown
// past it (a rare huge answer) is left to the collector instead of being
// held.
const envelopeBufCap = 1 << 20

// envelopeBufs reuses the buffers answers are encoded into. json.Marshal
// copied every body out of its own pooled buffer: 14 % of the bytes the
// server allocated in the household-scale bench (full lists of hundreds of
// kB), garbage the collector had to keep up with under the memory limit
// (issue 31).
var envelopeBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// encodeEnvelope encodes env as json.Marshal would, into a pooled buffer
// the caller hands back with releaseEnvelopeBuf.
func encodeEnvelope(env Envelope) (*bytes.Buffer, error) {
	buf := envelopeBufs.Get().(*bytes.Buffer)
	buf.Reset()
	if err := json.NewEncoder(buf).Encode(env); err != nil {
		releaseEnvelopeBuf(buf)
		return nil, err
	}
	buf.Truncate(buf.Len() - 1) // Encode's trailing newline, which Marshal has not
	return buf, nil
}

func releaseEnvelopeBuf(buf *bytes.Buffer) {
	if buf.Cap() <= envelopeBufCap {
		envelopeBufs.Put(buf)
	}
}

// StatusError is a failure sent with a non-200 HTTP status. The contract
// sends business errors as HTTP 200 (api-contract §1.2); these are limits
// of the transport instead (body too large, too many sign-in attempts),
// which clients and intermediaries should see as such. The body is still
// the envelope, so the UI can show Message.
type StatusError struct {
	Status  int
	Message string
	// RetryAfter, when positive, is sent as the Retry-After header (seconds).
	RetryAfter int
}

func (e StatusError) Error() string { return e.Message }

// writeStatusError sends e as a code-1 envelope with its status.
func writeStatusError(w http.ResponseWriter, e StatusError) {
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	writeEnvelope(w, e.Status, Envelope{Code: codeFail, Message: e.Message})
}
