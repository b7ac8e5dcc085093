package netguard

import (
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"time"
)

// msgSlowBody is logged (rate-limited) when a request body is cut off.
const msgSlowBody = "request body too slow: connection closed"

// BodyTiming bounds how long a request body may take. A body must keep
// arriving (no gap longer than Idle) and average at least MinRate bytes per
// second once Grace has passed; a real upload (a 10 MiB avatar or plugin
// archive) over a slow line easily does both, while a body that never
// comes holds its connection for Grace at most.
type BodyTiming struct {
	Grace   time.Duration // time allowed before the rate counts
	Idle    time.Duration // longest wait for the next bytes
	MinRate int64         // bytes per second, averaged from the start
}

// DefaultBodyTiming: 30 s of grace, 30 s of silence at most, 1 KiB/s on
// average (10 MiB then may take up to three hours).
var DefaultBodyTiming = BodyTiming{Grace: 30 * time.Second, Idle: 30 * time.Second, MinRate: 1 << 10}

// BodyDeadline enforces t on the bodies of requests to next by moving the
// connection's read deadline (http.ResponseController) as bytes arrive.
// net/http itself offers only ReadTimeout, one fixed time for headers and
// body together: too short for uploads or too long for an attacker.
func BodyDeadline(next http.Handler, t BodyTiming, shed *ShedLog) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body == nil || r.Body == http.NoBody || r.ContentLength == 0 {
			next.ServeHTTP(w, r)
			return
		}
		b := &timedBody{ReadCloser: r.Body, rc: http.NewResponseController(w), t: t,
			start: time.Now(), shed: shed, peer: hostOf(r.RemoteAddr)}
		if b.extend(b.start) != nil {
			next.ServeHTTP(w, r) // a writer without deadlines (tests' recorders)
			return
		}
		r.Body = b
		next.ServeHTTP(w, r)
	})
}

type timedBody struct {
	io.ReadCloser
	rc    *http.ResponseController
	t     BodyTiming
	start time.Time
	total int64
	shed  *ShedLog
	peer  string
	done  bool
}

func (b *timedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.total += int64(n)
	switch {
	case b.done:
	case err == io.EOF:
		// The whole body is in: no deadline may cut the connection while
		// the handler works (net/http's background read would see it and
		// cancel the request's context).
		b.done = true
		b.rc.SetReadDeadline(time.Time{})
	case errors.Is(err, os.ErrDeadlineExceeded):
		b.done = true
		b.shed.Note(msgSlowBody, b.peer)
	case n > 0:
		b.extend(time.Now())
	}
	return n, err
}

// extend sets the deadline for the next bytes: Idle from now, but never
// past what the minimum rate allows for the bytes received so far.
func (b *timedBody) extend(now time.Time) error {
	deadline := now.Add(b.t.Idle)
	if b.t.MinRate > 0 {
		byRate := b.start.Add(b.t.Grace + time.Duration(b.total*int64(time.Second)/b.t.MinRate))
		if byRate.Before(deadline) {
			deadline = byRate
		}
	}
	return b.rc.SetReadDeadline(deadline)
}

// hostOf is the TCP peer's address without its port, as the connection
// limit logs it.
func hostOf(remote string) string {
	if host, _, err := net.SplitHostPort(remote); err == nil {
		return host
	}
	return remote
}
