package subengine

import (
	"context"
	"errors"
	"strconv"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/subscribe"
)

// RunListing reads every smart-download site's newest listing once and
// matches all rows against all active subscriptions through the title
// index; subscriptions with matches run, and every active one gets its
// completion check (a download organised since the last run).
func (e *Engine) RunListing(ctx context.Context) error {
	ctx = e.forRun(ctx)
	if err := e.Reconcile(ctx); err != nil {
		return err
	}
	subs, err := e.o.Subs.Active(ctx)
	if err != nil || len(subs) == 0 {
		return err
	}
	res, err := e.o.Sites.Latest(ctx)
	if err != nil {
		return err
	}
	matched := matchListingMemo(e.o.Parser, subs, e.imdbOf(ctx, subs...), res, &e.listing)
	var errs []error
	for i := range subs {
		if ctx.Err() != nil {
			break
		}
		x := subs[i]
		if cands := matched[x.ID]; len(cands) > 0 {
			errs = append(errs, e.runSub(ctx, x, pass{What: "站点最新种子", Sites: res, Quiet: true}, cands))
			continue
		}
		errs = append(errs, e.quietCheck(ctx, x))
	}
	return errors.Join(errs...)
}

// MatchListing parses each row once (under p's 自定义识别词) and answers,
// per subscription id, the rows that are for it.
func MatchListing(p *release.Parser, subs []subscribe.Sub, res []ptsites.SiteResults) map[int64][]*candidate {
	return matchListing(p, subs, nil, res)
}

// matchListing is MatchListing with the subscriptions' known IMDb ids.
// A subscription with 自定义识别词 of its own reads the rows again under
// them (and the global ones); the others share one reading.
func matchListing(p *release.Parser, subs []subscribe.Sub, imdb map[int64]string, res []ptsites.SiteResults) map[int64][]*candidate {
	return matchListingMemo(p, subs, imdb, res, nil)
}

// matchListingMemo is matchListing keeping the rows' outcomes in memo
// (nil: none) for the next run (listing_memo.go).
func matchListingMemo(p *release.Parser, subs []subscribe.Sub, imdb map[int64]string, res []ptsites.SiteResults,
	memo *listingMemo) map[int64][]*candidate {
	out := map[int64][]*candidate{}
	var shared []subscribe.Sub
	for _, x := range subs {
		if p.Scoped(scopeOf(x)) {
			if cands := matchOne(p, x, imdb, res); len(cands) > 0 {
				out[x.ID] = cands
			}
			continue
		}
		shared = append(shared, x)
	}
	if len(shared) == 0 {
		return out
	}
	matchShared(p, shared, imdb, res, memo, out)
	return out
}

// parseAll reads every row under the rules: a row holding a block word
// is no candidate, and a TMDB id a rule pins counts as the row's own (so
// the index finds the subscription by it, and no namesake takes it).
func parseAll(p *release.Parser, res []ptsites.SiteResults) []*candidate {
	var out []*candidate
	for _, s := range res {
		for _, t := range s.Torrents {
			r := p.Read(t.Name, t.Subject)
			if r.Blocked {
				continue
			}
			if r.TMDBID > 0 {
				t.TMDbID = strconv.Itoa(r.TMDBID)
			}
			out = append(out, &candidate{T: t, Info: r.Info})
		}
	}
	return out
}

// scopeOf names x's own 自定义识别词.
func scopeOf(x subscribe.Sub) release.Scope {
	return release.Scope{Kind: release.ScopeSub, ID: x.ID}
}

// quietCheck is the completion check of a subscription with no new rows:
// it writes a log entry only when the subscription completes. Without a
// download of its own nothing can have changed (and TMDB and the media
// servers are not asked for a thousand idle subscriptions each read); with
// inputs unchanged since its last check, neither (checkinputs.go).
func (e *Engine) quietCheck(ctx context.Context, x subscribe.Sub) error {
	// Asked of every active subscription on every listing run (1,000 at
	// a household's scale): a probe, the rows are read by checkDone.
	if has, err := e.o.DL.HasSubRecords(ctx, downloads.SubTypeSubscribe, x.ID); err != nil || !has {
		return err
	}
	if !e.lock(x.ID) {
		return nil
	}
	defer e.unlock(x.ID)
	rule, err := e.strategyOf(ctx, x)
	if err != nil {
		return err
	}
	// Taken before checkDone reads: a change meanwhile is checked next run.
	sum, has, known, err := e.checkInputs(ctx, x, rule)
	if err != nil || !has || known && e.unchanged(x.ID, sum) {
		return err
	}
	e.checks.Add(1)
	lg := &runLog{}
	lg.add("【完成检查】%s", title(x))
	if err := e.checkDone(ctx, x, rule, lg); err != nil {
		return err
	}
	if known {
		e.remember(x.ID, sum)
	}
	if len(lg.lines) > 1 {
		return e.o.Subs.AddLog(ctx, x.ID, lg.String())
	}
	return nil
}
