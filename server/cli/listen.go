package cli

import (
	"context"
	"log/slog"
	"net"
	"strconv"

	"github.com/movie-robot/web-console/server/settings"
)

// listenAddress is where the server listens. The port saved on the
// 网站访问设置 screen (built-in mode) takes effect at the next start —
// which is why that screen says a restart is needed — unless --listen or
// MR_LISTEN was given: an explicit address always wins, so a deployment
// that pins the port (Docker, systemd) is never moved by the UI. The saved
// port keeps the host part of the default address (all interfaces).
func listenAddress(ctx context.Context, cfg Config, stored func(context.Context) (settings.WebSetting, bool, error), logger *slog.Logger) string {
	if cfg.ListenExplicit || stored == nil {
		return cfg.Listen
	}
	web, saved, err := stored(ctx)
	if err != nil {
		// Starting on the default port beats not starting at all.
		logger.Warn("cannot read the saved web port; using the default address", "addr", cfg.Listen, "error", err)
		return cfg.Listen
	}
	if !saved {
		return cfg.Listen
	}
	host, _, err := net.SplitHostPort(cfg.Listen)
	if err != nil {
		return cfg.Listen
	}
	// A saved host other than "every interface" (the settings page's "::"
	// default) narrows where the server listens, e.g. to 127.0.0.1.
	if !settings.AllInterfaces(web.Host) {
		host = web.Host
	}
	return net.JoinHostPort(host, strconv.Itoa(web.Port))
}

// listen binds the address listenAddress chooses. If a saved address
// cannot be bound (a host that is no longer this machine's, a port now
// taken), it falls back to the default address rather than not starting:
// the settings page must stay reachable to fix it.
func listen(ctx context.Context, cfg Config, stored func(context.Context) (settings.WebSetting, bool, error), logger *slog.Logger) (net.Listener, error) {
	addr := listenAddress(ctx, cfg, stored, logger)
	ln, err := net.Listen("tcp", addr)
	if err != nil && addr != cfg.Listen {
		logger.Warn("cannot listen on the saved address; using the default", "saved", addr, "addr", cfg.Listen, "error", err)
		return net.Listen("tcp", cfg.Listen)
	}
	return ln, err
}
