package subengine

import (
	"context"

	"github.com/movie-robot/web-console/server/fault"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/subscribe"
)

// SearchNow searches the sites for subscription id at once and runs it on
// what matches, as the new-subscription search does (缺失列表's 立即搜索).
// The sites' request budgets still apply. What the run did is in the
// subscription's 全息日志.
func (e *Engine) SearchNow(ctx context.Context, id int64) error {
	x, err := e.o.Subs.ByID(ctx, id)
	if err != nil {
		return err
	}
	if x.Status != subscribe.StatusSubscribed && x.Status != subscribe.StatusReversion {
		return errNotActive
	}
	// Asked for now: a search of the same title a few minutes ago (the
	// new-subscription search) must not answer for the sites.
	return e.searchOne(ptsites.Fresh(ctx), x, "立即搜索", false)
}

var errNotActive = fault.Invalid{Message: "这个订阅不在订阅中，无需搜索"}
