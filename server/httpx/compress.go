package httpx

import (
	"compress/gzip"
	"io"
	"mime"
	"net/http"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// compressMinSize is the smallest body worth compressing: below ~1 kB the
// codings' own framing eats most of the gain, and the answer still fits in
// one packet.
const compressMinSize = 1024

// CompressAPI compresses the built-in API's /api/* answers with brotli or
// gzip as the request's Accept-Encoding allows (the hashed web assets are
// precompressed at build time instead). Only text-like answers are touched:
// images, event streams, attachments, ranges, answers that already carry a
// Content-Encoding and answers under compressMinSize pass through unchanged.
// It is not used in proxy mode, where the upstream's bytes pass through as
// they are.
func CompressAPI(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/api/") {
			next.ServeHTTP(w, r)
			return
		}
		cw := &compressWriter{ResponseWriter: w, accept: r.Header.Get("Accept-Encoding"), head: r.Method == http.MethodHead}
		defer cw.finish()
		next.ServeHTTP(cw, r)
	})
}

// compressWriter holds the status and the first compressMinSize bytes back
// until it knows whether the answer is worth compressing, then either starts
// an encoder or writes everything through as it came.
type compressWriter struct {
	http.ResponseWriter
	accept string
	head   bool

	status  int    // held until decided; 0 = not written yet
	buf     []byte // body bytes held until decided
	ok      bool   // eligible, judged once on the headers at WriteHeader
	decided bool
	enc     io.WriteCloser // nil: plain
	flush   func() error   // the encoder's own Flush
	release func()         // returns enc to its pool once closed
}

func (cw *compressWriter) WriteHeader(code int) {
	if cw.decided || cw.status != 0 {
		return // superfluous, as net/http would say
	}
	if code >= 100 && code < 200 {
		cw.ResponseWriter.WriteHeader(code) // informational: not the answer
		return
	}
	cw.status = code
	if cw.ok = cw.eligible(); !cw.ok {
		cw.decide(false)
	}
}

func (cw *compressWriter) Write(p []byte) (int, error) {
	if cw.status == 0 && !cw.decided {
		cw.WriteHeader(http.StatusOK)
	}
	if !cw.decided {
		cw.buf = append(cw.buf, p...)
		if len(cw.buf) < compressMinSize {
			return len(p), nil
		}
		cw.decide(true)
		return len(p), nil
	}
	if cw.enc != nil {
		return cw.enc.Write(p)
	}
	return cw.ResponseWriter.Write(p)
}

// Flush sends what the handler wrote so far: a streaming handler decides
// the coding here (compressed when eligible, whatever the size so far), and
// the encoder's own buffer is flushed before the connection's.
func (cw *compressWriter) Flush() {
	if !cw.decided && cw.status == 0 {
		cw.WriteHeader(http.StatusOK)
	}
	if !cw.decided {
		cw.decide(cw.ok)
	}
	if cw.flush != nil {
		_ = cw.flush()
	}
	_ = http.NewResponseController(cw.ResponseWriter).Flush()
}

// Unwrap lets http.ResponseController reach the connection (deadlines).
func (cw *compressWriter) Unwrap() http.ResponseWriter { return cw.ResponseWriter }

// finish ends the answer: a short body is written plain, an encoder closed.
func (cw *compressWriter) finish() {
	if !cw.decided {
		if cw.status == 0 && len(cw.buf) == 0 {
			// The handler wrote nothing at all: net/http sends its own 200.
			cw.decided = true
			return
		}
		cw.decide(false)
	}
	if cw.enc != nil {
		_ = cw.enc.Close()
		cw.release()
	}
}

// The encoders are pooled: a new gzip writer allocates about 1 MB and a
// brotli one hundreds of kB, for answers mostly a few kB long, so a screen
// polling the API (or the scale bench's 100 task/list calls a second)
// churned the heap and grew the resident memory by tens of MB (issue 31).
var (
	gzipWriters = sync.Pool{New: func() any {
		w, _ := gzip.NewWriterLevel(io.Discard, gzip.DefaultCompression)
		return w
	}}
	brotliWriters = sync.Pool{New: func() any { return brotli.NewWriterLevel(io.Discard, 4) }}
)

// decide commits the header: compressed with the best coding the client
// accepts when compress is true and it accepts one, plain otherwise; then
// writes the held bytes.
func (cw *compressWriter) decide(compress bool) {
	cw.decided = true
	h := cw.Header()
	if compress {
		switch chooseCoding(cw.accept, true, true) {
		case codingBrotli:
			bw := brotliWriters.Get().(*brotli.Writer)
			bw.Reset(cw.ResponseWriter)
			cw.enc, cw.flush, cw.release = bw, bw.Flush, func() { bw.Reset(io.Discard); brotliWriters.Put(bw) }
			h.Set("Content-Encoding", codingBrotli)
		case codingGzip:
			gw := gzipWriters.Get().(*gzip.Writer)
			gw.Reset(cw.ResponseWriter)
			cw.enc, cw.flush, cw.release = gw, gw.Flush, func() { gw.Reset(io.Discard); gzipWriters.Put(gw) }
			h.Set("Content-Encoding", codingGzip)
		}
		if cw.enc != nil {
			h.Del("Content-Length")
		}
	}
	status := cw.status
	if status == 0 {
		status = http.StatusOK
	}
	cw.ResponseWriter.WriteHeader(status)
	buf := cw.buf
	cw.buf = nil
	if len(buf) > 0 {
		if cw.enc != nil {
			_, _ = cw.enc.Write(buf)
		} else {
			_, _ = cw.ResponseWriter.Write(buf)
		}
	}
}

// eligible reports whether this answer may be compressed at all, judged on
// the headers the handler set. Vary is added to every such answer, even the
// ones that end up plain, because another request could get them compressed.
func (cw *compressWriter) eligible() bool {
	h := cw.Header()
	switch {
	case cw.head, cw.status != http.StatusOK && cw.status != http.StatusCreated &&
		cw.status != http.StatusAccepted && cw.status < 400:
		return false // no body (HEAD, 204, 304) or a partial one (206)
	case h.Get("Content-Encoding") != "", h.Get("Content-Range") != "",
		strings.Contains(h.Get("Cache-Control"), "no-transform"):
		return false
	case strings.HasPrefix(strings.ToLower(h.Get("Content-Disposition")), "attachment"):
		return false // a download: its bytes are the user's file
	case !compressibleType(h.Get("Content-Type")):
		return false
	}
	h.Add("Vary", "Accept-Encoding")
	return true
}

// compressibleType accepts JSON and text, but not text/event-stream (each
// event must reach the browser as sent) and not already-compressed types.
func compressibleType(ct string) bool {
	if ct == "" {
		return false // unknown bytes (e.g. an image before sniffing): leave them
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return false
	}
	switch {
	case mt == "text/event-stream":
		return false
	case strings.HasPrefix(mt, "text/"), mt == "application/json", strings.HasSuffix(mt, "+json"),
		mt == "application/javascript", mt == "application/xml", strings.HasSuffix(mt, "+xml"):
		return true
	}
	return false
}
