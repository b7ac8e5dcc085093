package plugins

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestScriptEventsReachThePluginsThatAsked(t *testing.T) {
	s, _ := newTestService(t, nil)
	ctx := context.Background()
	mustInstall(t, s, "demo_echo", "1.0.0")
	// The plugin also asks for a script's event.
	path := filepath.Join(s.dir, "demo_echo", "manifest.json")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(raw), `"download.completed"`, `"download.completed","ScanDone"`, 1)
	if edited == string(raw) {
		t.Fatalf("manifest has no events: %s", raw)
	}
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, msg := range map[string]string{"download.completed": "只能由程序发布", "scan done": "事件名称须", "X": "事件名称须"} {
		if _, err := s.PublishCustom(ctx, name, nil); err == nil || !strings.Contains(err.Error(), msg) {
			t.Fatalf("%q: %v, want %s", name, err, msg)
		}
	}
	if n, err := s.PublishCustom(ctx, "NobodyAsked", map[string]any{}); n != 0 || err != nil {
		t.Fatalf("no recipient: %d %v", n, err)
	}
	if n, err := s.PublishCustom(ctx, "ScanDone", map[string]any{"count": 3}); n != 1 || err != nil {
		t.Fatalf("one recipient: %d %v", n, err)
	}
	s.Wait()
	log, err := os.ReadFile(filepath.Join(s.dir, "demo_echo", "events.log"))
	if err != nil || !strings.Contains(string(log), `"event":{"name":"ScanDone","data":{"count":3}}`) ||
		strings.Contains(string(log), "NobodyAsked") {
		t.Fatalf("events.log: %s %v", log, err)
	}
}
