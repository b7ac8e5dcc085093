package cli

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
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
	setupDone     func(*http.Request) bool // nil in proxy mode, likewise
	// storedAddr is the address saved on 网站访问设置, if any; nil in proxy
	// mode, where the upstream owns that setting.
	storedAddr func(context.Context) (settings.WebSetting, bool, error)
	close      func() error
	// listening is told the bound address (built-in mode: plugins call
	// the API there).
	listening func(addr net.Addr, basePath string)
}

// logDir is where the binary's own log files go (both modes).
func logDir(cfg Config) string { return filepath.Join(cfg.DataDir, "logs") }

// scriptEnv is setting/get_env's answer: the folders newServices opened
// the sites and plugins on, absolute (scripts run in other folders).
func scriptEnv(cfg Config) api.ScriptEnv {
	dir, err := filepath.Abs(cfg.DataDir)
	if err != nil {
		dir = cfg.DataDir
	}
	return api.ScriptEnv{ConfigDir: dir, UserConfigDir: dir, SiteConfigDir: filepath.Join(dir, "indexers"),
		PluginDir: filepath.Join(dir, "plugins")}
}

// newBackend builds the backend. In built-in mode it also starts the one
// scheduler of background jobs, which close stops before the store is closed.
func newBackend(cfg Config, logger *slog.Logger, restart func(time.Duration)) (backend, error) {
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
	svc, err := newServices(cfg, st, logger)
	if err != nil {
		st.Close()
		return backend{}, err
	}
	board, err := svc.dashboard(cfg, st)
	if err != nil {
		st.Close()
		return backend{}, fmt.Errorf("dashboard: %w", err)
	}
	srv := api.New(api.Deps{
		Store:         st,
		Tokens:        auth.NewTokens(secret, tokenTTL, time.Now),
		Logger:        logger,
		Version:       Version,
		HealthKick:    func() { svc.sched.Kick(jobHealth) },
		Notifier:      svc.notifier,
		Events:        svc.events,
		LogDir:        logDir(cfg),
		Restart:       restart,
		Users:         svc.users,
		Metadata:      svc.meta,
		Subscriptions: svc.subs,
		Filters:       svc.filters,
		MediaGuide:    svc.tmdbGuide(),
		Sites:         svc.sites,
		Downloads:     svc.dl,
		CustomSubs:    svc.custom,
		Plugins:       svc.plugins,
		Library:       svc.library,
		ScriptEnv:     scriptEnv(cfg),
		Tasks:         svc.sched,
		Rankings:      svc.rankings,
		CookieSync:    svc.cookies,
		Subtitles:     svc.subtitle,
		Dashboard:     board,
		Parser:        svc.parser,
		Outbox:        svc.engine,
		Activity:      svc.activity,
		Analyze:       svc.analyze,
		ScriptCache:   svc.cache,
		Shelf:         svc.shelf,
	})
	stopJobs, err := svc.startJobs()
	if err != nil {
		st.Close()
		return backend{}, err
	}
	storedAddr := func(ctx context.Context) (settings.WebSetting, bool, error) {
		return settings.WebSection.LoadStored(ctx, st)
	}
	closeAll := func() error {
		stopJobs() // no job may write to a closed store
		return st.Close()
	}
	return backend{handler: httpx.CompressAPI(srv), setupRequired: srv.SetupRequired, setupDone: srv.SetupDone, storedAddr: storedAddr,
		close: closeAll, listening: svc.setAPIAddr}, nil
}
