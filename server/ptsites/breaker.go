package ptsites

import (
	"fmt"
	"sync"
	"time"
)

// A site that failed breakAfter searches in a row (the failures its health
// records: refused, cookie expired, an error page — not a slow answer nor
// our own limit) is skipped by the streamed search for coolDown; then one
// search tries it again: an answer closes the breaker, another failure
// opens it for another coolDown. A hopeless site so costs one request per
// cool-down instead of one per search.
const (
	breakAfter = 3
	coolDown   = 5 * time.Minute
)

type breaker struct {
	mu    sync.Mutex
	sites map[string]*trips
}

type trips struct {
	fails  int
	until  time.Time // skipped until then
	reason string    // the last failure
}

// record counts a search's outcome, as the site's health (markHealth) does.
func (b *breaker) record(site string, err error, now time.Time) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if err == nil {
		delete(b.sites, site)
		return
	}
	if b.sites == nil {
		b.sites = map[string]*trips{}
	}
	t := b.sites[site]
	if t == nil {
		t = &trips{}
		b.sites[site] = t
	}
	t.fails++
	t.reason = reasonOf(err)
	if t.fails >= breakAfter {
		t.until = now.Add(coolDown)
	}
}

// skip answers why the site is skipped now ("" when it may be asked). Past
// the cool-down the first caller is let through to try it once; the others
// keep skipping it while that try runs.
func (b *breaker) skip(site string, now time.Time) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	t := b.sites[site]
	if t == nil || t.fails < breakAfter {
		return ""
	}
	if now.Before(t.until) {
		return fmt.Sprintf("连续失败%d次，%s前不再搜索（上次：%s）", t.fails, t.until.Format("15:04"), t.reason)
	}
	t.until = now.Add(coolDown)
	return ""
}
