package notify

import (
	"encoding/json"
	"reflect"
	"testing"
)

func decodeSave(t *testing.T, body string) SaveInput {
	t.Helper()
	var in SaveInput
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatal(err)
	}
	return in
}

func TestSaveInputValidate(t *testing.T) {
	in := decodeSave(t, `{"type":"bark","name":null,"args":{"name":" 手机 ","device_key":"k","extra":"dropped"}}`)
	got, err := in.Validate()
	want := ChannelConfig{Type: "bark", Name: "手机", Enable: true, NotifyMessage: PushableKeys(),
		Args: Config{"server": DefaultBarkServer, "device_key": "k", "group": "MovieRobot", "sound": ""}}
	if err != nil || !reflect.DeepEqual(got, want) || in.Original() != "" {
		t.Fatalf("got %+v %v", got, err)
	}
	got, err = decodeSave(t, `{"type":"bark","name":"手机","args":{"name":"手机","device_key":"k","notify_message":["subscribe","subscribe"],"enable":false}}`).Validate()
	if err != nil || got.Enable || !reflect.DeepEqual(got.NotifyMessage, []string{"subscribe"}) {
		t.Fatalf("got %+v %v", got, err)
	}
	for body, msg := range map[string]string{
		`{"type":"fax","args":{"name":"a"}}`:                                                   "不支持的推送通道：fax",
		`{"type":"bark","args":{"device_key":"k"}}`:                                            "通道别名不能为空",
		`{"type":"bark","args":{"name":"a","device_key":""}}`:                                  "设备Key不能为空",
		`{"type":"bark","args":{"name":"a","device_key":"k","server":"api.day.app"}}`:          "服务器地址必须是以http://或https://开头的网址",
		`{"type":"bark","args":{"name":"a","device_key":"k","notify_message":["test"]}}`:       "推送内容不支持“test”",
		`{"type":"bark","args":{"name":"a","device_key":"k","enable":"yes"}}`:                  "启用这个通知必须是true或false",
		`{"type":"bark","args":{"name":"123456789012345678901234567890123","device_key":"k"}}`: "通道别名不能超过32个字符",
	} {
		if _, err := decodeSave(t, body).Validate(); err == nil || err.Error() != msg {
			t.Errorf("%s: %v, want %q", body, err, msg)
		}
	}
}

func TestPutChannel(t *testing.T) {
	a, b := ChannelConfig{Name: "a"}, ChannelConfig{Name: "b"}
	list, _ := PutChannel(nil, "", a)
	list, _ = PutChannel(list, "", b)
	if _, err := PutChannel(list, "", ChannelConfig{Name: "a"}); err == nil || err.Error() != "已经有名为“a”的推送通道了" {
		t.Fatalf("duplicate: %v", err)
	}
	list, err := PutChannel(list, "a", ChannelConfig{Name: "c"})
	if err != nil || list[0].Name != "c" || list[1].Name != "b" {
		t.Fatalf("rename: %v %v", list, err)
	}
	if _, err := PutChannel(list, "zz", a); err == nil || err.Error() != "推送通道“zz”不存在，可能已被删除" {
		t.Fatalf("missing: %v", err)
	}
}
