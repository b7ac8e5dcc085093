package notify

import (
	"encoding/json"
	"testing"
)

func TestTemplateTabsAndApply(t *testing.T) {
	tabs := Templates{}.Tabs()
	if len(tabs) != len(Channels()) || tabs[0]["channel_type"] != "bark" || tabs[0]["name"] != "Bark" {
		t.Fatalf("tabs %v", tabs[0])
	}
	test := tabs[0][Test].(map[string]string)
	if test["name"] != "测试消息" || test["title"] != "Movie Robot 测试消息" {
		t.Fatalf("test template %v", test)
	}
	// Round trip: the GET's answer, one text edited, saved back.
	b, _ := json.Marshal(tabs)
	var raw []map[string]json.RawMessage
	json.Unmarshal(b, &raw)
	raw[1][DownloadStart] = json.RawMessage(`{"name":"开始下载","title":"⬇ {{title}}","body":"b"}`)
	got, err := Templates{}.ApplyTabs(raw)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || len(got["telegram"]) != 1 || got["telegram"][DownloadStart] != (TemplateText{"⬇ {{title}}", "b"}) {
		t.Fatalf("stored %v (only changes are kept)", got)
	}
	if got.Text("telegram", DownloadStart).Title != "⬇ {{title}}" || got.Text("bark", DownloadStart).Title != "开始下载：{{title}}" {
		t.Fatal("Text does not prefer the stored change")
	}
	// Setting it back to the default forgets the change.
	raw[1][DownloadStart], _ = json.Marshal(tabs[1][DownloadStart])
	if again, _ := got.ApplyTabs(raw); len(again) != 0 {
		t.Fatalf("after reverting %v", again)
	}
	for body, msg := range map[string]string{
		`[{"channel_type":"fax"}]`:                                 "不支持的推送通道：fax",
		`[{"channel_type":"bark","test":{"title":"","body":"x"}}]`: "Bark的“测试消息”标题模版不能为空",
		`[{"channel_type":"bark","subscribe":"text"}]`:             "Bark的“新增订阅”模版格式不正确",
	} {
		var in []map[string]json.RawMessage
		json.Unmarshal([]byte(body), &in)
		if _, err := (Templates{}).ApplyTabs(in); err == nil || err.Error() != msg {
			t.Errorf("%s: %v", body, err)
		}
	}
}
