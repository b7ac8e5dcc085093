package api

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/events"
)

// openStream asks a ticket with authz and opens the event stream with it.
func openStream(t *testing.T, e *testEnv, base, authz string) (*http.Response, *bufio.Reader) {
	t.Helper()
	tk := okData[struct{ Ticket string }](t, call(t, e.srv, "POST", "/api/common/events_ticket", "", authz))
	if len(tk.Ticket) < 30 {
		t.Fatalf("ticket %q", tk.Ticket)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/common/events?ticket="+tk.Ticket, nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("stream answered %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	// A used ticket does not open a second stream.
	again, err := http.Get(base + "/api/common/events?ticket=" + tk.Ticket)
	if err != nil || again.StatusCode != http.StatusUnauthorized {
		t.Fatalf("a used ticket: %v %v", again.StatusCode, err)
	}
	again.Body.Close()
	return res, bufio.NewReader(res.Body)
}

// nextEvent reads up to the next event (skipping comments), in 5 s.
func nextEvent(t *testing.T, rd *bufio.Reader) (string, events.Event) {
	t.Helper()
	type got struct {
		kind string
		ev   events.Event
		err  error
	}
	ch := make(chan got, 1)
	go func() {
		var g got
		for {
			line, err := rd.ReadString('\n')
			if err != nil {
				g.err = err
				ch <- g
				return
			}
			line = strings.TrimRight(line, "\n")
			switch {
			case strings.HasPrefix(line, "event: "):
				g.kind = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				g.err = json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &g.ev)
			case line == "" && g.kind != "":
				ch <- g
				return
			}
		}
	}()
	select {
	case g := <-ch:
		if g.err != nil {
			t.Fatal(g.err)
		}
		return g.kind, g.ev
	case <-time.After(5 * time.Second):
		t.Fatal("no event within 5 s")
	}
	return "", events.Event{}
}

func TestEventStreamIsPerUserWithHeartbeats(t *testing.T) {
	old := eventHeartbeat
	eventHeartbeat = 50 * time.Millisecond
	t.Cleanup(func() { eventHeartbeat = old })
	e := newTestEnv(t)
	admin, viewer := e.adminAuth(t), e.userAuth(t)
	srv := httptest.NewServer(e.srv)
	t.Cleanup(srv.Close)
	if res, _ := http.Get(srv.URL + "/api/common/events?ticket=forged"); res.StatusCode != http.StatusUnauthorized {
		t.Fatalf("a forged ticket: %d", res.StatusCode)
	}
	if r := call(t, e.srv, "POST", "/api/common/events_ticket", "", ""); r.env.Code == 0 {
		t.Fatal("a ticket without signing in")
	}
	_, adminRd := openStream(t, e, srv.URL, admin)
	_, viewerRd := openStream(t, e, srv.URL, viewer)
	first, _ := adminRd.ReadString('\n')
	if first != "retry: 3000\n" {
		t.Fatalf("stream starts %q", first)
	}
	// The heartbeat comment arrives while nothing happens.
	for line := ""; !strings.HasPrefix(line, ": heartbeat"); {
		var err error
		if line, err = viewerRd.ReadString('\n'); err != nil {
			t.Fatal(err)
		}
	}
	bus := e.srv.Events // the viewer is user 2
	bus.Publish(context.Background(), events.Event{Kind: events.SiteAdded, Title: "HDSky"})
	bus.Publish(context.Background(), events.Event{Kind: events.Completed, UID: 2, Title: "千与千寻",
		Refs: events.Refs{RecordID: 5}})
	if kind, ev := nextEvent(t, viewerRd); kind != "completed" || ev.Title != "千与千寻" || ev.Refs.RecordID != 5 {
		t.Fatalf("the viewer got %s %+v first; the site event is not theirs", kind, ev)
	}
	if kind, _ := nextEvent(t, adminRd); kind != "site_added" {
		t.Fatalf("admin got %s first", kind)
	}
	if kind, _ := nextEvent(t, adminRd); kind != "completed" {
		t.Fatalf("admin got %s second", kind)
	}
	if strings.Contains(e.logs.String(), "ticket") {
		t.Fatalf("the ticket was logged: %s", e.logs)
	}
}
