package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/movie-robot/web-console/server/downloads"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/users"
)

func adapted(h HandlerFunc) (http.Handler, *bytes.Buffer) {
	logs := &bytes.Buffer{}
	s := &Server{Deps: Deps{Logger: slog.New(slog.NewTextHandler(logs, nil))}}
	return s.handle(h), logs
}

func TestAdapterPlainDataAndHeaders(t *testing.T) {
	h, _ := adapted(func(w http.ResponseWriter, r *http.Request) (any, error) {
		return map[string]int{"n": 1}, nil
	})
	r := call(t, h, "GET", "/x", "", "")
	if r.raw != `{"code":0,"message":"","data":{"n":1}}` {
		t.Fatalf("body = %s", r.raw)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Errorf("Content-Type = %q", ct)
	}
	if cc := r.header.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("Cache-Control = %q", cc)
	}
}

func TestAdapterNilDataAndResult(t *testing.T) {
	h, _ := adapted(func(w http.ResponseWriter, r *http.Request) (any, error) { return nil, nil })
	if r := call(t, h, "GET", "/x", "", ""); r.raw != `{"code":0,"message":"","data":null}` {
		t.Fatalf("nil data body = %s", r.raw)
	}
	h, _ = adapted(func(w http.ResponseWriter, r *http.Request) (any, error) {
		return Result{Message: "保存成功", Data: []int{1}}, nil
	})
	if r := call(t, h, "GET", "/x", "", ""); r.raw != `{"code":0,"message":"保存成功","data":[1]}` {
		t.Fatalf("Result body = %s", r.raw)
	}
}

func TestAdapterBusinessErrors(t *testing.T) {
	for name, err := range map[string]error{
		"value":   Error{Message: "出错了"},
		"pointer": &Error{Message: "出错了"},
		"wrapped": fmt.Errorf("context: %w", Error{Message: "出错了"}),
		// A domain package's refusal reaches the user in its own words,
		// with no handler translating it.
		"settings":  settings.Invalid{Message: "出错了"},
		"downloads": fmt.Errorf("send: %w", downloads.Invalid{Message: "出错了"}),
		"users":     users.Refusal{Message: "出错了"},
	} {
		h, logs := adapted(func(w http.ResponseWriter, r *http.Request) (any, error) { return nil, err })
		r := call(t, h, "POST", "/x", "", "")
		wantFail(t, r, "出错了")
		if logs.Len() != 0 {
			t.Errorf("%s: business error was logged: %s", name, logs)
		}
	}
}

func TestAdapterInternalErrorIs500AndLoggedWithoutQuery(t *testing.T) {
	h, logs := adapted(func(w http.ResponseWriter, r *http.Request) (any, error) {
		return nil, errors.New("disk on fire")
	})
	r := call(t, h, "GET", "/api/x?access_key=SECRET", "", "Bearer SECRET")
	if r.status != http.StatusInternalServerError || r.raw != `{"code":1,"message":"服务器内部错误","data":null}` {
		t.Fatalf("got %d %s", r.status, r.raw)
	}
	if !strings.Contains(logs.String(), "disk on fire") || !strings.Contains(logs.String(), "/api/x") {
		t.Errorf("log lacks the error or path: %s", logs)
	}
	if strings.Contains(logs.String(), "SECRET") {
		t.Errorf("log leaks a credential: %s", logs)
	}
}

func TestAdapterPanicIs500(t *testing.T) {
	h, logs := adapted(func(w http.ResponseWriter, r *http.Request) (any, error) { panic("boom") })
	r := call(t, h, "GET", "/x", "", "")
	if r.status != http.StatusInternalServerError || r.env.Message != "服务器内部错误" {
		t.Fatalf("got %d %s", r.status, r.raw)
	}
	if !strings.Contains(logs.String(), "boom") {
		t.Errorf("panic not logged: %s", logs)
	}
}

func TestAdapterUnmarshalableDataIs500(t *testing.T) {
	h, _ := adapted(func(w http.ResponseWriter, r *http.Request) (any, error) { return func() {}, nil })
	if r := call(t, h, "GET", "/x", "", ""); r.status != http.StatusInternalServerError || r.env.Code != 1 {
		t.Fatalf("got %d %s", r.status, r.raw)
	}
}

func TestAdapterClientAbortIsNotAnError(t *testing.T) {
	h, logs := adapted(func(w http.ResponseWriter, r *http.Request) (any, error) {
		return nil, fmt.Errorf("record_list: %w", context.Canceled)
	})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/x", nil).WithContext(ctx))
	if logs.Len() != 0 {
		t.Fatalf("a client-aborted request was logged: %s", logs)
	}
	if rec.Code == http.StatusInternalServerError {
		t.Fatalf("status %d", rec.Code)
	}
}

// The scale bench reads every list's server time from Server-Timing.
func TestAdapterSendsTheServerTime(t *testing.T) {
	h, _ := adapted(func(w http.ResponseWriter, r *http.Request) (any, error) {
		time.Sleep(3 * time.Millisecond)
		return []int{1}, nil
	})
	st := call(t, h, "GET", "/x", "", "").header.Get("Server-Timing")
	ms, err := strconv.ParseFloat(strings.TrimPrefix(st, "app;dur="), 64)
	if !strings.HasPrefix(st, "app;dur=") || err != nil || ms < 3 {
		t.Fatalf("Server-Timing = %q", st)
	}
}

// The pooled encoding is byte for byte json.Marshal's, and a buffer grown
// past its cap by a huge answer is not kept for reuse.
func TestEnvelopeEncodingPooledUnderItsCap(t *testing.T) {
	env := Envelope{Code: codeOK, Message: "<ok> & 好", Data: map[string]any{"a": []int{1, 2}, "s": "x<y"}}
	want, _ := json.Marshal(env)
	buf, err := encodeEnvelope(env)
	if err != nil || !bytes.Equal(buf.Bytes(), want) {
		t.Fatalf("encoded %q (%v), want %q", buf.Bytes(), err, want)
	}
	releaseEnvelopeBuf(buf)
	huge, err := encodeEnvelope(Envelope{Data: strings.Repeat("x", 2*envelopeBufCap)})
	if err != nil || huge.Cap() <= envelopeBufCap {
		t.Fatalf("huge answer: cap %d, %v", huge.Cap(), err)
	}
	releaseEnvelopeBuf(huge)
	for range 10 {
		b := envelopeBufs.Get().(*bytes.Buffer)
		if b.Cap() > envelopeBufCap {
			t.Fatalf("the pool kept a %d-byte buffer (cap %d)", b.Cap(), envelopeBufCap)
		}
	}
}
