package clients

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"syscall"
	"testing"
)

// Causes that a loopback test cannot provoke safely (a DNS failure would
// query the machine's resolver) are checked on synthetic errors.
func TestTransportCause(t *testing.T) {
	wrap := func(err error) error { return &url.Error{Op: "Get", URL: "http://x", Err: err} }
	op := func(errno syscall.Errno) error {
		return wrap(&net.OpError{Op: "dial", Net: "tcp", Err: os.NewSyscallError("connect", errno)})
	}
	cases := []struct {
		err  error
		want string
	}{
		{wrap(context.DeadlineExceeded), "连接超时"},
		{wrap(context.Canceled), "检查已取消"},
		{op(syscall.ECONNREFUSED), "连接被拒绝"},
		{op(syscall.ECONNRESET), "连接被重置"},
		{op(syscall.EHOSTUNREACH), "网络不可达"},
		{wrap(&net.OpError{Op: "dial", Err: &net.DNSError{Err: "no such host", Name: "nas", IsNotFound: true}}), "找不到该主机（域名无法解析）"},
		{wrap(&tls.CertificateVerificationError{Err: errors.New("x509: expired")}), "HTTPS证书无效"},
		{wrap(tls.RecordHeaderError{Msg: "first record does not look like a TLS handshake"}), "对方不是HTTPS服务，请改用http://"},
		{wrap(fmt.Errorf("weird")), "网络错误"},
	}
	for _, c := range cases {
		if got := transportCause(c.err); got != c.want {
			t.Errorf("%v: got %q, want %q", c.err, got, c.want)
		}
	}
}
