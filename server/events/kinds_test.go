package events

import (
	"context"
	"os"
	"strings"
	"testing"
)

// The console listens by kind (web/lib/server-events.ts): a kind the server
// sends but the console does not list would never reach a screen.
func TestTheConsoleListsEveryKind(t *testing.T) {
	src, err := os.ReadFile("../../web/lib/server-events.ts")
	if err != nil {
		t.Fatal(err)
	}
	for k := range labels {
		if !strings.Contains(string(src), `"`+string(k)+`"`) {
			t.Errorf("web/lib/server-events.ts does not list %q", k)
		}
	}
}

// A service that stops answering is told to the admins as a failure.
func TestServiceDownIsAnAdminWarning(t *testing.T) {
	b, notes, p, buf := newTestBus()
	b.Publish(context.Background(), Event{Kind: ServiceDown, Title: "Emby", Reason: "连接被拒绝",
		Push: &Push{Type: "service_down", Vars: map[string]string{"service_name": "Emby"}}})
	if len(notes.rows) != 1 || notes.rows[0].UID != 1 || notes.rows[0].Title != "服务不可用：Emby" {
		t.Fatalf("rows = %+v", notes.rows)
	}
	if len(p.sent) != 1 || p.sent[0].typ != "service_down" {
		t.Fatalf("pushes = %+v", p.sent)
	}
	if !strings.Contains(buf.String(), "level=WARN msg=服务不可用：Emby（连接被拒绝）") {
		t.Fatalf("log = %q", buf.String())
	}
}
