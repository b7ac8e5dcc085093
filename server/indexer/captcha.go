package indexer

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/PuerkitoBio/goquery"
)

// Captcha is the image a site's sign-in asks the user to read.
type Captcha struct {
	Image       []byte
	ContentType string
}

// CaptchaSite is a site whose sign-in may ask for a captcha: the site
// dialog shows Captcha's image, and the answer is handed over before Login.
type CaptchaSite interface {
	Captcha(ctx context.Context) (Captcha, error)
	SetCaptchaAnswer(answer string)
}

// ErrNoCaptcha: the definition's sign-in has no captcha.
var ErrNoCaptcha = errors.New("该站点登录不需要验证码")

// Captcha opens the sign-in page and fetches its captcha image. The page
// is kept: the sign-in that follows posts this very form, in this session,
// which the image belongs to.
func (c *cardigann) Captcha(ctx context.Context) (Captcha, error) {
	l := c.def.Login
	if l.Captcha == nil {
		return Captcha{}, ErrNoCaptcha
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(l.Cookies) > 0 {
		c.s.setCookie(strings.Join(l.Cookies, "; "))
	}
	p, err := c.s.do(ctx, http.MethodGet, c.s.resolve(l.Path), nil, nil)
	if err != nil {
		return Captcha{}, err
	}
	doc, err := goquery.NewDocumentFromReader(bytes.NewReader(p.Body))
	if err != nil {
		return Captcha{}, failf(KindParse, err, "登录页")
	}
	src, ok := find(doc.Selection, l.Captcha.Selector).First().Attr("src")
	if !ok {
		return Captcha{}, failf(KindLogin, nil, "登录页没有验证码图片（%s）", l.Captcha.Selector)
	}
	u, err := p.URL.Parse(strings.TrimSpace(src))
	if err != nil {
		return Captcha{}, failf(KindParse, err, "验证码地址")
	}
	img, err := c.s.do(ctx, http.MethodGet, u.String(), nil, http.Header{"Referer": {p.URL.String()}})
	if err != nil {
		return Captcha{}, err
	}
	ct := img.Header.Get("Content-Type")
	if img.Status != http.StatusOK || !strings.HasPrefix(ct, "image/") {
		return Captcha{}, failf(KindParse, nil, "站点返回的不是验证码图片（HTTP %d）", img.Status)
	}
	c.landing = p
	return Captcha{Image: img.Body, ContentType: ct}, nil
}

// SetCaptchaAnswer is what the user read; the next sign-in sends it.
func (c *cardigann) SetCaptchaAnswer(answer string) {
	c.mu.Lock()
	c.captchaAnswer = strings.TrimSpace(answer)
	c.mu.Unlock()
}
