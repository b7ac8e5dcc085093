package api

import (
	"context"
	"strings"
	"testing"
	"time"

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
	var empty []settings.Site
	wantOK(t, call(t, e.srv, "GET", "/api/site/get_sites", "", bearer(e.tokenFor(t, admin.ID, time.Now()))), &empty)
	if empty == nil || len(empty) != 0 {
		t.Fatalf("fresh install sites = %#v, want []", empty)
	}
	stored := []settings.Site{{ID: 1, SiteName: "mteam", Alias: "馒头", WebSearch: 1, Cookie: "c=1", Proxies: "http://p", UserAgent: "ua", AuthUsername: "u"}}
	value, err := settings.SitesSection.Encode(stored)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.store.PutSetting(ctx, settings.SitesSection.Key, value); err != nil {
		t.Fatal(err)
	}
	var got []settings.Site
	wantOK(t, call(t, e.srv, "GET", "/api/site/get_sites", "", bearer(e.tokenFor(t, admin.ID, time.Now()))), &got)
	if len(got) != 1 || got[0] != stored[0] {
		t.Fatalf("admin sees %+v", got)
	}
	wantOK(t, call(t, e.srv, "GET", "/api/site/get_sites", "", bearer(e.tokenFor(t, bob.ID, time.Now()))), &got)
	if got[0].Cookie != "" || got[0].Proxies != "" || got[0].UserAgent != "" || got[0].AuthUsername != "" || got[0].Alias != "馒头" {
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
