package cli

import (
	"context"
	"net/http"
	"strings"
)

// endStreamsOnShutdown ends every event stream (the console's own and a
// proxied backend's) as soon as srv begins to shut down. A stream never goes
// idle, so http.Server.Shutdown would otherwise wait out its whole grace for
// each open browser tab, and a restart would hang on them. EventSource
// reconnects by itself once the server is back.
func endStreamsOnShutdown(srv *http.Server) {
	closing, endStreams := context.WithCancel(context.Background())
	srv.RegisterOnShutdown(endStreams)
	next := srv.Handler
	srv.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.Contains(r.Header.Get("Accept"), "text/event-stream") {
			next.ServeHTTP(w, r)
			return
		}
		ctx, cancel := context.WithCancel(r.Context())
		defer cancel()
		defer context.AfterFunc(closing, cancel)()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
