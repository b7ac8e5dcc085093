// Package standin holds the loopback stand-ins for services on the internet
// (TMDB, Douban, PT sites, media servers, notification relays …) that the
// tests talk to instead of the real thing. Each stand-in checks the exact
// request the real service would require and answers with that service's
// response shapes. Go tests start them with Start; browser tests start the
// same ones through the `standins` command (server/cmd/standins), so there is
// one stand-in per service, shared by both kinds of test.
package standin

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sort"
	"sync"
	"time"
)

// Factory builds a stand-in's handler from its options (name=value pairs
// given by the test, e.g. the API key it must require).
type Factory func(opts url.Values) http.Handler

var (
	mu       sync.Mutex
	registry = map[string]Factory{}
)

// register is called from each stand-in's init.
func register(name string, f Factory) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := registry[name]; dup {
		panic("standin: registered twice: " + name)
	}
	registry[name] = f
}

// Names lists the registered stand-ins.
func Names() []string {
	mu.Lock()
	defer mu.Unlock()
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Recorded is one request a stand-in received.
type Recorded struct {
	Method string      `json:"method"`
	Path   string      `json:"path"`
	Query  string      `json:"query"`
	Header http.Header `json:"header"`
	Body   string      `json:"body"`
	At     time.Time   `json:"at"` // when it arrived (request spacing tests)
}

// Server is a running stand-in.
type Server struct {
	*httptest.Server
	mu   sync.Mutex
	seen []Recorded
}

// Requests returns what the stand-in received so far (oldest first).
func (s *Server) Requests() []Recorded {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Recorded(nil), s.seen...)
}

// RequestsPath answers the recorded requests as JSON, for browser tests
// that must check what the binary sent (GET; DELETE clears them).
const RequestsPath = "/__standin/requests"

// Start runs the named stand-in on a free loopback port.
func Start(name string, opts url.Values) (*Server, error) {
	mu.Lock()
	f, ok := registry[name]
	mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("standin: unknown %q (have %v)", name, Names())
	}
	s := &Server{}
	inner := f(opts)
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case RequestsPath:
			s.serveRecorded(w, r)
			return
		case ContentPath:
			serveContent(w, r)
			return
		}
		s.record(r)
		inner.ServeHTTP(w, r)
	}))
	return s, nil
}

func (s *Server) serveRecorded(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r.Method == http.MethodDelete {
		s.seen = nil
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(append([]Recorded{}, s.seen...))
}

// opt is a stand-in's option name, or def when the test left it out
// (a key or token the stand-in expects, a version it reports).
func opt(o url.Values, name, def string) string {
	if v := o.Get(name); v != "" {
		return v
	}
	return def
}
