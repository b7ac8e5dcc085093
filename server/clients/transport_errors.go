package clients

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net"
	"syscall"
)

// transportError explains why no usable answer came back. It quotes the
// configured address (which holds no secret) and the cause, never the raw
// Go error, which can be long and English.
func (s *session) transportError(err error) error {
	var own *Error
	if errors.As(err, &own) { // from CheckRedirect
		return own
	}
	return fail("无法连接到 %s：%s", s.shown, transportCause(err))
}

func transportCause(err error) string {
	var dnsErr *net.DNSError
	var certErr *tls.CertificateVerificationError
	var unknownCA x509.UnknownAuthorityError
	var hostnameErr x509.HostnameError
	var recordErr tls.RecordHeaderError
	var netErr net.Error
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "连接超时"
	case errors.Is(err, context.Canceled):
		return "检查已取消"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "连接被拒绝"
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE):
		return "连接被重置"
	case errors.Is(err, syscall.EHOSTUNREACH), errors.Is(err, syscall.ENETUNREACH):
		return "网络不可达"
	case errors.As(err, &dnsErr):
		return "找不到该主机（域名无法解析）"
	case errors.As(err, &certErr), errors.As(err, &unknownCA), errors.As(err, &hostnameErr):
		return "HTTPS证书无效"
	case errors.As(err, &recordErr):
		return "对方不是HTTPS服务，请改用http://"
	case errors.As(err, &netErr) && netErr.Timeout():
		return "连接超时"
	}
	return "网络错误"
}

// TransportCause says in Chinese why a request got no usable answer (a
// timeout, a refused connection, a bad certificate …). It never quotes the
// Go error, which can hold a URL with secrets in it.
func TransportCause(err error) string { return transportCause(err) }
