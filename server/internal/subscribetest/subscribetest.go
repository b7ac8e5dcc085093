// Package subscribetest builds what the Douban list readers' tests
// (rankingsub, smartdl) stand on: the real metadata and subscribe services
// on a fresh store, Douban being the stand-in, and the first admin.
package subscribetest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/metadata"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
)

// Env is the services a list reader is built from.
type Env struct {
	Store  *store.Store
	Douban *standin.Server
	Meta   *metadata.Service
	Subs   *subscribe.Service
	Admin  store.User
}

// noApproval: no user's subscriptions wait for an admin.
type noApproval struct{}

func (noApproval) ApprovalEnabled(context.Context, int64) (bool, error) { return false, nil }

// New starts the Douban stand-in with data (its standin.Must data, nil for
// the defaults) and builds the services on a fresh store pointed at it.
func New(t testing.TB, data map[string]string) *Env {
	t.Helper()
	ctx := context.Background()
	st := storetest.Open(t)
	e := &Env{Store: st, Douban: standin.Must(t, "douban", data)}
	storetest.PutSetting(t, st, settings.MovieMetadataSection, settings.MetadataSetting{Hosts: settings.MetadataHosts{
		DoubanRexxarBase: e.Douban.URL + "/rexxar/api/v2", DoubanFrodoBase: e.Douban.URL + "/api/v2"}})
	var err error
	if e.Meta, err = metadata.New(ctx, metadata.Options{Store: st, MinInterval: time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	if e.Subs, err = subscribe.New(ctx, st, e.Meta, noApproval{}); err != nil {
		t.Fatal(err)
	}
	if e.Admin, err = st.CreateFirstAdmin(ctx, "admin", "x"); err != nil {
		t.Fatal(err)
	}
	return e
}

// Subscribed is the admin's subscriptions of kind ("" for all) by Douban ID.
func (e *Env) Subscribed(t testing.TB, kind string) map[string]subscribe.Sub {
	t.Helper()
	list, err := e.Subs.List(context.Background(), e.Admin, kind)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]subscribe.Sub{}
	for _, s := range list {
		out[string(s.DoubanID)] = s
	}
	return out
}

// LogText is every log text of one of the admin's subscriptions, joined.
func (e *Env) LogText(t testing.TB, subID int64) string {
	t.Helper()
	ctx := context.Background()
	logs, err := e.Subs.Logs(ctx, e.Admin, subID)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, l := range logs {
		text, err := e.Subs.LogText(ctx, e.Admin, l.ID)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, text)
	}
	return strings.Join(all, "\n")
}
