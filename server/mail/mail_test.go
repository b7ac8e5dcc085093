package mail

import (
	"context"
	"encoding/base64"
	"io"
	"mime"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/smtptest"
	"github.com/movie-robot/web-console/server/settings"
)

// body decodes a received message's base64 text.
func body(t *testing.T, r io.Reader) string {
	t.Helper()
	raw, _ := io.ReadAll(r)
	text, err := base64.StdEncoding.DecodeString(strings.Join(strings.Fields(string(raw)), ""))
	if err != nil {
		t.Fatal(err)
	}
	return string(text)
}

func TestSendsThroughARealSMTPServerInEveryTLSMode(t *testing.T) {
	for _, mode := range []smtptest.Mode{smtptest.Plain, smtptest.StartTLS, smtptest.TLS} {
		t.Run(string(mode), func(t *testing.T) {
			srv := smtptest.Start(t, mode)
			cfg := settings.SMTP{Host: srv.Host, Port: srv.Port, TLS: string(mode), Sender: "电影机器人 <robot@example.com>"}
			err := Sender{RootCAs: srv.Roots}.Send(context.Background(), cfg,
				Message{To: "guest@example.com", Subject: "邀请你加入电影机器人", Text: "打开链接：http://x/auth/sign-up?token=abc"})
			if err != nil {
				t.Fatal(err)
			}
			got := srv.Messages(t, 1)
			if len(got) != 1 {
				t.Fatalf("%d messages received", len(got))
			}
			subject, _ := new(mime.WordDecoder).DecodeHeader(got[0].Header.Get("Subject"))
			from, _ := got[0].Header.AddressList("From")
			if subject != "邀请你加入电影机器人" || len(from) != 1 || from[0].Name != "电影机器人" || got[0].Header.Get("To") != "<guest@example.com>" {
				t.Fatalf("headers %v (subject %q)", got[0].Header, subject)
			}
			if text := body(t, got[0].Body); !strings.Contains(text, "token=abc") {
				t.Fatalf("body %q", text)
			}
		})
	}
}

func TestFailuresSayWhatIsWrong(t *testing.T) {
	srv := smtptest.Start(t, smtptest.Plain)
	base := settings.SMTP{Host: srv.Host, Port: srv.Port, TLS: settings.SMTPNone, Sender: "robot@example.com"}
	withStartTLS, withLogin := base, base
	withStartTLS.TLS = settings.SMTPStartTLS
	withLogin.Username, withLogin.Password = "robot", "pw"
	for name, c := range map[string]struct {
		cfg  settings.SMTP
		to   string
		want string
	}{
		"not configured":           {settings.SMTP{}, "a@example.com", "还没有设置SMTP发信服务器"},
		"bad recipient":            {base, "not an address", "收件人邮箱地址无效"},
		"no STARTTLS offered":      {withStartTLS, "a@example.com", "不支持STARTTLS"},
		"login without AUTH":       {withLogin, "a@example.com", "不接受登录"},
		"header injection refused": {base, "a@example.com\r\nBcc: x@example.com", "收件人邮箱地址无效"},
	} {
		err := Sender{}.Send(context.Background(), c.cfg, Message{To: c.to, Subject: "s", Text: "t"})
		if e, ok := err.(*Error); !ok || !strings.Contains(e.Message, c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
	closed := base
	closed.Port = 1
	if err := (Sender{}).Send(context.Background(), closed, Message{To: "a@example.com"}); err == nil || !strings.Contains(err.Error(), "无法连接") {
		t.Errorf("closed port: %v", err)
	}
	if n := len(srv.Messages(t, 0)); n != 0 {
		t.Fatalf("%d messages got through", n)
	}
}
