package indexer

import (
	"context"
	"strings"
	"testing"
	"time"
)

type pauses struct{ got []string }

func (p *pauses) Wait(context.Context) error { return nil }
func (p *pauses) Observe(int, string)        {}
func (p *pauses) Pause(d time.Duration, why string) {
	p.got = append(p.got, d.String()+" "+why)
}

// The site's own "too many requests" page (HTTP 200) is its rate limit:
// the search fails as one and the budget pauses the site for the wait the
// page names; a results page whose titles hold the same words is results.
func TestTheSitesTooManyPageIsItsRateLimit(t *testing.T) {
	gate := &pauses{}
	site, _ := openTracker(t, "tracker-html.yml", Config{Username: "alice", Password: "secret", Gate: gate})
	_, err := site.Search(context.Background(), Query{Keywords: "flood"})
	if KindOf(err) != KindRateLimit || !strings.Contains(err.Error(), "访问过于频繁") {
		t.Fatalf("the throttle page: %v", err)
	}
	if len(gate.got) != 1 || !strings.HasPrefix(gate.got[0], "30s 站点提示请求过于频繁") {
		t.Fatalf("pauses %q", gate.got)
	}
	rs, err := site.Search(context.Background(), Query{Keywords: "too many"})
	if err != nil || len(rs) != 1 || !strings.HasPrefix(rs[0].Title, "Too.Many.Requests") || len(gate.got) != 1 {
		t.Fatalf("a title with the words: %d rows, %v, pauses %q", len(rs), err, gate.got)
	}
}
