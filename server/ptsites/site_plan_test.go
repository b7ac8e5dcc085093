package ptsites

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/settings"
)

// Every search chooses its sites one way: the named ones when any are
// named, else the console's (Web搜索) or the background readers' (智能下载).
// None to search: the console searches refuse, the readers answer nothing.
func TestOneSiteChoiceForEverySearch(t *testing.T) {
	s, _ := newService(t, nil)
	ctx := context.Background()
	if err := s.saveList(ctx, []settings.Site{
		{ID: 1, SiteName: "hdsky", SiteURL: "http://127.0.0.1:9", Cookie: cookie, WebSearch: 1},
		{ID: 2, SiteName: "hdhome", SiteURL: "http://127.0.0.1:9", Cookie: cookie, SmartDownload: 1},
		{ID: 3, SiteName: "chdbits", SiteURL: "http://127.0.0.1:9", Cookie: cookie},
	}); err != nil {
		t.Fatal(err)
	}
	names := func(named []string, web bool) string {
		var out []string
		if !web { // the background readers' search (the sites refuse connections)
			res, err := s.SearchSubscribed(ctx, "x", named...)
			for _, r := range res {
				out = append(out, r.Site)
			}
			return fmt.Sprint(out, err)
		}
		chosen, _, err := s.searchPlan(ctx, SearchInput{Sites: named})
		for _, st := range chosen {
			out = append(out, st.SiteName)
		}
		return fmt.Sprint(out, err)
	}
	for _, c := range []struct {
		named []string
		web   bool
		want  string
	}{
		{nil, true, "[hdsky] <nil>"},
		{nil, false, "[hdhome] <nil>"},
		{[]string{"chdbits"}, true, "[chdbits] <nil>"},
		{[]string{"chdbits", "hdhome"}, false, "[hdhome chdbits] <nil>"},
		{[]string{"gone"}, true, "[] " + ErrNoSites.Message},
		{[]string{"gone"}, false, "[] <nil>"},
	} {
		if got := names(c.named, c.web); got != c.want {
			t.Errorf("%v web=%v: %s, want %s", c.named, c.web, got, c.want)
		}
	}
	// The script named only sites this install lacks: the refusal names site_id.
	if _, err := s.SearchRemote(ctx, ScriptQuery{Keyword: "x", Sites: []string{"gone"}}, false); err == nil ||
		!strings.HasPrefix(err.Error(), "site_id 中没有可搜索的站点（gone）") {
		t.Errorf("scripting search of no site: %v", err)
	}
}
