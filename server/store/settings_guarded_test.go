package store

import (
	"context"
	"testing"
)

func TestPutSettingsIfUnchanged(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	wrote, err := s.PutSettingsIfUnchanged(ctx, "cfg", "v1", map[string]string{"health": "ok"})
	if err != nil || wrote {
		t.Fatalf("missing guard: wrote=%v err=%v", wrote, err)
	}
	if err := s.PutSetting(ctx, "cfg", "v1"); err != nil {
		t.Fatal(err)
	}
	wrote, err = s.PutSettingsIfUnchanged(ctx, "cfg", "v1", map[string]string{"health": "ok"})
	if err != nil || !wrote {
		t.Fatalf("matching guard: wrote=%v err=%v", wrote, err)
	}
	if err := s.PutSetting(ctx, "cfg", "v2"); err != nil {
		t.Fatal(err)
	}
	wrote, err = s.PutSettingsIfUnchanged(ctx, "cfg", "v1", map[string]string{"health": "stale"})
	if err != nil || wrote {
		t.Fatalf("changed guard: wrote=%v err=%v", wrote, err)
	}
	if got, _ := s.Setting(ctx, "health"); got != "ok" {
		t.Fatalf("health = %q, want the first write kept", got)
	}
}
