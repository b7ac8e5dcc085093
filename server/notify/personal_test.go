package notify

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
)

// fixedTargets is a TargetSource with one user, uid 7.
type fixedTargets Targets

func (f fixedTargets) NotifyTargets(_ context.Context, uid int64) (Targets, error) {
	if uid != 7 {
		return Targets{}, nil
	}
	return Targets(f), nil
}

// services is one loopback stand-in for Bark, PushDeer, Telegram and
// 企业微信 at once (told apart by path); it records who each delivery
// was addressed to, as "type:address|text".
func services(t *testing.T) (string, func() []string) {
	t.Helper()
	var mu sync.Mutex
	var got []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		var j map[string]any
		json.Unmarshal(b, &j)
		form, _ := url.ParseQuery(string(b))
		var rec, answer string
		switch {
		case r.URL.Path == "/push":
			rec, answer = "bark:"+j["device_key"].(string)+"|"+j["title"].(string)+"|"+j["group"].(string), `{"code":200}`
		case r.URL.Path == "/message/push":
			rec, answer = "pushdeer:"+form.Get("pushkey")+"|"+form.Get("text"), `{"code":0}`
		case strings.HasSuffix(r.URL.Path, "/sendMessage"):
			rec, answer = "telegram:"+r.URL.Path+" "+j["chat_id"].(string)+"|"+j["text"].(string), `{"ok":true}`
		case r.URL.Path == "/cgi-bin/gettoken":
			answer = `{"errcode":0,"access_token":"T"}`
		case r.URL.Path == "/cgi-bin/message/send":
			rec, answer = "qywx:"+j["touser"].(string)+"|"+j["text"].(map[string]any)["content"].(string), `{"errcode":0}`
		}
		if rec != "" {
			mu.Lock()
			got = append(got, rec)
			mu.Unlock()
		}
		io.WriteString(w, answer)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, func() []string {
		mu.Lock()
		defer mu.Unlock()
		out := slices.Clone(got)
		slices.Sort(out)
		got = nil
		return out
	}
}

// fourChannels are one channel of each type with a user target, all on
// base and all pushing download_completed.
func fourChannels(base string) []ChannelConfig {
	msgs := []string{DownloadCompleted}
	return []ChannelConfig{
		{Type: "bark", Name: "管理员Bark", Enable: true, NotifyMessage: msgs,
			Args: Config{"server": base, "device_key": "ADMIN", "group": "家里"}},
		{Type: "pushdeer", Name: "鹿", Enable: true, NotifyMessage: msgs, Args: Config{"server": base, "push_key": "PDU-ADMIN"}},
		{Type: "telegram", Name: "TG", Enable: true, NotifyMessage: msgs,
			Args: Config{"api_base": base, "bot_token": "1:BOT", "chat_id": "-100"}},
		{Type: "qywx", Name: "企微", Enable: true, NotifyMessage: msgs,
			Args: Config{"api_base": base, "corp_id": "ww", "agent_id": "1000002", "corp_secret": "S", "to_user": "admin"}},
	}
}

func notifierWith(t *testing.T, list []ChannelConfig, targets Targets) *Notifier {
	t.Helper()
	channels, _ := ChannelsSection.Encode(list)
	tpl, _ := TemplatesSection.Encode(Templates{"telegram": {DownloadCompleted: {Title: "TG完成 {{title}}", Body: ""}}})
	n := NewNotifier(memStore{ChannelsSection.Key: channels, TemplatesSection.Key: tpl}, nil, nil)
	n.UseTargets(fixedTargets(targets))
	return n
}

