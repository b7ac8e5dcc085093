package notify

import (
	"encoding/json"
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

// get_definition sends Args and TemplateOptions as they marshal: pin the
// bytes (api-contract §2.5 ArgDef) so a change of their Go types cannot
// change what the form receives.
func TestFormFieldsMarshalAsTheContractSays(t *testing.T) {
	ch, _ := Lookup("webhook")
	got, _ := json.Marshal([]any{ch.Args[1], TemplateOptions()[0]})
	want := `[{"name":"method","arg_type":"Enum","label":"请求方式","helper":"","default_value":"POST",` +
		`"enum_values":[{"name":"POST","value":"POST"},{"name":"PUT","value":"PUT"}],"multi_value":false,"required":true},` +
		`{"name":"开始下载","value":"download_start"}]`
	if string(got) != want {
		t.Fatalf("marshalled\n%s\nwant\n%s", got, want)
	}
}
