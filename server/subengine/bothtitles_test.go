package subengine

import (
	"context"
	"net/url"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/subscribe"
)

// NexusPHP matches a keyword in the title or the subtitle, so a query by
// the Chinese title answers for the original title too: a subscription
// costs the site one query, not two (the loopback site counts them).
func TestOneQueryPerSubscriptionWhereTheSiteMatchesBothTitles(t *testing.T) {
	site := standin.Must(t, "nexusphp", nil)
	e := newEnv(t, site.URL)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "无人知晓", ENName: "Nobody Knows", ReleaseYear: 2004})
	if err := e.eng.RunNew(context.Background()); err != nil {
		t.Fatal(err)
	}
	var searched []string
	for _, r := range site.Requests() {
		q, _ := url.ParseQuery(r.Query)
		if r.Path == "/torrents.php" && q.Get("search") != "" {
			searched = append(searched, q.Get("search"))
		}
	}
	if len(searched) != 1 || searched[0] != "无人知晓" {
		t.Fatalf("the site was searched for %q\n%s", searched, e.allLogs(t, id))
	}
}
