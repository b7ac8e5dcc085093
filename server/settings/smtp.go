package settings

import (
	"net/mail"
	"strings"
)

// SMTP security modes.
const (
	SMTPNone     = "none"     // plain text (a relay on the LAN)
	SMTPStartTLS = "starttls" // plain connect, then STARTTLS (port 587)
	SMTPTLS      = "tls"      // TLS from the first byte (port 465)
)

// SMTP is the outgoing mail server (an addition: invitations by mail,
// issue 14). Password is a secret.
type SMTP struct {
	Host     string `json:"host"`
	Port     int    `json:"port"`
	TLS      string `json:"tls"`
	Username string `json:"username"`
	Password string `json:"password"`
	Sender   string `json:"sender"` // From: address, e.g. "电影机器人 <robot@example.com>"
}

// Configured reports whether mail can be sent at all.
func (s SMTP) Configured() bool { return s.Host != "" && s.Sender != "" }

// SMTPSection is stored under "setting.smtp".
var SMTPSection = Section[SMTP]{Key: "setting.smtp", Default: func() SMTP {
	return SMTP{Port: 587, TLS: SMTPStartTLS}
}}

// SMTPInput is the body of save_smtp and test_smtp.
type SMTPInput struct {
	Host     string `json:"host"`
	Port     Int    `json:"port"`
	TLS      string `json:"tls"`
	Username string `json:"username"`
	Password string `json:"password"`
	Sender   string `json:"sender"`
}

// Validate checks the form.
func (in SMTPInput) Validate() (SMTP, error) {
	out := SMTP{Password: in.Password, TLS: strings.TrimSpace(in.TLS)}
	var err error
	if out.Host, err = checkText("SMTP服务器", in.Host, true, maxShortLen); err != nil {
		return out, err
	}
	if strings.ContainsAny(out.Host, " /:?#@") {
		return out, invalid("SMTP服务器只填主机名或IP地址，例如 smtp.example.com")
	}
	p, ok := in.Port.In(1, 65535)
	if !ok {
		return out, invalid("端口必须是1到65535之间的整数")
	}
	out.Port = p
	if out.TLS != SMTPNone && out.TLS != SMTPStartTLS && out.TLS != SMTPTLS {
		return out, invalid("加密方式只能是 无、STARTTLS 或 SSL/TLS")
	}
	if out.Username, err = checkText("登录账号", in.Username, false, maxSecretLen); err != nil {
		return out, err
	}
	if TextLen(in.Password) > maxSecretLen {
		return out, invalid("登录密码不能超过%d个字符", maxSecretLen)
	}
	if out.Sender, err = checkText("发件人", in.Sender, true, maxShortLen); err != nil {
		return out, err
	}
	if _, err := mail.ParseAddress(out.Sender); err != nil || strings.ContainsAny(out.Sender, "\r\n") {
		return out, invalid("发件人必须是邮箱地址，例如 电影机器人 <robot@example.com>")
	}
	return out, nil
}
