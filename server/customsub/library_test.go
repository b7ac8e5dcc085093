package customsub

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
)

// The scheduler's job reads each media server once, however many rules
// skip what the library holds and however many releases they look at: one
// listing of the server, no search per title (issue 31).
func TestSkipExistsReadsTheMediaServerOncePerJob(t *testing.T) {
	e := newEnv(t, nil)
	emby := standin.Must(t, "emby", nil)
	storetest.PutSetting(t, e.st, settings.MediaServersSection, []settings.MediaServerEntry{{Type: "emby", Name: "emby", URL: emby.URL, Token: "stand-in-key"}})
	rename := `"rename_rule":[{"type":"replaceTorrentName","args":{"repl_expression":"The\\.Matrix\\.1999","string":"The.Wandering.Earth.2019"}}]`
	a := e.save(t, `{"name":"甲","save_path":"/d",`+rename+`}`)
	b := e.save(t, `{"name":"乙","save_path":"/d",`+rename+`}`)
	if err := e.svc.RunDue(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, id := range []int64{a, b} {
		l, _ := e.svc.Logs(context.Background(), id)
		if len(l) != 1 {
			t.Fatalf("rule %d: %d logs", id, len(l))
		}
		text, _ := e.svc.LogText(context.Background(), l[0].ID)
		if !strings.Contains(text, "媒体库已有流浪地球(2019)") {
			t.Fatalf("rule %d did not skip what the library holds:\n%s", id, text)
		}
	}
	searches, listings := 0, 0
	for _, r := range emby.Requests() {
		q, _ := url.ParseQuery(r.Query)
		switch {
		case q.Has("SearchTerm"):
			searches++
		case r.Path == "/Items" && q.Get("IncludeItemTypes") == "Movie,Series":
			listings++
		}
	}
	if searches != 0 || listings != 1 {
		t.Fatalf("the job searched the media server %d times and listed it %d times, want 0 and 1", searches, listings)
	}
}
