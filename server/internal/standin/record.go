package standin

import (
	"bytes"
	"io"
	"net/http"
	"time"
)

// record keeps a copy of the request (body included) and leaves the body
// readable for the stand-in's handler.
func (s *Server) record(r *http.Request) {
	var body []byte
	if r.Body != nil {
		body, _ = io.ReadAll(io.LimitReader(r.Body, 1<<20))
		r.Body = io.NopCloser(bytes.NewReader(body))
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seen = append(s.seen, Recorded{
		Method: r.Method, Path: r.URL.Path, Query: r.URL.RawQuery,
		Header: r.Header.Clone(), Body: string(body), At: time.Now(),
	})
}

// Must is Start for tests: it fails the test on error and stops the
// stand-in when the test ends.
func Must(t interface {
	Helper()
	Fatal(...any)
	Cleanup(func())
}, name string, opts map[string]string) *Server {
	t.Helper()
	v := map[string][]string{}
	for k, val := range opts {
		v[k] = []string{val}
	}
	s, err := Start(name, v)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}
