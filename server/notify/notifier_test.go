package notify

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"github.com/movie-robot/web-console/server/store"
)

// memStore is a settings.Getter over a map.
type memStore map[string]string

func (m memStore) Setting(_ context.Context, key string) (string, error) {
	v, ok := m[key]
	if !ok {
		return "", store.ErrNotFound
	}
	return v, nil
}

func TestNotifierFansOutToEnabledSubscribedChannels(t *testing.T) {
	var mu sync.Mutex
	var texts []string
	srv, _ := standIn(t, func(c captured) (int, string) {
		mu.Lock()
		defer mu.Unlock()
		texts = append(texts, c.form(t).Get("text")+"|"+c.form(t).Get("desp"))
		return 200, `{"code":0}`
	})
	ch := func(name string, enable bool, msgs ...string) ChannelConfig {
		return ChannelConfig{Type: "pushdeer", Name: name, Enable: enable, NotifyMessage: msgs,
			Args: Config{"server": srv.URL, "push_key": "k-" + name}}
	}
	list := []ChannelConfig{ch("on", true, DownloadCompleted), ch("off", false, DownloadCompleted), ch("other", true, Subscribe)}
	channels, _ := ChannelsSection.Encode(list)
	tpl, _ := TemplatesSection.Encode(Templates{"pushdeer": {DownloadCompleted: {Title: "完成 {{title}}", Body: "{{save_path}}"}}})
	var logs bytes.Buffer
	n := NewNotifier(memStore{ChannelsSection.Key: channels, TemplatesSection.Key: tpl}, nil, slog.New(slog.NewTextHandler(&logs, nil)))
	if err := n.Send(context.Background(), DownloadCompleted, map[string]string{"title": "沙丘", "save_path": "/m"}); err != nil {
		t.Fatal(err)
	}
	if len(texts) != 1 || texts[0] != "完成 沙丘|/m" {
		t.Fatalf("delivered %v", texts)
	}
	if err := n.Send(context.Background(), "nope", nil); err == nil {
		t.Fatal("unknown type accepted")
	}
	// A failing channel is reported and logged without its key.
	bad := []ChannelConfig{{Type: "pushdeer", Name: "dead", Enable: true, NotifyMessage: []string{SystemError},
		Args: Config{"server": "http://127.0.0.1:1", "push_key": "SECRET-KEY"}}}
	channels, _ = ChannelsSection.Encode(bad)
	n = NewNotifier(memStore{ChannelsSection.Key: channels}, nil, slog.New(slog.NewTextHandler(&logs, nil)))
	err := n.Send(context.Background(), SystemError, map[string]string{"message": "x"})
	if err == nil || !strings.Contains(logs.String(), "notification not delivered") || strings.Contains(logs.String(), "SECRET-KEY") {
		t.Fatalf("err %v, logs %s", err, logs.String())
	}
}

func TestNotifierTestUsesTheTestTemplate(t *testing.T) {
	srv, got := standIn(t, func(captured) (int, string) { return 200, `{"code":200}` })
	n := NewNotifier(memStore{}, nil, nil)
	err := n.Test(context.Background(), ChannelConfig{Type: "bark", Name: "我的手机", Args: Config{"server": srv.URL, "device_key": "k"}})
	if err != nil {
		t.Fatal(err)
	}
	body := (*got)[0].json(t)
	if body["title"] != "Movie Robot 测试消息" || body["body"] != "如果你收到了这条消息，说明推送通道“我的手机”设置正确。" {
		t.Fatalf("body %v", body)
	}
}
