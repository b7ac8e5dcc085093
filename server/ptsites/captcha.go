package ptsites

import (
	"context"
	"errors"
	"fmt"

	"github.com/movie-robot/web-console/server/indexer"
	"github.com/movie-robot/web-console/server/settings"
)

// Captcha answers the captcha image of a site's sign-in for the site
// dialog, opened with the dialog's fields. The session that fetched it is
// kept for the Save that brings the answer: the image belongs to it.
func (s *Service) Captcha(ctx context.Context, in SaveInput) (indexer.Captcha, error) {
	def := s.defs[in.SiteName]
	if def == nil {
		if d := s.broken[in.SiteName]; d != nil {
			return indexer.Captcha{}, unusable(d)
		}
		return indexer.Captcha{}, Invalid{Message: "不支持的站点：" + in.SiteName}
	}
	if def.Login.Captcha == nil {
		return indexer.Captcha{}, Invalid{Message: indexer.ErrNoCaptcha.Error()}
	}
	st, sec, err := s.formRecord(ctx, def, in)
	if err != nil {
		return indexer.Captcha{}, err
	}
	cfg := config(st, sec)
	site, err := indexer.Open(def, cfg)
	if err != nil {
		return indexer.Captcha{}, Invalid{Message: "站点设置不正确：" + err.Error()}
	}
	cs, ok := site.(indexer.CaptchaSite)
	if !ok {
		return indexer.Captcha{}, Invalid{Message: indexer.ErrNoCaptcha.Error()}
	}
	img, err := cs.Captcha(ctx)
	if errors.Is(err, indexer.ErrNoCaptcha) {
		return img, Invalid{Message: err.Error()}
	}
	if err != nil {
		return img, Invalid{Message: "获取验证码失败：" + err.Error()}
	}
	s.mu.Lock()
	s.captchas[in.SiteName] = openSite{fmt.Sprintf("%+v", cfg), site}
	s.mu.Unlock()
	return img, nil
}

// openForSave opens the site the save verifies: the one whose captcha the
// user read, with the answer, when the fields are unchanged since.
func (s *Service) openForSave(def *indexer.Definition, cfg indexer.Config, in SaveInput) (indexer.Site, error) {
	s.mu.Lock()
	p, ok := s.captchas[in.SiteName]
	delete(s.captchas, in.SiteName)
	s.mu.Unlock()
	site := p.site
	if !ok || p.fingerprint != fmt.Sprintf("%+v", cfg) {
		var err error
		if site, err = indexer.Open(def, cfg); err != nil {
			return nil, err
		}
	}
	if cs, ok := site.(indexer.CaptchaSite); ok && in.Captcha != "" {
		cs.SetCaptchaAnswer(in.Captcha)
	}
	return site, nil
}

// formRecord is the site record the dialog's fields make (over the stored
// one when editing), without storing anything.
func (s *Service) formRecord(ctx context.Context, def *indexer.Definition, in SaveInput) (rec settings.Site, sec secret, err error) {
	list, err := s.configured(ctx)
	if err != nil {
		return rec, sec, err
	}
	old, oldSec := rec, secret{}
	for _, x := range list {
		if x.SiteName == in.SiteName {
			old = x
			if oldSec, err = s.secret(ctx, in.SiteName); err != nil {
				return rec, sec, err
			}
		}
	}
	return in.record(def, old, oldSec)
}
