package httpx

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"testing"
	"time"
)

type timeoutErr struct{}

func (timeoutErr) Error() string   { return "net/http: timeout awaiting response headers" }
func (timeoutErr) Timeout() bool   { return true }
func (timeoutErr) Temporary() bool { return true }

func TestIsHeaderTimeout(t *testing.T) {
	dialTimeout := &net.OpError{Op: "dial", Net: "tcp", Err: os.ErrDeadlineExceeded}
	cases := []struct {
		err  error
		want bool
	}{
		{timeoutErr{}, true},
		{fmt.Errorf("wrapped: %w", timeoutErr{}), true},
		{context.DeadlineExceeded, true},
		{dialTimeout, false},
		{&net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connection refused")}, false},
		{errors.New("EOF"), false},
	}
	for _, c := range cases {
		if got := isHeaderTimeout(c.err); got != c.want {
			t.Errorf("isHeaderTimeout(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}

func TestRedactErrDropsURL(t *testing.T) {
	err := &url.Error{Op: "Get", URL: "http://up/api/x?access_key=SECRET", Err: errors.New("boom")}
	if got := redactErr(err); got != "Get: boom" {
		t.Fatalf("redactErr = %q", got)
	}
}

func TestUpstreamTransportSettings(t *testing.T) {
	tr := newUpstreamTransport(defaultProxyConfig)
	if tr.ResponseHeaderTimeout != 60*time.Second || tr.MaxIdleConnsPerHost != 32 || tr.IdleConnTimeout != 90*time.Second {
		t.Fatalf("limits: header %v, idle/host %d, idle %v", tr.ResponseHeaderTimeout, tr.MaxIdleConnsPerHost, tr.IdleConnTimeout)
	}
	if defaultProxyConfig.dialTimeout != 3*time.Second {
		t.Fatalf("dial timeout %v", defaultProxyConfig.dialTimeout)
	}
	if !tr.Protocols.HTTP1() || tr.Protocols.HTTP2() || tr.Protocols.UnencryptedHTTP2() {
		t.Fatalf("upstream must be HTTP/1.1 only: %v", tr.Protocols)
	}
	if tr.Proxy != nil {
		t.Fatalf("environment proxies must not be used for the upstream")
	}
	var _ http.RoundTripper = tr
}
