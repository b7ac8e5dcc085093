package subengine

import (
	"crypto/sha256"
	"fmt"
	"strconv"
	"sync"

	"github.com/movie-robot/web-console/server/ptsites"
	"github.com/movie-robot/web-console/server/release"
	"github.com/movie-robot/web-console/server/subscribe"
)

// listingMemo keeps, between listing runs, each row's reading and the
// subscriptions it matched. A listing changes little in 15 minutes, so
// most rows are the last run's: while the rules and the subscriptions'
// matching fields are unchanged, such a row is neither read nor matched
// again (issue 31). Only the last run's rows are kept.
type listingMemo struct {
	mu     sync.Mutex
	rules  *release.Rules
	subs   [32]byte
	rows   map[string]rowMatch
	parsed int // rows read and matched by the last run (tests)
}

// rowMatch is what one row came to.
type rowMatch struct {
	blocked bool
	tmdb    string // a TMDB id a rule pins ("" none)
	info    release.Info
	subIDs  []int64
}

// rowKey is everything of a row its reading and matching look at.
func rowKey(t ptsites.Torrent) string {
	return t.SiteID + "\x1f" + strconv.FormatInt(t.ID, 10) + "\x1f" + t.Name + "\x1f" + t.Subject + "\x1f" +
		t.DoubanID + "\x1f" + t.TMDbID + "\x1f" + t.IMDbID
}

// subsSum fingerprints the subscriptions' fields the index matches on.
func subsSum(subs []subscribe.Sub, imdb map[int64]string) [32]byte {
	h := sha256.New()
	for _, x := range subs {
		fmt.Fprintf(h, "%d\x1f%s\x1f%s\x1f%s\x1f%s\x1f%d\x1f%d\x1f%d\x1f%d\x1f%s\x1e", x.ID, x.Type, x.CNName, x.ENName,
			x.DoubanID, x.TMDBID, x.SeasonIndex, x.SeasonYear, x.ReleaseYear, imdb[x.ID])
	}
	var sum [32]byte
	copy(sum[:], h.Sum(nil))
	return sum
}

// matchShared reads and matches every row for the subscriptions that
// share the global rules, into out; memo (nil: none) answers the rows it
// still holds.
func matchShared(p *release.Parser, shared []subscribe.Sub, imdb map[int64]string, res []ptsites.SiteResults,
	memo *listingMemo, out map[int64][]*candidate) {
	var last map[string]rowMatch
	if memo != nil {
		memo.mu.Lock()
		defer memo.mu.Unlock()
		sum := subsSum(shared, imdb)
		if memo.rules == p.Version() && memo.subs == sum {
			last = memo.rows
		}
		memo.rules, memo.subs, memo.parsed = p.Version(), sum, 0
	}
	var ix *index // built when a row is not in the memo
	next := map[string]rowMatch{}
	for _, s := range res {
		for _, t := range s.Torrents {
			k := rowKey(t)
			m, ok := last[k]
			if !ok {
				if ix == nil {
					ix = newIndex(shared, imdb)
				}
				m = readRow(p, ix, t)
				if memo != nil {
					memo.parsed++
				}
			}
			next[k] = m
			if m.blocked {
				continue
			}
			if m.tmdb != "" {
				t.TMDbID = m.tmdb
			}
			c := &candidate{T: t, Info: m.info}
			for _, id := range m.subIDs {
				out[id] = append(out[id], c)
			}
		}
	}
	if memo != nil {
		memo.rows = next
	}
}

// readRow reads t under the rules (a row holding a block word is no
// candidate; a TMDB id a rule pins counts as the row's own, so the index
// finds the subscription by it and no namesake takes it) and matches it.
func readRow(p *release.Parser, ix *index, t ptsites.Torrent) rowMatch {
	r := p.Read(t.Name, t.Subject)
	if r.Blocked {
		return rowMatch{blocked: true}
	}
	m := rowMatch{info: r.Info}
	if r.TMDBID > 0 {
		m.tmdb = strconv.Itoa(r.TMDBID)
		t.TMDbID = m.tmdb
	}
	for _, x := range ix.match(&candidate{T: t, Info: r.Info}) {
		m.subIDs = append(m.subIDs, x.ID)
	}
	return m
}
