package subengine

import (
	"context"
	"log/slog"
	"slices"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/store"
	"github.com/movie-robot/web-console/server/subscribe"
	"github.com/movie-robot/web-console/server/users"
)

// pushDeerStandIn is the shared PushDeer stand-in and what it received
// since last asked ("pushkey|text|desp", sorted).
func pushDeerStandIn(t *testing.T) (string, func() []string) {
	srv := standin.Must(t, "pushdeer", nil)
	return srv.URL, func() []string { return standin.PushDeerMessages(srv) }
}

// A subscriber's own PushDeer key (用户管理) receives the engine's 开始下载
// and 订阅完成 about their subscription, besides the admin's channel.
func TestSubscriberIsPushedOnTheirOwnTargetsByTheEngine(t *testing.T) {
	e, sites := fakeSiteEnv(t)
	ctx := context.Background()
	bob, err := e.st.CreateUser(ctx, "bob", "x", store.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	us, err := users.New(ctx, e.st)
	if err != nil {
		t.Fatal(err)
	}
	if err := us.SaveProfile(ctx, bob.ID, users.Profile{PushdeerKey: "PDU-BOB"}); err != nil {
		t.Fatal(err)
	}
	base, got := pushDeerStandIn(t)
	storetest.PutSetting(t, e.st, notify.ChannelsSection, []notify.ChannelConfig{{Type: "pushdeer", Name: "鹿", Enable: true,
		NotifyMessage: []string{notify.DownloadStart, notify.SubscribeDone},
		Args:          notify.Config{"server": base, "push_key": "PDU-ADMIN"}}})
	n := notify.NewNotifier(e.st, nil, slog.New(slog.DiscardHandler))
	n.UseTargets(us)
	e.eng.o.Push = n
	sites.add("Dune.Part.Two.2024.1080p.WEB-DL.H264-GRP", "沙丘2", 50)
	e.uid = bob.ID // addSub stores the subscription as e.uid's
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "沙丘2", ENName: "Dune Part Two", ReleaseYear: 2024})
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	start := "开始下载：沙丘2|沙丘2 (2024)\n站点：天空\n种子：Dune.Part.Two.2024.1080p.WEB-DL.H264-GRP\n大小：2.00GB"
	if g := got(); !slices.Equal(g, []string{"PDU-ADMIN|" + start, "PDU-BOB|" + start}) {
		t.Fatalf("开始下载: %q", g)
	}
	e.dl.organise()
	if err := e.eng.RunListing(ctx); err != nil || e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("status %d, %v", e.status(t, id), err)
	}
	done := "订阅完成：沙丘2|沙丘2 (2024) 已完成订阅\n已下载并整理完成"
	if g := got(); !slices.Equal(g, []string{"PDU-ADMIN|" + done, "PDU-BOB|" + done}) {
		t.Fatalf("订阅完成: %q", g)
	}
}
