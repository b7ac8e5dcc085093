package notify

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// captured is one request a stand-in received.
type captured struct {
	method, path, query, contentType string
	body                             []byte
}

func (c captured) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(c.body, &m); err != nil {
		t.Fatalf("body is not JSON: %q", c.body)
	}
	return m
}

func (c captured) form(t *testing.T) url.Values {
	t.Helper()
	v, err := url.ParseQuery(string(c.body))
	if err != nil {
		t.Fatalf("body is not a form: %q", c.body)
	}
	return v
}

// standIn answers every request with answer (status, body) and records it.
func standIn(t *testing.T, answer func(captured) (int, string)) (*httptest.Server, *[]captured) {
	t.Helper()
	var got []captured
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		c := captured{r.Method, r.URL.Path, r.URL.RawQuery, r.Header.Get("Content-Type"), b}
		got = append(got, c)
		status, body := answer(c)
		w.WriteHeader(status)
		io.WriteString(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv, &got
}

// configure validates args for channel type typ (the form's values).
func configure(t *testing.T, typ string, args map[string]any) Config {
	t.Helper()
	ch, _ := Lookup(typ)
	raw := map[string]json.RawMessage{}
	for k, v := range args {
		b, _ := json.Marshal(v)
		raw[k] = b
	}
	cfg, err := ch.Validate(raw)
	if err != nil {
		t.Fatalf("config: %v", err)
	}
	return cfg
}

var testMsg = Message{Title: "Movie Robot 测试消息", Body: "第一行\n第二行"}

// sendVia sends testMsg through channel typ.
func sendVia(t *testing.T, typ string, cfg Config) error {
	t.Helper()
	ch, _ := Lookup(typ)
	return ch.Send(context.Background(), NewClient(), cfg, testMsg)
}

// wantSendError asserts a *SendError with exactly msg, quoting no secret.
func wantSendError(t *testing.T, err error, msg string, secrets ...string) {
	t.Helper()
	se, ok := err.(*SendError)
	if !ok || se.Reason != msg {
		t.Fatalf("err = %v, want %q", err, msg)
	}
	for _, s := range secrets {
		if strings.Contains(se.Reason, s) {
			t.Fatalf("error quotes a secret: %q", se.Reason)
		}
	}
}
