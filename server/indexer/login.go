package indexer

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/PuerkitoBio/goquery"
)

// Login signs in when the site uses a form, then checks the session with
// the definition's test page.
func (c *cardigann) Login(ctx context.Context) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.loggedIn = false
	if c.noLogin() {
		c.loggedIn = true
		return nil
	}
	if c.usesForm() {
		if err := c.formLogin(ctx); err != nil {
			return err
		}
	} else if c.cfg["cookie"] == "" {
		return failf(KindCookie, nil, "没有填写Cookie")
	}
	if err := c.test(ctx); err != nil {
		return err
	}
	c.loggedIn = true
	return nil
}

// ensureLogin signs in once before the first request that needs it.
func (c *cardigann) ensureLogin(ctx context.Context) error {
	c.mu.Lock()
	done := c.loggedIn
	c.mu.Unlock()
	if done || !c.usesForm() {
		return nil
	}
	return c.Login(ctx)
}

// formLogin signs in as the definition's login block says (a form read from
// the login page, or a post, get or oneurl request of its inputs).
func (c *cardigann) formLogin(ctx context.Context) error {
	l := c.def.Login
	v := c.vars()
	if l.Captcha != nil && c.captchaAnswer == "" {
		return failf(KindLogin, nil, "站点登录需要验证码：请在站点设置里获取验证码并填写")
	}
	form := url.Values{}
	action := c.s.resolve(l.Path)
	if len(l.Cookies) > 0 {
		c.s.setCookie(strings.Join(l.Cookies, "; "))
	}
	var landing *goquery.Document
	if l.Method == "form" {
		var err error
		if landing, err = c.landingForm(ctx, v, form, &action); err != nil {
			return err
		}
	}
	for k, t := range l.Inputs {
		val, err := expand(t, v)
		if err != nil {
			return failf(KindParse, err, "登录参数%s", k)
		}
		if l.Selectors && landing != nil {
			// login.selectors: the keys select the inputs whose names to use
			name, ok := find(landing.Selection, k).Attr("name")
			if !ok {
				return failf(KindLogin, nil, "登录页没有与%s匹配的输入框", k)
			}
			k = name
		}
		form.Set(k, val)
	}
	if l.Captcha != nil {
		form.Set(l.Captcha.Input, c.captchaAnswer)
		c.captchaAnswer = "" // one answer per image
	}
	method := http.MethodPost
	switch l.Method {
	case "get": // the inputs go in the query string
		method = http.MethodGet
	case "oneurl": // the "oneurl" input is appended to the path
		method, action, form = http.MethodGet, c.s.resolve(l.Path+form.Get("oneurl")), nil
	}
	h, err := expandHeaders(l.Headers, v)
	if err != nil {
		return failf(KindParse, err, "登录请求头")
	}
	if h == nil {
		h = http.Header{}
	}
	h.Set("Referer", c.s.resolve(l.Path))
	p, err := c.s.do(ctx, method, action, form, h)
	if err != nil {
		return err
	}
	doc, err := goquery.NewDocumentFromReader(bytes.NewReader(p.Body))
	if err != nil {
		return failf(KindParse, err, "登录结果页")
	}
	return c.loginError(doc, v)
}

// selectorInputs adds the values a form login reads from the login page:
// selectorinputs into the form, getselectorinputs into the submit
// address's query.
func (c *cardigann) selectorInputs(doc *goquery.Selection, v *Vars, form url.Values, action *string) error {
	l := c.def.Login
	for name, sel := range l.SelectorInputs {
		val, err := readField(doc, sel, v)
		if err != nil {
			return failf(KindLogin, err, "登录页没有%s", name)
		}
		form.Set(name, val)
	}
	if len(l.GetSelectorInputs) == 0 {
		return nil
	}
	u, err := url.Parse(*action)
	if err != nil {
		return failf(KindParse, err, "登录地址")
	}
	q := u.Query()
	for name, sel := range l.GetSelectorInputs {
		val, err := readField(doc, sel, v)
		if err != nil {
			return failf(KindLogin, err, "登录页没有%s", name)
		}
		q.Set(name, val)
	}
	u.RawQuery = q.Encode()
	*action = u.String()
	return nil
}

// test opens the definition's test page: a redirect to the login page or
// a missing selector means the session is not valid.
func (c *cardigann) test(ctx context.Context) error {
	t := c.def.Login.Test
	path := t.Path
	if path == "" {
		path = "index.php"
	}
	p, err := c.s.do(ctx, http.MethodGet, c.s.resolve(path), nil, nil)
	if err != nil {
		return err
	}
	return c.checkSession(p, t.Selector)
}

// checkSession decides whether a page was served to a signed-in user.
func (c *cardigann) checkSession(p *page, selector string) error {
	kind, what := KindCookie, "站点要求重新登录，请更新Cookie"
	if c.usesForm() {
		kind, what = KindLogin, "用户名或密码错误，或站点要求验证码"
	}
	if isLoginURL(p.URL) {
		return failf(kind, nil, "%s", what)
	}
	if selector == "" {
		return nil
	}
	doc, err := goquery.NewDocumentFromReader(bytes.NewReader(p.Body))
	if err != nil {
		return failf(KindParse, err, "")
	}
	if doc.Find(selector).Length() == 0 {
		return failf(kind, nil, "%s", what)
	}
	return nil
}

func isLoginURL(u *url.URL) bool {
	p := strings.ToLower(u.Path)
	return strings.Contains(p, "login") || strings.Contains(p, "signin")
}

// landingForm reads the login page (the one Login already fetched, or a
// fresh one) for a "form" login: the form's own inputs go into form, and
// action becomes where the form posts. The page is returned for
// login.selectors.
func (c *cardigann) landingForm(ctx context.Context, v *Vars, form url.Values, action *string) (*goquery.Document, error) {
	l := c.def.Login
	p := c.landing
	c.landing = nil
	if p == nil {
		var err error
		if p, err = c.s.do(ctx, http.MethodGet, c.s.resolve(l.Path), nil, nil); err != nil {
			return nil, err
		}
	}
	doc, err := goquery.NewDocumentFromReader(bytes.NewReader(p.Body))
	if err != nil {
		return nil, failf(KindParse, err, "登录页")
	}
	sel := l.Form
	if sel == "" {
		sel = "form"
	}
	f := doc.Find(sel).First()
	if f.Length() == 0 {
		return nil, failf(KindLogin, nil, "登录页没有登录表单")
	}
	f.Find("input[name]").Each(func(_ int, in *goquery.Selection) {
		typ, _ := in.Attr("type")
		if typ == "checkbox" || typ == "radio" {
			if _, on := in.Attr("checked"); !on {
				return
			}
		}
		name, _ := in.Attr("name")
		val, _ := in.Attr("value")
		form.Set(name, val)
	})
	if a, ok := f.Attr("action"); ok && a != "" {
		if u, err := p.URL.Parse(a); err == nil {
			*action = u.String()
		}
	}
	if l.SubmitPath != "" {
		*action = c.s.resolve(l.SubmitPath)
	}
	if err := c.selectorInputs(doc.Selection, v, form, action); err != nil {
		return nil, err
	}
	return doc, nil
}

// loginError is the site's refusal on the page a login answered with (the
// definition's error selectors), or nil.
func (c *cardigann) loginError(doc *goquery.Document, v *Vars) error {
	return c.pageError(doc.Selection, c.def.Login.Error, v, KindLogin, "%s")
}
