package httpx

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// BenchmarkServe measures the whole front door for the requests a page load
// makes most: a hashed asset (brotli) and index.html.
func BenchmarkServe(b *testing.B) {
	h, err := NewHandler(Options{Assets: fixtureFS(), Backend: http.NotFoundHandler()})
	if err != nil {
		b.Fatal(err)
	}
	for _, path := range []string{"/assets/app.abc123.js", "/movie/search"} {
		b.Run(path, func(b *testing.B) {
			req := httptest.NewRequest(http.MethodGet, path, nil)
			req.Header.Set("Accept-Encoding", "gzip, deflate, br")
			b.ReportAllocs()
			for b.Loop() {
				h.ServeHTTP(discardWriter{header: http.Header{}}, req)
			}
		})
	}
}

// discardWriter keeps the benchmark about the handler, not the recorder.
type discardWriter struct{ header http.Header }

func (d discardWriter) Header() http.Header         { return d.header }
func (d discardWriter) Write(p []byte) (int, error) { return len(p), nil }
func (d discardWriter) WriteHeader(int)             {}
