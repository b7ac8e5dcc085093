package ptsites

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

const cookie = "c_secure_uid=1; c_secure_pass=standin"

func newService(t testing.TB, now func() time.Time) (*Service, *store.Store) {
	t.Helper()
	st := storetest.Open(t)
	return serviceOn(t, st, Options{Now: now}), st
}

// serviceOn is New for tests: a Service over st with opts, the test failed
// when it cannot start.
func serviceOn(t testing.TB, st *store.Store, opts Options) *Service {
	t.Helper()
	s, err := New(context.Background(), st, opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// userDefinition is a user's indexer folder (<data>/indexers) holding one
// definition file, for Options.IndexerDir.
func userDefinition(t testing.TB, file, yaml string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, file), []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// trackerService is the tracker stand-in and a Service on a fresh store
// whose user folder holds the indexer package's Cardigann test definition
// <name>.yml (written for that stand-in).
func trackerService(t testing.TB, name string) (*Service, *standin.Server) {
	t.Helper()
	srv := standin.Must(t, "tracker", nil)
	raw, err := os.ReadFile("../indexer/testdata/cardigann/" + name + ".yml")
	if err != nil {
		t.Fatal(err)
	}
	dir := userDefinition(t, name+".yml", string(raw))
	return serviceOn(t, storetest.Open(t), Options{IndexerDir: dir}), srv
}

// putSites stores sites without the sign-in check (a dead site cannot
// pass it).
func putSites(t testing.TB, s *Service, list ...settings.Site) {
	t.Helper()
	for i := range list {
		list[i].ID = int64(i + 1)
		list[i].WebSearch = 1
		if list[i].Cookie == "" {
			list[i].Cookie = cookie
		}
		list[i].Alias = s.defs[list[i].SiteName].Name
	}
	if err := s.saveList(context.Background(), list); err != nil {
		t.Fatal(err)
	}
}

// fastSlowDead is a Service with a 1 s search deadline over three NexusPHP
// sites: hdsky answers at once, hdhome sleeps slowMS milliseconds first,
// chdbits refuses the connection.
func fastSlowDead(t *testing.T, slowMS string) *Service {
	t.Helper()
	s, st := newService(t, nil)
	setTimeout(t, st, 1)
	fast := standin.Must(t, "nexusphp", nil)
	slow := standin.Must(t, "nexusphp", map[string]string{"slow": slowMS})
	putSites(t, s, settings.Site{SiteName: "hdsky", SiteURL: fast.URL}, settings.Site{SiteName: "hdhome", SiteURL: slow.URL},
		settings.Site{SiteName: "chdbits", SiteURL: "http://127.0.0.1:1"})
	return s
}

// slowSites are the sites tenSlowSites stands in for.
var slowSites = []string{"audiences", "btschool", "chdbits", "discfan", "hdarea", "hdatmos", "hddolby", "hdfans", "hdhome", "hdsky"}

// tenSlowSites is a Service with a 10 s search deadline over ten NexusPHP
// stand-ins (slowSites) that each take 300 ms to answer, with a search
// limit no run reaches: what is timed is the search, not our politeness.
func tenSlowSites(tb testing.TB) *Service {
	tb.Helper()
	s, st := newService(tb, nil)
	setTimeout(tb, st, 10)
	var list []settings.Site
	for _, id := range slowSites {
		srv := standin.Must(tb, "nexusphp", map[string]string{"slow": "300"})
		list = append(list, settings.Site{SiteName: id, SiteURL: srv.URL, SearchLimit: 1 << 20})
	}
	putSites(tb, s, list...)
	return s
}

func setTimeout(t testing.TB, st *store.Store, seconds int) {
	storetest.PutSetting(t, st, settings.ServerSettingSection, settings.ServerSetting{WebSearchTimeout: seconds})
}
