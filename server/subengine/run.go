package subengine

import (
	"context"
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"github.com/movie-robot/web-console/server/filters"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/ranking"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/users"
)

// pass is one way candidates were found, for the log's head.
type pass struct {
	What string // 新订阅搜索 / 站点最新种子 / 全量搜索
	// Search: a search by title; the subscription stays due until it ends
	// with no send failed (or one confirmed).
	Search bool
	Sites  []ptsites.SiteResults
	// Quiet: write the log only when it differs from the last quiet
	// run's (the listing is read every few minutes).
	Quiet bool
}

// scored is a candidate that passed every rule.
type scored struct {
	c     *candidate
	score ranking.Score
	eps   []int // episodes it adds (TV)
	pack  bool
	// provisional: the filter refused it; taken for now (download mode 2).
	provisional bool
}

// runSub is one run of subscription x over cands (already matched to it
// by title): reject with reasons, rank, send the best, check completion,
// and write the run's 全息日志 entry.
func (e *Engine) runSub(ctx context.Context, x subscribe.Sub, p pass, cands []*candidate) error {
	if !e.lock(x.ID) {
		return nil
	}
	defer e.unlock(x.ID)
	lg := &runLog{}
	lg.head(x, p, len(cands))
	err := e.decide(ctx, x, cands, lg)
	if err != nil {
		lg.add("运行出错：%s", err.Error())
	}
	if p.Search && err == nil {
		var waiting int
		if err := e.o.Store.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM subengine_sent WHERE sub_id = ? AND record_id = 0
			AND length(torrent) > 0`, x.ID).Scan(&waiting); err != nil {
			waiting = 1 // not known: the subscription stays due until a send is confirmed
			e.o.Log.Warn("订阅的待发送种子无法读取，订阅保持待办", "sub", x.ID, "err", err)
		}
		if (lg.failed || waiting > 0) && !lg.sent {
			e.failed(ctx, x, lg)
		} else {
			store.Note(ctx, e.o.Store.DB(), "a subscription searched", `INSERT INTO subengine_state(sub_id, searched) VALUES (?, 1)
				ON CONFLICT(sub_id) DO UPDATE SET searched = 1, fails = 0, retry_at = ''`, x.ID)
		}
	}
	digest, write := "", true
	if p.Quiet {
		sum := sha1.Sum([]byte(lg.body()))
		digest = hex.EncodeToString(sum[:])
		var last string
		e.o.Store.DB().QueryRowContext(ctx, `SELECT log_digest FROM subengine_state WHERE sub_id = ?`, x.ID).Scan(&last)
		write = last != digest
	}
	if _, cerr := e.o.Store.DB().ExecContext(ctx, `INSERT INTO subengine_state(sub_id, last_run, log_digest) VALUES (?, ?, ?)
		ON CONFLICT(sub_id) DO UPDATE SET last_run = excluded.last_run, log_digest = excluded.log_digest`,
		x.ID, e.stamp(), digest); cerr != nil && err == nil {
		err = cerr
	}
	if write {
		if lerr := e.o.Subs.AddLog(ctx, x.ID, lg.String()); lerr != nil && err == nil {
			err = lerr
		}
	}
	return err
}

func (e *Engine) decide(ctx context.Context, x subscribe.Sub, cands []*candidate, lg *runLog) error {
	cfg, err := settings.ScoreConfigSection.Load(ctx, e.o.Store)
	if err != nil {
		return err
	}
	prof, err := e.o.Profiles.Profile(ctx, x.UID)
	if err != nil {
		return err
	}
	owner, err := e.o.Store.UserByID(ctx, x.UID)
	if err != nil {
		return err
	}
	strategy, from, err := e.strategy(ctx, x, cfg, prof.ScoreRuleName)
	if err != nil {
		return err
	}
	cfgText := ""
	if x.FilterConfig != nil {
		cfgText = *x.FilterConfig
	}
	f, useFilter, why, err := e.o.Filters.Resolve(ctx, x.FilterName, cfgText,
		filters.Media{Type: x.Type, Genres: split(x.Genres), Areas: split(x.Area), Year: x.ReleaseYear})
	if err != nil {
		return fmt.Errorf("过滤器：%w", err)
	}
	ruleText := filters.ScoreRuleTitle(strategy)
	if from != "" {
		ruleText += "（" + from + "）"
	}
	lg.add("过滤器：%s；选种规则：%s", why, ruleText)
	se := e.seasonOf(ctx, x)
	h, err := e.held(ctx, x, strategy, se.Total, true)
	if err != nil {
		return err
	}
	upgrade := useFilter && f.DownloadMode == filters.ModeUpgrade
	st := e.state(x, se, h, upgrade)
	lg.add("%s", st.text)
	var pool, fallback []scored
	for _, c := range cands {
		if reason, byFilter := e.reject(ctx, x, c, f, useFilter, users.CategoryRule(owner, prof), h, st); reason != "" {
			lg.add("✗ %s — %s", c.label(), reason)
			if byFilter && upgrade && !h.any && x.Status == subscribe.StatusSubscribed {
				fallback = append(fallback, scored{c: c, score: ranking.Rank(cfg, strategy, c.filterCand(), c.T.Grabs), provisional: true})
			}
			continue
		}
		sc := ranking.Rank(cfg, strategy, c.filterCand(), c.T.Grabs)
		eps, pack := covers(c.Info, se.Total)
		if x.Type == "TV" {
			eps = st.adds(eps)
		}
		if x.Status == subscribe.StatusReversion && sc.Quality <= h.quality {
			lg.add("✗ %s — 洗版：质量分 %d 不高于已有的 %d", c.label(), sc.Quality, h.quality)
			continue
		}
		lg.add("✓ %s — 得分 %.1f（%s）", c.label(), sc.Total, sc.Parts)
		pool = append(pool, scored{c: c, score: sc, eps: eps, pack: pack})
	}
	if len(pool) == 0 && len(fallback) > 0 {
		lg.add("过滤下载模式为“先按排序规则下载，之后遇到符合规格再替换”：没有完全符合过滤器的种子，先下载排序最高的")
		pool = fallback
	}
	if !st.wait {
		if err := e.choose(ctx, x, pool, st, lg); err != nil {
			return err
		}
	}
	return e.checkDone(ctx, x, strategy, lg)
}

// intersect keeps the episodes of eps in need (nil need = all of eps).
func intersect(eps, need []int) []int {
	if need == nil {
		return eps
	}
	var out []int
	for _, ep := range eps {
		if slices.Contains(need, ep) {
			out = append(out, ep)
		}
	}
	return out
}

func split(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
