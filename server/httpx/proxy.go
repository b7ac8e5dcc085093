package httpx

import (
	"log/slog"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"time"
)

// proxyConfig holds the transport limits. Tests shrink them; production uses
// defaultProxyConfig.
type proxyConfig struct {
	dialTimeout           time.Duration
	responseHeaderTimeout time.Duration
}

var defaultProxyConfig = proxyConfig{
	dialTimeout: 3 * time.Second,
	// The UI's own axios time-out: waiting longer helps nobody.
	responseHeaderTimeout: 60 * time.Second,
}

// NewProxy returns the proxy-mode backend: a reverse proxy to upstream that
// keeps the client's path and query (appended to upstream's base path), sets
// X-Forwarded-For/-Host/-Proto from the real connection (see forwardHeaders),
// streams WebSocket upgrades and server-sent events unbuffered, and turns
// transport failures into the API's JSON envelope.
func NewProxy(upstream *url.URL, logger *slog.Logger) http.Handler {
	return newProxy(upstream, logger, defaultProxyConfig)
}

func newProxy(upstream *url.URL, logger *slog.Logger, cfg proxyConfig) *httputil.ReverseProxy {
	if logger == nil {
		logger = slog.Default()
	}
	return &httputil.ReverseProxy{
		// Rewrite (not Director) guarantees the inbound X-Forwarded-* and
		// hop-by-hop headers are removed before we add our own.
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(upstream)
			forwardHeaders(pr)
		},
		Transport: newUpstreamTransport(cfg),
		// -1 flushes after every write: SSE and long polls reach the browser
		// as soon as the upstream sends them.
		FlushInterval: -1,
		ModifyResponse: func(resp *http.Response) error {
			stripSecurityHeaders(resp.Header)
			return nil
		},
		ErrorHandler: proxyErrorHandler(upstream.Host, logger),
		// Errors after the answer has started (e.g. "read error during body
		// copy" when the upstream drops mid-body) bypass ErrorHandler and go
		// to ErrorLog, which defaults to plain stderr: route them to the log
		// file, where the app-log viewer shows them.
		ErrorLog: slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
}

// newUpstreamTransport speaks HTTP/1.1 only: the upstream is a plain-HTTP
// Python backend, and WebSocket upgrades need HTTP/1.1 anyway. It ignores
// HTTP_PROXY variables on purpose: the upstream is normally on the LAN or
// loopback, and an environment proxy would silently route around it.
func newUpstreamTransport(cfg proxyConfig) *http.Transport {
	protocols := new(http.Protocols)
	protocols.SetHTTP1(true)
	return &http.Transport{
		DialContext: (&net.Dialer{
			Timeout:   cfg.dialTimeout,
			KeepAlive: 30 * time.Second,
		}).DialContext,
		Protocols:             protocols,
		ResponseHeaderTimeout: cfg.responseHeaderTimeout,
		MaxIdleConnsPerHost:   32,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ExpectContinueTimeout: 1 * time.Second,
	}
}
