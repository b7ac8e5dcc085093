package subengine

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/movie-robot/web-console/server/internal/standin"
	"github.com/movie-robot/web-console/server/notify"
	"github.com/movie-robot/web-console/server/subscribe"
)

// With the real notifier, a channel that wants them receives 开始下载
// when the engine sends a release and 订阅完成 when the movie is filed.
func TestNotificationsReachTheChannel(t *testing.T) {
	e := newEnv(t)
	sites := &fakeSites{}
	e.eng.o.Sites = sites
	hook := standin.Must(t, "echo", nil)
	put(t, e.st, notify.ChannelsSection, []notify.ChannelConfig{{Type: "webhook", Name: "hook", Enable: true,
		NotifyMessage: []string{notify.DownloadStart, notify.SubscribeDone},
		Args:          notify.Config{"url": hook.URL + "/hook", "body": `{"title":"{{title}}","body":"{{body}}"}`}}})
	e.eng.o.Push = notify.NewNotifier(e.st, nil, slog.New(slog.DiscardHandler))
	sites.add("Dune.Part.Two.2024.1080p.WEB-DL.H264-GRP", "沙丘2", 50)
	id := e.addSub(t, subscribe.Sub{Type: "Movie", CNName: "沙丘2", ENName: "Dune Part Two", ReleaseYear: 2024})
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
