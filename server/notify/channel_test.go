package notify

import (
	"strings"
	"testing"
)

func TestChannelsAreCompleteAndDistinct(t *testing.T) {
	seen := map[string]bool{}
	bases := map[string]string{"bark": DefaultBarkServer, "telegram": DefaultTelegramAPI, "pushdeer": DefaultPushDeerServer,
		"serverchan": DefaultServerChanServer, "qywx": DefaultQywxAPI}
	for _, ch := range Channels() {
		if seen[ch.Type] || ch.Title == "" || ch.send == nil || !strings.HasPrefix(ch.IconURL, "data:image/svg+xml;base64,") {
			t.Errorf("channel %+v", ch)
		}
		seen[ch.Type] = true
		if want, ok := bases[ch.Type]; ok && ch.Args[0].DefaultValue != want {
			t.Errorf("%s: first field %+v, want the API base URL %s", ch.Type, ch.Args[0], want)
		}
		if got, ok := Lookup(ch.Type); !ok || got.Type != ch.Type {
			t.Errorf("Lookup(%s)", ch.Type)
		}
	}
	if len(seen) != 6 {
		t.Fatalf("%d channels", len(seen))
	}
	if _, ok := Lookup("fax"); ok {
		t.Fatal("Lookup(fax)")
	}
	if opts := TemplateOptions(); len(opts) != len(MessageTypes)-1 || opts[0].Value != DownloadStart {
		t.Fatalf("options %v", opts)
	}
}
