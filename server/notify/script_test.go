package notify

import (
	"context"
	"sort"
	"strings"
	"sync"
	"testing"
)

func TestScriptSendsChooseChannelsByName(t *testing.T) {
	var mu sync.Mutex
	var texts []string
	srv, _ := standIn(t, func(c captured) (int, string) {
		mu.Lock()
		defer mu.Unlock()
		texts = append(texts, c.form(t).Get("pushkey")+":"+c.form(t).Get("text")+"|"+c.form(t).Get("desp"))
		return 200, `{"code":0}`
	})
	ch := func(name string, enable bool) ChannelConfig {
		// notify_message does not filter a script's messages.
		return ChannelConfig{Type: "pushdeer", Name: name, Enable: enable, NotifyMessage: []string{},
			Args: Config{"server": srv.URL, "push_key": name}}
	}
	channels, _ := ChannelsSection.Encode([]ChannelConfig{ch("a", true), ch("b", true), ch("off", false)})
	tpl, _ := TemplatesSection.Encode(Templates{"pushdeer": {DownloadCompleted: {Title: "完成 {{title}}", Body: "{{save_path}}"}}})
	n := NewNotifier(memStore{ChannelsSection.Key: channels, TemplatesSection.Key: tpl}, nil, nil)
	ctx := context.Background()
	take := func() []string {
		mu.Lock()
		defer mu.Unlock()
		out := texts
		texts = nil
		sort.Strings(out)
		return out
	}

	if sent, err := n.SendText(ctx, Message{Title: "标题 {{x}}", Body: "正文"}, nil); sent != 2 || err != nil {
		t.Fatalf("to every enabled channel: %d %v", sent, err)
	}
	if got := take(); strings.Join(got, ",") != "a:标题 {{x}}|正文,b:标题 {{x}}|正文" {
		t.Fatalf("plain text is sent as it is: %v", got)
	}
	if sent, err := n.SendTemplate(ctx, "你好 {{who}}", "共 {{n}} 部", Vars(map[string]any{"who": "小明", "n": float64(3)}), []string{"b"}); sent != 1 || err != nil {
		t.Fatalf("template to b: %d %v", sent, err)
	}
	if got := take(); strings.Join(got, ",") != "b:你好 小明|共 3 部" {
		t.Fatalf("rendered %v", got)
	}
	if sent, err := n.SendNamed(ctx, DownloadCompleted, map[string]string{"title": "沙丘", "save_path": "/m"}, []string{"a"}); sent != 1 || err != nil {
		t.Fatalf("saved template: %d %v", sent, err)
	}
	if got := take(); strings.Join(got, ",") != "a:完成 沙丘|/m" {
		t.Fatalf("saved template rendered %v", got)
	}
	if _, err := n.SendText(ctx, Message{Title: "x"}, []string{"nope"}); err == nil || !strings.Contains(err.Error(), "没有名为“nope”的推送通道") {
		t.Fatalf("unknown channel: %v", err)
	}
	if _, err := n.SendNamed(ctx, "bogus", nil, nil); err == nil || !strings.Contains(err.Error(), "download_completed") {
		t.Fatalf("unknown template names the known ones: %v", err)
	}
	if _, err := n.SendText(ctx, Message{}, nil); err == nil {
		t.Fatal("an empty message is refused")
	}
	if v := Vars(map[string]any{"b": true, "l": []any{"x"}, "z": nil}); v["b"] != "true" || v["l"] != `["x"]` || v["z"] != "" {
		t.Fatalf("vars %v", v)
	}
	if len(take()) != 0 {
		t.Fatal("refused sends delivered something")
	}
}
