package subengine

import (
	"context"
	"fmt"
	"slices"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/smartdl"
	"github.com/movie-robot/web-console/server/subscribe"
)

// wish is where the smart-download save rules put x when it was read from
// a Douban 想看 list; ok is false for any other subscription.
func (e *Engine) wish(ctx context.Context, x subscribe.Sub) (smartdl.Placement, bool, error) {
	if e.o.Placement == nil || x.DoubanID == "" {
		return smartdl.Placement{}, false, nil
	}
	return e.o.Placement(ctx, string(x.DoubanID))
}

// strategy is the score rule x is ranked by, and where it came from for
// the 全息日志 ("" = the usual one). A title from a 想看 list takes the
// rule its save rule chose (the rule's own, else the list's default):
// smartdl.Place decided it, the same choice test_douban_download shows,
// so the engine cannot disagree with what the user was told. Any other
// takes its owner's rule when it is one the ranking knows, else the
// score config's strategy.
func (e *Engine) strategy(ctx context.Context, x subscribe.Sub, cfg settings.ScoreConfig, ownerRule string) (string, string, error) {
	known := filters.ScoreRuleNames()
	p, ok, err := e.wish(ctx, x)
	if err != nil {
		return "", "", fmt.Errorf("豆瓣想看的下载保存规则：%w", err)
	}
	if ok && slices.Contains(known, p.ScoreRule) {
		if p.Rule >= 0 {
			return p.ScoreRule, fmt.Sprintf("豆瓣想看的下载保存规则%d", p.Rule+1), nil
		}
		return p.ScoreRule, "豆瓣想看的默认排序规则", nil
	}
	if slices.Contains(known, ownerRule) {
		return ownerRule, "", nil
	}
	return cfg.Strategy, "", nil
}
