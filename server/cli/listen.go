package cli

import (
	"context"
	"log/slog"
	"net"
	"strconv"
)

// listenAddress is where the server listens. The port saved on the
// 网站访问设置 screen (built-in mode) takes effect at the next start —
// which is why that screen says a restart is needed — unless --listen or
// MR_LISTEN was given: an explicit address always wins, so a deployment
// that pins the port (Docker, systemd) is never moved by the UI. The saved
// port keeps the host part of the default address (all interfaces).
func listenAddress(ctx context.Context, cfg Config, stored func(context.Context) (int, bool, error), logger *slog.Logger) string {
	if cfg.ListenExplicit || stored == nil {
		return cfg.Listen
	}
	port, saved, err := stored(ctx)
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
	return net.JoinHostPort(host, strconv.Itoa(port))
}
