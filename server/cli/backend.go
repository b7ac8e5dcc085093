package cli

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"github.com/movie-robot/web-console/server/api"
	"github.com/movie-robot/web-console/server/auth"
	"github.com/movie-robot/web-console/server/httpx"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

// tokenTTL is how long a sign-in lasts; the UI has no refresh token.
const tokenTTL = 7 * 24 * time.Hour

// backend is whatever answers the backend's paths in the chosen mode.
type backend struct {
	handler       http.Handler
	setupRequired func(*http.Request) bool // nil in proxy mode: the upstream owns first-run
	// storedPort is the port saved on 网站访问设置, if any; nil in proxy
	// mode, where the upstream owns that setting.
	storedPort func(context.Context) (port int, saved bool, err error)
	close      func() error
}

func newBackend(cfg Config, logger *slog.Logger) (backend, error) {
	if !cfg.Built() {
		u, err := url.Parse(cfg.Upstream)
		if err != nil {
			return backend{}, err
		}
		return backend{handler: httpx.NewProxy(u, logger), close: func() error { return nil }}, nil
	}
	st, err := store.Open(cfg.DataDir)
	if err != nil {
		return backend{}, fmt.Errorf("open store: %w", err)
	}
	secret, err := auth.LoadOrCreateSecret(cfg.DataDir)
	if err != nil {
		st.Close()
		return backend{}, fmt.Errorf("jwt secret: %w", err)
	}
	srv := api.New(api.Deps{
		Store:   st,
		Tokens:  auth.NewTokens(secret, tokenTTL, time.Now),
		Logger:  logger,
		Version: Version,
	})
	storedPort := func(ctx context.Context) (int, bool, error) {
		w, saved, err := settings.WebSection.LoadStored(ctx, st)
		return w.Port, saved, err
	}
	return backend{handler: srv, setupRequired: srv.SetupRequired, storedPort: storedPort, close: st.Close}, nil
}
