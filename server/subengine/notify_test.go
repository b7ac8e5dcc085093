package subengine

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/subscribe"
)

// With the real notifier, a channel that wants them receives 开始下载
// when the engine sends a release and 订阅完成 when the movie is filed.
func TestNotificationsReachTheChannel(t *testing.T) {
	e, id := duneListed(t)
	hook := standin.Must(t, "echo", nil)
	storetest.PutSetting(t, e.st, notify.ChannelsSection, []notify.ChannelConfig{{Type: "webhook", Name: "hook", Enable: true,
		NotifyMessage: []string{notify.DownloadStart, notify.SubscribeDone},
		Args:          notify.Config{"url": hook.URL + "/hook", "body": `{"title":"{{title}}","body":"{{body}}"}`}}})
	e.eng.o.Push = notify.NewNotifier(e.st, nil, slog.New(slog.DiscardHandler))
	ctx := context.Background()
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	e.dl.organise()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	if e.status(t, id) != subscribe.StatusCompleted {
		t.Fatalf("status %d", e.status(t, id))
	}
	var bodies []string
	for _, r := range hook.Requests() {
		bodies = append(bodies, r.Body)
	}
	all := strings.Join(bodies, "\n")
	wantIn(t, all, "开始下载：沙丘2", "Dune.Part.Two.2024.1080p.WEB-DL.H264-GRP", "订阅完成：沙丘2", "已下载并整理完成")
	if len(bodies) != 2 {
		t.Errorf("%d messages:\n%s", len(bodies), all)
	}
}

// The engine fills every variable the template editor lists for 开始下载
// and 订阅完成 ({{nickname}} too, which the default texts leave out), so
// an admin's own template never shows an empty or raw placeholder; the
// default texts render in full.
func TestEnginePushesFillEveryAdvertisedVariable(t *testing.T) {
	e, _ := duneListed(t)
	ctx := context.Background()
	if err := e.st.UpdateNickname(ctx, e.uid, "小爱"); err != nil {
		t.Fatal(err)
	}
	if err := e.eng.RunNew(ctx); err != nil {
		t.Fatal(err)
	}
	e.dl.organise()
	if err := e.eng.RunListing(ctx); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		notify.DownloadStart: "开始下载：沙丘2\n沙丘2 (2024)\n站点：天空\n种子：Dune.Part.Two.2024.1080p.WEB-DL.H264-GRP\n大小：2.00GB",
		notify.SubscribeDone: "订阅完成：沙丘2\n沙丘2 (2024) 已完成订阅\n已下载并整理完成",
	}
	if len(e.push.sent) != len(want) {
		t.Fatalf("pushed %+v", e.push.sent)
	}
	for _, p := range e.push.sent {
		i := slices.IndexFunc(notify.MessageTypes, func(m notify.MessageType) bool { return m.Key == p.typ })
		if i < 0 {
			t.Fatalf("pushed an unknown type %q", p.typ)
		}
		// A template using every advertised variable, as an admin may write it.
		var all []string
		for _, v := range notify.MessageTypes[i].Vars {
			if p.vars[v] == "" {
				t.Errorf("%s: {{%s}} not filled: %v", p.typ, v, p.vars)
			}
			all = append(all, "{{"+v+"}}")
		}
		if got := notify.Render(strings.Join(all, "|"), p.vars); strings.Contains(got, "{{") || strings.Contains(got, "||") {
			t.Errorf("%s: every variable rendered as %q", p.typ, got)
		}
		txt := notify.Templates{}.Text("pushdeer", p.typ)
		if got := notify.Render(txt.Title+"\n"+txt.Body, p.vars); got != want[p.typ] {
			t.Errorf("%s: default template rendered as\n%s\nwant\n%s", p.typ, got, want[p.typ])
		}
		if p.vars["nickname"] != "小爱" {
			t.Errorf("%s: nickname %q", p.typ, p.vars["nickname"])
		}
	}
}