func TestSendToReachesTheUsersOwnTargetsThroughTheChannels(t *testing.T) {
	base, got := services(t)
	all := Targets{Bark: base + "/USER-KEY/推送内容", PushDeer: "PDU-USER", Telegram: "42", Qywx: "zhangsan"}
	n := notifierWith(t, fourChannels(base), all)
	if err := n.SendTo(context.Background(), 7, DownloadCompleted, map[string]string{"title": "沙丘"}); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"bark:ADMIN|下载完成：沙丘|家里", "bark:USER-KEY|下载完成：沙丘|家里",
		"pushdeer:PDU-ADMIN|下载完成：沙丘", "pushdeer:PDU-USER|下载完成：沙丘",
		"qywx:admin|下载完成：沙丘\n\n沙丘 () 已下载完成\n保存位置：", "qywx:zhangsan|下载完成：沙丘\n\n沙丘 () 已下载完成\n保存位置：",
		"telegram:/bot1:BOT/sendMessage -100|TG完成 沙丘", "telegram:/bot1:BOT/sendMessage 42|TG完成 沙丘",
	}
	if g := got(); !slices.Equal(g, want) {
		t.Fatalf("delivered\n%q\nwant\n%q", g, want)
	}
	// Another user (no targets) and uid 0 (nobody) get the channels' copies only.
	for _, uid := range []int64{8, 0} {
		n.SendTo(context.Background(), uid, DownloadCompleted, map[string]string{"title": "沙丘"})
		if g := got(); len(g) != 4 || slices.ContainsFunc(g, func(s string) bool { return strings.Contains(s, "USER") }) {
			t.Fatalf("uid %d: %q", uid, g)
		}
	}
}

func TestSendToSkipsUnsetTargetsAndSecondCopies(t *testing.T) {
	base, got := services(t)
	list := fourChannels(base)
	list[3].Args["to_user"] = "@all" // the app already reaches every member
	// Only the Telegram id is set, and it is the channel's own chat.
	n := notifierWith(t, list, Targets{Telegram: "-100", Qywx: "zhangsan"})
	n.SendTo(context.Background(), 7, DownloadCompleted, map[string]string{"title": "沙丘"})
	if g := got(); len(g) != 4 {
		t.Fatalf("expected the four channel copies only, got %q", g)
	}
	// A channel that does not push the type does not count as a copy.
	list[2].NotifyMessage = []string{Subscribe}
	n = notifierWith(t, list, Targets{Telegram: "-100"})
	n.SendTo(context.Background(), 7, DownloadCompleted, map[string]string{"title": "沙丘"})
	if g := got(); len(g) != 4 || !slices.Contains(g, "telegram:/bot1:BOT/sendMessage -100|TG完成 沙丘") {
		t.Fatalf("got %q", g)
	}
	// Without a target source nobody's targets are reached.
	channels, _ := ChannelsSection.Encode(list)
	NewNotifier(memStore{ChannelsSection.Key: channels}, nil, nil).SendTo(context.Background(), 7, DownloadCompleted, nil)
	if g := got(); len(g) != 3 {
		t.Fatalf("got %q", g)
	}
}

func TestSendUserGoesOnlyToTheUser(t *testing.T) {
	base, got := services(t)
	list := fourChannels(base)
	list[2].Enable = false // a disabled bot carries nothing
	all := Targets{Bark: base + "/USER-KEY/", PushDeer: "PDU-USER", Telegram: "42", Qywx: "zhangsan"}
	n := notifierWith(t, list, all)
	m := Message{Title: "订阅已批准", Body: "管理员同意了你对《沙丘》的订阅"}
	sent, err := n.SendUser(context.Background(), 7, m, nil)
	want := []string{"bark:USER-KEY|订阅已批准|家里", "pushdeer:PDU-USER|订阅已批准",
		"qywx:zhangsan|订阅已批准\n\n管理员同意了你对《沙丘》的订阅"}
	if g := got(); err != nil || sent != 3 || !slices.Equal(g, want) {
		t.Fatalf("sent %d %v: %q", sent, err, g)
	}
	// Named channels limit the carriers: no named Bark, so no Bark copy.
	if sent, err := n.SendUser(context.Background(), 7, m, []string{"鹿"}); err != nil || sent != 1 {
		t.Fatalf("sent %d %v", sent, err)
	}
	if g := got(); !slices.Equal(g, []string{"pushdeer:PDU-USER|订阅已批准"}) {
		t.Fatalf("got %q", g)
	}
	// No channels at all: a normal user's Bark URL on a server no admin
	// configured is not posted to (#26: blind SSRF), even if stored before.
	n = notifierWith(t, nil, Targets{Bark: base + "/K", Telegram: "42"})
	if sent, err := n.SendUser(context.Background(), 7, m, nil); err != nil || sent != 0 {
		t.Fatalf("normal user's own Bark server: sent %d %v", sent, err)
	}
	if g := got(); len(g) != 0 {
		t.Fatalf("got %q", g)
	}
	// An admin's may name any server: Bark needs no channel, PushDeer uses
	// the public server (so only Bark is checked here, to stay on loopback).
	n = notifierWith(t, nil, Targets{Bark: base + "/K", Telegram: "42", AnyBark: true})
	if sent, err := n.SendUser(context.Background(), 7, m, nil); err != nil || sent != 1 {
		t.Fatalf("sent %d %v", sent, err)
	}
	if g := got(); !slices.Equal(g, []string{"bark:K|订阅已批准|MovieRobot"}) {
		t.Fatalf("got %q", g)
	}
	if _, err := n.SendUser(context.Background(), 7, Message{}, nil); err == nil {
		t.Fatal("empty message accepted")
	}
}

