package httpx

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"net/url"

	"github.com/movie-robot/web-console/server/netutil"
)

// proxyErrorHandler maps a failed upstream round trip to an answer the UI
// can show: 502 when the upstream cannot be reached, 504 when it accepted the
// request but sent no headers in time, nothing at all when the client left.
func proxyErrorHandler(upstreamHost string, logger *slog.Logger) func(http.ResponseWriter, *http.Request, error) {
	return func(w http.ResponseWriter, r *http.Request, err error) {
		// Only the path is logged: query strings may carry access keys.
		attrs := []any{"upstream", upstreamHost, "client", netutil.ClientOf(r).Key(),
			"method", r.Method, "path", r.URL.Path, "err", redactErr(err)}
		if errors.Is(err, context.Canceled) || r.Context().Err() != nil {
			// Navigating away or closing a tab is routine, not a fault, and
			// nobody is left to read an answer.
			logger.Debug("proxy: client went away", attrs...)
			return
		}
		if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
			// A chunked body ran past limitBody's cap while being forwarded.
			writeJSONError(w, http.StatusRequestEntityTooLarge, msgTooLarge)
			return
		}
		if isHeaderTimeout(err) {
			logger.Warn("proxy: upstream timed out", attrs...)
			writeJSONError(w, http.StatusGatewayTimeout, msgUpstreamTimeout)
			return
		}
		logger.Warn("proxy: upstream unreachable", attrs...)
		writeJSONError(w, http.StatusBadGateway, msgUpstreamDown)
	}
}

// isHeaderTimeout reports a timeout after the connection was made. A dial
// time-out is a timeout too, but it means the upstream cannot be reached at
// all, which the user fixes differently (502, check --upstream).
func isHeaderTimeout(err error) bool {
	var opErr *net.OpError
	if errors.As(err, &opErr) && opErr.Op == "dial" {
		return false
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	var netErr net.Error
	return errors.As(err, &netErr) && netErr.Timeout()
}

// redactErr drops the URL a *url.Error would print (it may hold a query with
// secrets) and keeps the underlying cause.
func redactErr(err error) string {
	var uErr *url.Error
	if errors.As(err, &uErr) {
		return uErr.Op + ": " + uErr.Err.Error()
	}
	return err.Error()
}
