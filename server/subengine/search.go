package subengine

import (
	"context"
	"slices"

	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// searchOne searches the sites for x's title (then its other title when
// the first finds nothing for it) and runs x on what matches. A site
// whose search matches both titles (BothTitles) answered for both with
// the first query: the second goes only to the others.
func (e *Engine) searchOne(ctx context.Context, x subscribe.Sub, what string, full bool) error {
	p := pass{What: what}
	var cands []*candidate
	var others []string // the sites the next title is asked of
	for i, kw := range uniq(x.CNName, x.ENName) {
		if i > 0 && len(others) == 0 {
			break // every site matched both titles already
		}
		res, err := e.o.Sites.SearchSubscribed(ctx, kw, others...)
		if err != nil {
			return err
		}
		p.Sites = mergeSites(p.Sites, res)
		cands = matchOne(e.o.Parser, x, e.imdbOf(ctx, x), p.Sites)
		if len(cands) > 0 || !answered(res) {
			break
		}
		others = others[:0]
		for _, s := range res {
			if !s.BothTitles {
				others = append(others, s.Site)
			}
		}
	}
	// Refused by every site (rate limits): due again (a site list with
	// no smart-download site has nothing to wait for). Answered: searched
	// once the run confirms a send or needs none (runSub).
	if answered(p.Sites) || len(p.Sites) == 0 {
		p.Search = true
		if full {
			store.Note(ctx, e.o.Store.DB(), "a subscription's last full search", `INSERT INTO subengine_state(sub_id, last_full) VALUES (?, ?)
				ON CONFLICT(sub_id) DO UPDATE SET last_full = excluded.last_full`, x.ID, e.stamp())
		}
	} else {
		store.Note(ctx, e.o.Store.DB(), "a subscription no site answered", `INSERT INTO subengine_state(sub_id, refused_at) VALUES (?, ?)
			ON CONFLICT(sub_id) DO UPDATE SET refused_at = excluded.refused_at`, x.ID, e.stamp())
	}
	return e.runSub(ctx, x, p, cands)
}

func answered(res []ptsites.SiteResults) bool {
	return slices.ContainsFunc(res, func(s ptsites.SiteResults) bool { return s.Err == "" })
}

// mergeSites adds a second search's answers to the first's, per site.
func mergeSites(into, more []ptsites.SiteResults) []ptsites.SiteResults {
	for _, m := range more {
		i := slices.IndexFunc(into, func(s ptsites.SiteResults) bool { return s.Site == m.Site })
		if i < 0 {
			into = append(into, m)
			continue
		}
		for _, t := range m.Torrents {
			if !slices.ContainsFunc(into[i].Torrents, func(u ptsites.Torrent) bool { return u.ID == t.ID }) {
				into[i].Torrents = append(into[i].Torrents, t)
			}
		}
		if m.Err == "" {
			into[i].Err = ""
		}
	}
	return into
}

func matchOne(rp *release.Parser, x subscribe.Sub, imdb map[int64]string, res []ptsites.SiteResults) []*candidate {
	ix := newIndex([]subscribe.Sub{x}, imdb)
	var out []*candidate
	for _, c := range parseAll(rp.For(scopeOf(x)), res) {
		if len(ix.match(c)) > 0 {
			out = append(out, c)
		}
	}
	return out
}

func uniq(list ...string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range list {
		if k := norm(s); k != "" && !seen[k] {
			seen[k] = true
			out = append(out, s)
		}
	}
	return out
}

// imdbOf asks Options.IMDbOf for the subscriptions' IMDb ids (by
// subscription id; those without one are left out).
func (e *Engine) imdbOf(ctx context.Context, subs ...subscribe.Sub) map[int64]string {
	if e.o.IMDbOf == nil {
		return nil
	}
	out := map[int64]string{}
	for _, x := range subs {
		if x.DoubanID == "" && x.TMDBID <= 0 {
			continue
		}
		if id := e.o.IMDbOf(ctx, string(x.DoubanID), x.TMDBID, x.Type == "TV"); id != "" {
			out[x.ID] = id
		}
	}
	return out
}
