package customsub

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// A queued 运行 is kept in SQLite: a new Service on the same database (a
// restart) still shows it 运行中 and refuses a second request, and its job
// runs it with the request's search and user, once.
func TestQueuedRunSurvivesARestart(t *testing.T) {
	e := newEnv(t, nil)
	ctx := context.Background()
	id := e.save(t, `{"name":"重启","save_path":"/d"}`)
	in := RunInput{SubID: json.RawMessage(itoa(id)), SearchType: "keyword", Keyword: "matrix"}
	if _, err := e.svc.Run(ctx, 7, in); err != nil {
		t.Fatal(err)
	}
	dl := &sentDL{}
	after, err := New(ctx, Options{Store: e.st, Sites: e.svc.sites, Downloads: dl})
	if err != nil {
		t.Fatal(err)
	}
	if list, _ := after.List(ctx); list[0].Status != "Running" {
		t.Fatalf("status after the restart %q", list[0].Status)
	}
	if _, err := after.Run(ctx, 1, in); err == nil || !strings.Contains(err.Error(), "正在运行") {
		t.Fatalf("second request after the restart: %v", err)
	}
	for range 2 { // the second round finds the queue empty and the rule not due
		if err := after.RunDue(ctx); err != nil {
			t.Fatal(err)
		}
	}
	logs, _ := after.Logs(ctx, id)
	if len(logs) != 1 {
		t.Fatalf("%d runs, want the queued one once", len(logs))
	}
	text, _ := after.LogText(ctx, logs[0].ID)
	if !strings.Contains(text, "关键字搜索“matrix”") || len(dl.names) == 0 || dl.uids[0] != 7 {
		t.Fatalf("the queued run: sent %q for %v\n%s", dl.names, dl.uids, text)
	}
	if list, _ := after.List(ctx); list[0].Status != "Done" {
		t.Fatalf("status after the job %q", list[0].Status)
	}
}