func TestPersonalPushDeerDefaultsToThePublicServer(t *testing.T) {
	d := Personal(nil, nil, Targets{PushDeer: " PDU "})
	if len(d) != 1 || d[0].Args.String("server") != DefaultPushDeerServer || d[0].Args.String("push_key") != "PDU" {
		t.Fatalf("%+v", d)
	}
	// Named channels with no PushDeer among them: no public-server copy.
	if d := Personal(nil, []string{"鹿"}, Targets{PushDeer: "PDU"}); len(d) != 0 {
		t.Fatalf("%+v", d)
	}
	for in, want := range map[string]string{"https://api.day.app/abc/": "https://api.day.app abc",
		"http://bark.lan:8080/abc/标题/内容": "http://bark.lan:8080 abc", "https://api.day.app/": " ", "ftp://x/abc": " ", "": " "} {
		s, k, _ := splitBarkURL(in)
		if s+" "+k != want {
			t.Errorf("%q: %q %q", in, s, k)
		}
	}
}

func TestBarkServerAllowed(t *testing.T) {
	list := []ChannelConfig{{Type: "bark", Args: Config{"server": "https://bark.home.lan:8443"}},
		{Type: "pushdeer", Args: Config{"server": "http://127.0.0.1:9"}}}
	for raw, want := range map[string]bool{
		"https://api.day.app/KEY/":          true,
		"http://api.day.app/KEY":            true,
		"https://api.day.app:443/KEY":       true,
		"https://api.day.app:8080/KEY":      false,
		"https://bark.home.lan:8443/KEY/x":  true,
		"https://bark.home.lan/KEY":         false,
		"https://bark.home.lan:9443/KEY":    false,
		"http://bark.home.lan:8443/KEY":     false,
		"http://127.0.0.1:9/KEY":            false,
		"http://127.0.0.1:8080/KEY/":        false,
		"https://api.day.app.evil.com/KEY/": false,
		"https://api.day.app@127.0.0.1/KEY": false,
		"not a url":                         false,
	} {
		if got := BarkServerAllowed(list, raw); got != want {
			t.Errorf("%q: %v, want %v", raw, got, want)
		}
	}
}

// A channel is a second copy of a delivery only through the same service:
// the same Telegram bot and chat behind another API base is not.
func TestReachesNeedsTheSameService(t *testing.T) {
	c := ChannelConfig{Type: "telegram", Args: Config{"api_base": "https://api.telegram.org", "bot_token": "T", "chat_id": "1"}}
	d := ChannelConfig{Type: "telegram", Args: Config{"api_base": "https://tg.proxy.lan", "bot_token": "T", "chat_id": "1"}}
	if reaches(c, d) {
		t.Fatal("another API base counted as the same chat")
	}
	d.Args["api_base"] = "https://api.telegram.org"
	if !reaches(c, d) {
		t.Fatal("the same chat not counted")
	}
}
