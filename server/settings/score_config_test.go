package settings

import (
	"strings"
	"testing"
)

func TestScoreConfigValidate(t *testing.T) {
	body := `{"strategy":"compact","keywords":" 中字 ","weights":{"name":0,"type":100,"seeders":"30","completions":40,"subtitle":50,"free":60}}`
	got, err := decodeInput[ScoreConfigInput](t, body).Validate()
	want := ScoreConfig{"compact", "中字", ScoreWeights{0, 100, 30, 40, 50, 60}}
	if err != nil || got != want {
		t.Fatalf("valid: %+v %v", got, err)
	}
	w := `"weights":{"name":1,"type":1,"seeders":1,"completions":1,"subtitle":1,"free":1}`
	for body, want := range map[string]string{
		`{"strategy":"best",` + w + `}`: "不支持的选种策略：best",
		`{"strategy":"compress","keywords":"` + strings.Repeat("词", 501) + `",` + w + `}`:                           "自定义关键字不能超过500个字符",
		`{"strategy":"compress","weights":{"name":101,"type":1,"seeders":1,"completions":1,"subtitle":1,"free":1}}`: "名称权重必须是0到100之间的整数",
		`{"strategy":"compress","weights":{"name":1,"type":1,"seeders":1,"completions":1,"subtitle":1,"free":-1}}`:  "免费权重必须是0到100之间的整数",
		`{"strategy":"compress"}`: "名称权重必须是0到100之间的整数",
	} {
		if _, err := decodeInput[ScoreConfigInput](t, body).Validate(); msgOf(err) != want {
			t.Errorf("%.60s: got %q, want %q", body, msgOf(err), want)
		}
	}
	if _, err := decodeInput[ScoreConfigInput](t, `{"strategy":"compress","keywords":"`+strings.Repeat("词", 500)+`",`+w+`}`).Validate(); err != nil {
		t.Errorf("500 characters refused: %v", err)
	}
	if d := ScoreConfigSection.Default(); d != (ScoreConfig{"compress", "", ScoreWeights{50, 50, 50, 50, 50, 50}}) {
		t.Fatalf("default %+v", d)
	}
}
