package cookiecloud

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/movie-robot/web-console/server/settings"
)

// sync fetches the upload and stores each target's cookie when it differs;
// every changed, missing or expired site gets a log line, and the last two
// an alert, since the site stops working until the user signs in again.
func (s *Syncer) sync(ctx context.Context, cfg settings.CookieCloud) (Outcome, error) {
	log := s.Log
	if log == nil {
		log = slog.Default()
	}
	s.mu.Lock()
	s.last, s.synced = s.now(), cfg
	s.mu.Unlock()
	if cfg.ServerURL == "" || cfg.UUID == "" {
		return Outcome{}, fail("请先填写CookieCloud的服务器地址和用户KEY（UUID）")
	}
	data, err := Fetch(ctx, s.Client, cfg.ServerURL, cfg.UUID, cfg.Password)
	if err != nil {
		log.Warn("CookieCloud同步失败", "reason", err.Error())
		return Outcome{}, err
	}
	targets, err := s.Sites.CookieTargets(ctx)
	if err != nil {
		return Outcome{}, err
	}
	var out Outcome
	for _, t := range targets {
		cookie, expired := "", false
		for _, h := range t.Hosts {
			if cookie, expired = data.CookieFor(h, s.now()); cookie != "" {
				break
			}
		}
		switch {
		case cookie == t.Cookie:
			out.Unchanged = append(out.Unchanged, t.Alias)
		case cookie != "":
			if err := s.Sites.SetCookie(ctx, t.Name, cookie, Source); err != nil {
				return out, fmt.Errorf("%s：%w", t.Alias, err)
			}
			out.Updated = append(out.Updated, t.Alias)
			s.warn(t.Alias, "")
			log.Info("CookieCloud同步：已更新站点Cookie", "site", t.Alias)
		case expired:
			out.Expired = append(out.Expired, t.Alias)
			s.alert(ctx, log, t.Alias, "CookieCloud里该站点的Cookie已过期，请在浏览器中重新登录站点后上传")
		default:
			out.Missing = append(out.Missing, t.Alias)
			s.alert(ctx, log, t.Alias, "CookieCloud里没有该站点的Cookie，请在浏览器插件中同步该站点的域名")
		}
	}
	log.Info("CookieCloud同步完成", "updated", len(out.Updated), "unchanged", len(out.Unchanged),
		"missing", len(out.Missing), "expired", len(out.Expired))
	return out, nil
}

// alert logs every time, and tells the user once per site and reason: a
// site missing from CookieCloud for a week is one message, not one a sync.
func (s *Syncer) alert(ctx context.Context, log *slog.Logger, alias, reason string) {
	log.Warn("CookieCloud同步：站点Cookie不可用", "site", alias, "reason", reason)
	if s.warn(alias, reason) && s.Alert != nil {
		s.Alert(ctx, alias, reason)
	}
}

// warn records reason ("" clears it) and answers whether it is new.
func (s *Syncer) warn(alias, reason string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.warned == nil {
		s.warned = map[string]string{}
	}
	if s.warned[alias] == reason {
		return false
	}
	if reason == "" {
		delete(s.warned, alias)
	} else {
		s.warned[alias] = reason
	}
	return true
}
