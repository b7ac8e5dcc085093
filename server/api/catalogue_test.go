package api

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/ptsites"

	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

func TestSiteCatalogueNeedsASignedInUser(t *testing.T) {
	e := newTestEnv(t)
	admin := e.withAdmin(t)
	wantFail(t, call(t, e.srv, "GET", "/api/common/sites", "", ""), "登录已失效，请重新登录")
	var list []struct{ ID, Name, Domain string }
	wantOK(t, call(t, e.srv, "GET", "/api/common/sites", "", bearer(e.tokenFor(t, admin.ID, time.Now()))), &list)
	if len(list) < 10 || list[0].ID == "" || list[0].Domain == "" {
		t.Fatalf("catalogue = %+v", list)
	}
}

func TestConfiguredSitesHideSignInMaterialFromNonAdmins(t *testing.T) {
	e := newTestEnv(t)
	ctx := context.Background()
	admin := e.withAdmin(t)
	bob, err := e.store.CreateUser(ctx, "bob", "x", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	empty := okData[[]settings.Site](t, call(t, e.srv, "GET", "/api/site/get_sites", "", bearer(e.tokenFor(t, admin.ID, time.Now()))))
	if empty == nil || len(empty) != 0 {
		t.Fatalf("fresh install sites = %#v, want []", empty)
	}
	stored := []settings.Site{{ID: 1, SiteName: "mteam", Alias: "馒头", WebSearch: 1, Cookie: "c=1", Proxies: "http://p", UserAgent: "ua", AuthUsername: "u",
		Settings: map[string]string{"key": "k1"}}}
	storetest.PutSetting(t, e.store, settings.SitesSection, stored)
	got := okData[[]settings.Site](t, call(t, e.srv, "GET", "/api/site/get_sites", "", bearer(e.tokenFor(t, admin.ID, time.Now()))))
	if len(got) != 1 || !reflect.DeepEqual(got[0], stored[0]) {
		t.Fatalf("admin sees %+v", got)
	}
	got = nil // a fresh decoding: JSON merges into a map already there
	wantOK(t, call(t, e.srv, "GET", "/api/site/get_sites", "", bearer(e.tokenFor(t, bob.ID, time.Now()))), &got)
	if got[0].Cookie != "" || got[0].Settings != nil || got[0].Proxies != "" || got[0].UserAgent != "" || got[0].AuthUsername != "" || got[0].Alias != "馒头" {
		t.Fatalf("user sees %+v", got)
	}
}

func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// A definition's own settings: common/sites answers their schema, save_site
// takes the values (a bad select value refused naming the field), they
// reach the site's request, and the passkey is never answered.
func TestSiteDefinitionSettings(t *testing.T) {
	raw, err := os.ReadFile("../indexer/testdata/cardigann/tracker-settings.yml")
	if err != nil {
		t.Fatal(err)
	}
	defs := t.TempDir()
	os.WriteFile(filepath.Join(defs, "tracker-settings.yml"), raw, 0o644)
	e := newTestEnvDeps(t, indexersIn(t, defs))
	admin := e.adminAuth(t)
	tracker := standin.Must(t, "tracker", nil)
	list := okData[[]ptsites.CatalogueSite](t, call(t, e.srv, "GET", "/api/common/sites", "", admin))
	at := slices.IndexFunc(list, func(c ptsites.CatalogueSite) bool { return c.ID == "tracker-settings" })
	if at < 0 {
		t.Fatal("no tracker-settings in the catalogue")
	}
	schema, _ := json.Marshal(list[at].Settings)
	const want = `[{"name":"info_tip","type":"info","label":"About","default":"Sorting is done by the site."},` +
		`{"name":"freeleech","type":"checkbox","label":"Freeleech only","default":"false"},` +
		`{"name":"sort","type":"select","label":"Sort by","default":"added","options":[{"value":"added","label":"Added"},{"value":"seeders","label":"Seeders"},{"value":"size","label":"Size"}]},` +
		`{"name":"passkey","type":"password","label":"Passkey","default":""}]`
	if string(schema) != want {
		t.Fatalf("schema %s", schema)
	}
	body := func(sort string) string {
		b, _ := json.Marshal(map[string]any{"site_name": "tracker-settings", "auth_type": "cookies", "cookie": "x=1",
			"web_search": true, "site_url": tracker.URL, "settings": map[string]any{"freeleech": true, "sort": sort, "passkey": "pk-9"}})
		return string(b)
	}
	wantFail(t, call(t, e.srv, "POST", "/api/site/save_site", body("largest"), admin), `「Sort by」的值"largest"不在可选项中`)
	wantOK(t, call(t, e.srv, "POST", "/api/site/save_site", body("size"), admin), nil)
	wantOK(t, call(t, e.srv, "GET", "/api/movie/search_keyword?keyword=dune", "", admin), nil)
	if got := tracker.Requests(); len(got) != 1 || got[0].Path != "/recent" || got[0].Query != "free=1&key=pk-9&q=dune&sort=size" {
		t.Fatalf("requests %+v", got)
	}
	r := call(t, e.srv, "GET", "/api/site/get_sites", "", admin)
	if !strings.Contains(string(r.raw), `"settings":{"freeleech":"true","sort":"size"}`) ||
		!strings.Contains(string(r.raw), `"secret_settings":["passkey"]`) || strings.Contains(string(r.raw), "pk-9") {
		t.Fatalf("get_sites %s", r.raw)
	}
}
