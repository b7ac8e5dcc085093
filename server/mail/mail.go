// Package mail sends plain-text mail through the configured SMTP server
// (settings.SMTP) with net/smtp: no TLS, STARTTLS, or TLS from the first
// byte. Failures come back as *Error with a Chinese reason for the forms.
package mail

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"mime"
	"net"
	netmail "net/mail"
	"net/smtp"
	"strconv"
	"strings"
	"time"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/settings"
)

// Error is a failed delivery, shown to the user as is (fault.Invalid).
type Error = fault.Invalid

func fail(format string, args ...any) error { return &Error{Message: fmt.Sprintf(format, args...)} }

// Message is one plain-text mail to one recipient.
type Message struct {
	To      string
	Subject string
	Text    string
}

// Sender delivers messages. The zero value trusts the system's roots and
// gives up after 20 s.
type Sender struct {
	RootCAs *x509.CertPool // nil: the system's
	Timeout time.Duration
}

// Send delivers m through cfg's server.
func (s Sender) Send(ctx context.Context, cfg settings.SMTP, m Message) error {
	if !cfg.Configured() {
		return fail("还没有设置SMTP发信服务器")
	}
	from, err := netmail.ParseAddress(cfg.Sender)
	if err != nil {
		return fail("发件人地址无效")
	}
	to, err := netmail.ParseAddress(m.To)
	if err != nil || strings.ContainsAny(m.To, "\r\n") {
		return fail("收件人邮箱地址无效")
	}
	timeout := s.Timeout
	if timeout == 0 {
		timeout = 20 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	addr := net.JoinHostPort(cfg.Host, strconv.Itoa(cfg.Port))
	conn, err := (&net.Dialer{}).DialContext(ctx, "tcp", addr)
	if err != nil {
		return fail("无法连接SMTP服务器 %s：%v", addr, err)
	}
	defer conn.Close()
	deadline, _ := ctx.Deadline()
	conn.SetDeadline(deadline)
	tlsCfg := &tls.Config{ServerName: cfg.Host, RootCAs: s.RootCAs, MinVersion: tls.VersionTLS12}
	if cfg.TLS == settings.SMTPTLS {
		tc := tls.Client(conn, tlsCfg)
		if err := tc.HandshakeContext(ctx); err != nil {
			return fail("SSL/TLS握手失败：%v", err)
		}
		conn = tc
	}
	c, err := smtp.NewClient(conn, cfg.Host)
	if err != nil {
		return fail("SMTP服务器没有正常应答：%v", err)
	}
	defer c.Close()
	if cfg.TLS == settings.SMTPStartTLS {
		if ok, _ := c.Extension("STARTTLS"); !ok {
			return fail("SMTP服务器不支持STARTTLS，请换一种加密方式")
		}
		if err := c.StartTLS(tlsCfg); err != nil {
			return fail("STARTTLS失败：%v", err)
		}
	}
	if cfg.Username != "" {
		if ok, _ := c.Extension("AUTH"); !ok {
			return fail("SMTP服务器不接受登录（没有AUTH），请清空登录账号")
		}
		// PlainAuth itself refuses to send the password unencrypted
		// (except to localhost).
		if err := c.Auth(smtp.PlainAuth("", cfg.Username, cfg.Password, cfg.Host)); err != nil {
			return fail("SMTP登录失败：%v", err)
		}
	}
	if err := c.Mail(from.Address); err != nil {
		return fail("SMTP服务器拒绝了发件人：%v", err)
	}
	if err := c.Rcpt(to.Address); err != nil {
		return fail("SMTP服务器拒绝了收件人：%v", err)
	}
	w, err := c.Data()
	if err != nil {
		return fail("SMTP服务器拒绝发送：%v", err)
	}
	if _, err := w.Write(compose(cfg.Sender, m, time.Now())); err != nil {
		return fail("发送邮件内容失败：%v", err)
	}
	if err := w.Close(); err != nil {
		return fail("SMTP服务器没有接受邮件：%v", err)
	}
	return c.Quit()
}

// compose writes the message: UTF-8 text, base64 body, encoded subject.
func compose(from string, m Message, now time.Time) []byte {
	var b bytes.Buffer
	id := make([]byte, 12)
	rand.Read(id)
	domain := "movie-robot.local"
	if a, err := netmail.ParseAddress(from); err == nil {
		if _, d, ok := strings.Cut(a.Address, "@"); ok {
			domain = d
		}
	}
	header := func(k, v string) { b.WriteString(k + ": " + v + "\r\n") }
	header("From", encodeAddress(from))
	header("To", encodeAddress(m.To))
	header("Subject", mime.BEncoding.Encode("UTF-8", m.Subject))
	header("Date", now.Format(time.RFC1123Z))
	header("Message-ID", "<"+hex.EncodeToString(id)+"@"+domain+">")
	header("MIME-Version", "1.0")
	header("Content-Type", "text/plain; charset=UTF-8")
	header("Content-Transfer-Encoding", "base64")
	b.WriteString("\r\n")
	enc := base64.StdEncoding.EncodeToString([]byte(m.Text))
	for len(enc) > 76 {
		b.WriteString(enc[:76] + "\r\n")
		enc = enc[76:]
	}
	b.WriteString(enc + "\r\n")
	return b.Bytes()
}

// encodeAddress writes a parsed address with its name RFC 2047-encoded.
func encodeAddress(s string) string {
	a, err := netmail.ParseAddress(s)
	if err != nil {
		return s
	}
	return a.String()
}
