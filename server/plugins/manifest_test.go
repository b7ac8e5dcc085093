package plugins

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestParseManifestRefusesWithAClearMessage(t *testing.T) {
	ok := `{"name":"good_one","title":"好","version":"1.0.0","exec":"main.py",
		"commands":[{"name":"run","title":"运行"},{"name":"on_event","title":"事件"}],
		"events":["download.completed"],"schedule":{"command":"run","interval_minutes":60}}`
	if _, err := ParseManifest([]byte(ok)); err != nil {
		t.Fatalf("valid manifest refused: %v", err)
	}
	cases := map[string]string{
		`{`: "不是有效的 JSON",
		strings.Replace(ok, `"good_one"`, `"Bad-Name"`, 1):                                                                           "插件名称 name",
		strings.Replace(ok, `"title":"好"`, `"title":" "`, 1):                                                                         "缺少标题",
		strings.Replace(ok, `"1.0.0"`, `"v1"`, 1):                                                                                    "版本号",
		strings.Replace(ok, `"main.py"`, `"../main.py"`, 1):                                                                          "exec 必须是插件目录内的相对路径",
		strings.Replace(ok, `"main.py"`, `"/bin/sh"`, 1):                                                                             "exec 必须是插件目录内的相对路径",
		strings.Replace(ok, `"download.completed"`, `"disk.exploded"`, 1):                                                            "未知事件",
		strings.Replace(ok, `{"name":"on_event","title":"事件"}`, `{"name":"x_y","title":"事件"}`, 1):                                    "没有接收事件的命令",
		strings.Replace(ok, `"interval_minutes":60`, `"interval_minutes":1`, 1):                                                      "定时间隔",
		strings.Replace(ok, `"command":"run","interval`, `"command":"nope","interval`, 1):                                            "不存在的命令",
		strings.Replace(ok, `{"name":"run","title":"运行"}`, `{"name":"run","title":"运行","args":[{"name":"a","arg_type":"Date"}]}`, 1): "类型“Date”无效",
		strings.Replace(ok, `"exec"`, `"config_fields":[{"fieldName":"e","fieldType":"Enum"}],"exec"`, 1):                            "没有可选值",
		strings.Replace(ok, `{"name":"on_event"`, `{"name":"run","title":"再来"},{"name":"on_event"`, 1):                               "无效或重复",
	}
	// Length caps, each naming the field (#26: a 5 MB title installed).
	long := strings.Repeat("长", 101)
	cases[strings.Replace(ok, `"title":"好"`, `"title":"`+strings.Repeat("长", 5<<20/3)+`"`, 1)] = "标题 title不能超过100个字符"
	cases[strings.Replace(ok, `"exec"`, `"author":"`+long+`","exec"`, 1)] = "作者 author不能超过100个字符"
	cases[strings.Replace(ok, `"exec"`, `"description":"`+strings.Repeat("x", 2001)+`","exec"`, 1)] = "描述 description不能超过2000个字符"
	cases[strings.Replace(ok, `"title":"运行"`, `"title":"`+long+`"`, 1)] = "命令标题 title不能超过100个字符"
	cases[strings.Replace(ok, `"title":"运行"`, `"title":"运行","desc":"`+strings.Repeat("x", 2001)+`"`, 1)] = "命令说明 desc不能超过2000个字符"
	cases[strings.Replace(ok, `"exec"`, `"config_fields":[{"fieldName":"e","fieldType":"String","label":"`+long+`"}],"exec"`, 1)] = "配置项标签 label不能超过100个字符"
	cases[strings.Replace(ok, `"exec"`, `"github_url":"https://x/`+strings.Repeat("a", 500)+`","exec"`, 1)] = "项目地址 github_url不能超过500个字符"
	cases[strings.Replace(ok, `"exec"`, `"config_fields":[`+strings.TrimSuffix(strings.Repeat(`{"fieldName":"e","fieldType":"String"},`, 101), ",")+`],"exec"`, 1)] = "配置项 config_fields不能超过100个"
	for raw, want := range cases {
		_, err := ParseManifest([]byte(raw))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("manifest %.60s…: error %v, want one containing %q", raw, err, want)
		}
	}
}

func TestBundledPluginsAreValid(t *testing.T) {
	list := bundledListings()
	if len(list) == 0 || list[0].Name != "nexusphp_signin" || list[0].Versions[0].SHA256 == "" {
		t.Fatalf("bundled listings: %+v", list)
	}
}

// command_meta answers a command's args as they marshal: pin the bytes
// (api-contract §2.5 ArgDef), numbers in enum values kept as numbers.
func TestCommandArgsMarshalAsTheContractSays(t *testing.T) {
	m, err := ParseManifest([]byte(`{"name":"good_one","title":"好","version":"1.0.0","exec":"main.py",
		"commands":[{"name":"run","title":"运行","args":[{"name":"n","arg_type":"Enum","label":"次数",
		"enum_values":[{"name":"一次","value":1},{"name":"全部","value":"all"}],"default_value":1}]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(m.Commands[0].Args)
	want := `[{"name":"n","arg_type":"Enum","label":"次数","helper":"","default_value":1,` +
		`"enum_values":[{"name":"一次","value":1},{"name":"全部","value":"all"}],"multi_value":false,"required":false}]`
	if string(got) != want {
		t.Fatalf("marshalled\n%s\nwant\n%s", got, want)
	}
}
