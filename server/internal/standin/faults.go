package standin

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"time"
)

// Fault is what a FaultProxy does to the requests of one path.
type Fault struct {
	Status int           // answer this instead of forwarding (e.g. 500)
	Delay  time.Duration // wait this long before answering (after forwarding)
	// After runs once the target answered, before the answer goes back
	// (a test kills its engine there: the target acted, the caller never
	// heard).
	After func()
}

// FaultProxy stands in front of another stand-in (or a real daemon such
// as qbittorrent-nox) and breaks the requests of chosen paths: the
// fault-injection tests of the engine use it for a slow or failing site
// or client.
type FaultProxy struct {
	*httptest.Server
	mu     sync.Mutex
	faults map[string]Fault // by path prefix
}

// NewFaultProxy forwards to target until told otherwise; Close it.
func NewFaultProxy(target string) *FaultProxy {
	u, err := url.Parse(target)
	if err != nil {
		panic(err)
	}
	// SetURL also sets Host: qBittorrent refuses a Host that is not its own.
	// Its CSRF check compares Origin and Referer with its own address too.
	rp := &httputil.ReverseProxy{Rewrite: func(r *httputil.ProxyRequest) {
		r.SetURL(u)
		r.Out.Header.Del("Origin")
		r.Out.Header.Del("Referer")
	}}
	p := &FaultProxy{faults: map[string]Fault{}}
	p.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, ok := p.fault(r.URL.Path)
		if ok && f.Status != 0 {
			wait(r, f.Delay)
			http.Error(w, "injected fault", f.Status)
			return
		}
		if !ok {
			rp.ServeHTTP(w, r)
			return
		}
		rec := httptest.NewRecorder()
		rp.ServeHTTP(rec, r.WithContext(context.WithoutCancel(r.Context())))
		if f.After != nil {
			f.After()
		}
		wait(r, f.Delay)
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		w.Write(rec.Body.Bytes())
	}))
	return p
}

// Break sets the fault of paths starting with prefix; Repair clears all.
func (p *FaultProxy) Break(prefix string, f Fault) {
	p.mu.Lock()
	p.faults[prefix] = f
	p.mu.Unlock()
}

// Repair clears every fault.
func (p *FaultProxy) Repair() {
	p.mu.Lock()
	p.faults = map[string]Fault{}
	p.mu.Unlock()
}

func (p *FaultProxy) fault(path string) (Fault, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for prefix, f := range p.faults {
		if strings.HasPrefix(path, prefix) {
			return f, true
		}
	}
	return Fault{}, false
}

func wait(r *http.Request, d time.Duration) {
	select {
	case <-time.After(d):
	case <-r.Context().Done():
	}
}
