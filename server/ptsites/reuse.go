package ptsites

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/movie-robot/web-console/server/indexer"
)

// How long a site's answer is reused for the same question, so it costs
// no request of the site's budget: the newest listing briefly (the
// subscription engine, custom subscriptions and traffic management read it
// on their own schedules, often in the same minute), a keyword search for
// a few minutes (a reloaded results page, two subscriptions of one title).
const (
	listingReuse = 20 * time.Second
	searchReuse  = 3 * time.Minute
)

// answers keeps sites' recent answers by question. A failure is never
// kept, and a site's answers go when its settings change (forget).
type answers struct {
	mu   sync.Mutex
	kept map[string]kept
}

type kept struct {
	at      time.Time
	results []indexer.Result
}

func questionKey(site string, q indexer.Query) string {
	return fmt.Sprintf("%s\x00%s\x00%s\x00%s\x00%d", site, strings.ToLower(q.Keywords), strings.Join(q.Categories, ","), q.IMDbID, q.Pages)
}

// get answers a kept answer still fresh for q.
func (a *answers) get(site string, q indexer.Query, now time.Time) ([]indexer.Result, bool) {
	ttl := searchReuse
	if q.Keywords == "" && q.IMDbID == "" {
		ttl = listingReuse
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	k, ok := a.kept[questionKey(site, q)]
	if !ok || now.Sub(k.at) >= ttl {
		return nil, false
	}
	return k.results, true
}

func (a *answers) put(site string, q indexer.Query, results []indexer.Result, now time.Time) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.kept == nil {
		a.kept = map[string]kept{}
	}
	for key, k := range a.kept { // the map never outgrows a few minutes of questions
		if now.Sub(k.at) >= searchReuse {
			delete(a.kept, key)
		}
	}
	a.kept[questionKey(site, q)] = kept{now, results}
}

// drop forgets a site's answers (its cookie, address or account changed).
func (a *answers) drop(site string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for key := range a.kept {
		if strings.HasPrefix(key, site+"\x00") {
			delete(a.kept, key)
		}
	}
}

type freshKey struct{}

// Fresh marks ctx's searches as asked for by a person this moment (缺失列表's
// 立即搜索): the sites are asked again rather than answered from a recent
// answer, which may predate what was just published. Budgets still apply.
func Fresh(ctx context.Context) context.Context { return context.WithValue(ctx, freshKey{}, true) }

func isFresh(ctx context.Context) bool { v, _ := ctx.Value(freshKey{}).(bool); return v }
