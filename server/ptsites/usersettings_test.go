package ptsites

import (
	"context"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
)

// The definition's own settings saved in the site dialog reach the site's
// requests; a select value not among the options is refused naming the
// field, and nothing is stored; the passkey is kept as a secret, kept on
// an edit that leaves it blank, and never answered. A changed value
// reopens the site's session.
func TestSavedSettingsReachTheRequest(t *testing.T) {
	s, srv := trackerService(t, "tracker-settings")
	ctx := context.Background()
	in := SaveInput{SiteName: "tracker-settings", SiteURL: &srv.URL, Cookie: "x=1",
		Settings: SettingValues{"freeleech": "true", "sort": "Seeders"}}
	if _, err := s.Save(ctx, in); err == nil || err.Error() != `「Sort by」的值"Seeders"不在可选项中` {
		t.Fatalf("a bad select value: %v", err)
	}
	if list, _ := s.Sites(ctx); len(list) != 0 {
		t.Fatalf("stored after a refusal: %+v", list)
	}
	in.Settings = SettingValues{"freeleech": "true", "sort": "seeders", "passkey": "pk-9"}
	if _, err := s.Save(ctx, in); err != nil {
		t.Fatal(err)
	}
	search := func() string {
		t.Helper()
		before := len(srv.Requests())
		if _, err := s.results(Fresh(ctx), SearchInput{Keyword: "dune", Sites: []string{"tracker-settings"}}); err != nil {
			t.Fatal(err)
		}
		return requestLines(srv.Requests()[before:])
	}
	if got := search(); got != "GET /recent?free=1&key=pk-9&q=dune&sort=seeders" {
		t.Fatalf("request %s", got)
	}
	list, _ := s.Sites(ctx)
	if len(list) != 1 || strings.Join(list[0].SecretSettings, ",") != "passkey" || list[0].Settings["passkey"] != "" ||
		list[0].Settings["sort"] != "seeders" || list[0].Settings["freeleech"] != "true" {
		t.Fatalf("answered %+v", list)
	}
	// an edit: the checkbox off, the passkey left blank (kept)
	in.Settings = SettingValues{"freeleech": "false", "passkey": ""}
	if _, err := s.Save(ctx, in); err != nil {
		t.Fatal(err)
	}
	if got := search(); got != "GET /recent?free=0&key=pk-9&q=dune&sort=seeders" {
		t.Fatalf("after the edit: %s", got)
	}
	// a value changed behind the open session (no Save to drop it): the
	// session's fingerprint holds the settings, so the site is reopened
	stored, _ := s.configured(ctx)
	stored[0].Settings = map[string]string{"sort": "size"}
	if err := s.saveList(ctx, stored); err != nil {
		t.Fatal(err)
	}
	if got := search(); got != "GET /recent?free=0&key=pk-9&q=dune&sort=size" {
		t.Fatalf("after a change of the stored value: %s", got)
	}
}

func requestLines(reqs []standin.Recorded) string {
	var out []string
	for _, r := range reqs {
		out = append(out, r.Method+" "+r.Path+"?"+r.Query)
	}
	return strings.Join(out, "\n")
}
