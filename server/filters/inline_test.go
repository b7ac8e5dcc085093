package filters

import (
	"encoding/json"
	"testing"
)

func TestInline(t *testing.T) {
	got, err := Inline(json.RawMessage(`{"resolution":["全部分辨率","1080p"],"min_size":"700"}`))
	if err != nil {
		t.Fatal(err)
	}
	var f Filter
	if err := json.Unmarshal(got, &f); err != nil || len(f.Resolution) != 1 || f.Resolution[0] != "1080p" {
		t.Fatalf("inline filter %s (%v)", got, err)
	}
	if _, err := Inline(json.RawMessage(`{"resolution":1}`)); err == nil || err.Error() != "独立设置的过滤器格式不正确" {
		t.Fatalf("bad shape: %v", err)
	}
	if _, err := Inline(json.RawMessage(`{"resolution":["8K"]}`)); err == nil {
		t.Fatal("8K passed")
	}
	for _, raw := range []string{"", `"x"`, `[1]`} {
		if got, err := Inline(json.RawMessage(raw)); err != nil || string(got) != raw {
			t.Fatalf("%q answered %q, %v", raw, got, err)
		}
	}
}
