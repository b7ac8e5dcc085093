package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/movie-robot/web-console/server/httpx"
	"github.com/movie-robot/web-console/server/logging"
	"github.com/movie-robot/web-console/server/netguard"
	"github.com/movie-robot/web-console/server/settings"
)

// serverLimits are the HTTP server's time limits. Production uses
// defaultLimits; tests shrink them so they need not wait seconds.
type serverLimits struct {
	readHeaderTimeout time.Duration // a client must send its headers within this
	idleTimeout       time.Duration // keep-alive connections are closed after this
	shutdownGrace     time.Duration // in-flight requests may finish within this
	body              netguard.BodyTiming
	connsPerPeer      int // open connections one TCP peer address may hold
}

var defaultLimits = serverLimits{
	readHeaderTimeout: 10 * time.Second,
	idleTimeout:       120 * time.Second,
	shutdownGrace:     8 * time.Second,
	body:              netguard.DefaultBodyTiming,
	// A browser opens about 6 per host; a reverse proxy in front carries
	// every user on its one address, hence the room.
	connsPerPeer: 256,
}

// shedLogEvery is the most often one kind of shed load is logged.
const shedLogEvery = 10 * time.Second

// stdout receives --version; a variable so tests can read it.
var stdout io.Writer = os.Stdout

// Main is the whole program behind main(): it returns the process exit code.
func Main(args []string, getenv func(string) string, assets fs.FS, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "indexers" {
		return indexersCommand(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "release" {
		return releaseCommand(args[1:], stdout, stderr)
	}
	cfg, err := ParseConfig(args, getenv, stderr)
	if errors.Is(err, flagHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "movie-robot:", err)
		return 2
	}
	switch {
	case cfg.ShowVersion:
		fmt.Fprintln(stdout, "movie-robot", Version)
		return 0
	case cfg.Healthcheck:
		return healthcheck(cfg, stderr)
	}
	applyMemoryLimit(cfg.MemoryLimit, getenv)
	if err := dropPrivileges(cfg, getenv, realSystem); err != nil {
		fmt.Fprintln(stderr, "movie-robot:", err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err = Run(ctx, cfg, assets, stderr, nil)
	if errors.Is(err, errRestart) {
		// Everything is closed (server, store, logs): start over in place.
		stop()
		err = fmt.Errorf("restart: %w", execSelf())
	}
	if err != nil {
		fmt.Fprintln(stderr, "movie-robot:", err)
		return 1
	}
	return 0
}

// Run serves until ctx is done, then shuts down gracefully. ready, when set,
// is told the bound address (tests listen on port 0). After restart_app it
// shuts down the same way and returns errRestart.
func Run(ctx context.Context, cfg Config, assets fs.FS, stderr io.Writer, ready func(net.Addr)) error {
	return run(ctx, cfg, assets, stderr, ready, defaultLimits)
}

func run(ctx context.Context, cfg Config, assets fs.FS, stderr io.Writer, ready func(net.Addr), limits serverLimits) error {
	if err := preparePrivateDirs(os.Chmod, cfg.DataDir, logDir(cfg)); err != nil {
		return fmt.Errorf("data folder: %w", err)
	}
	level, _ := parseLevel(cfg.LogLevel)
	logger, logCloser, err := logging.New(logDir(cfg), level, stderr)
	if err != nil {
		return fmt.Errorf("logging: %w", err)
	}
	defer logCloser.Close()
	// Packages that log without a logger of their own (the organiser, the
	// scanner, bookkeeping writes) reach the log file the settings page shows.
	prev := slog.Default()
	slog.SetDefault(logger)
	defer slog.SetDefault(prev)

	settings.UseDefaultMetadataHosts(cfg.MetadataHosts)
	restart := newRestarter()
	be, err := newBackend(cfg, logger, restart.request)
	if err != nil {
		return err
	}
	defer be.close()
	handler, err := httpx.NewHandler(httpx.Options{
		Assets: assets, Backend: be.handler, SetupRequired: be.setupRequired, SetupDone: be.setupDone, Logger: logger,
		BasePath: cfg.BasePath, Trusted: cfg.TrustedProxies, BuildID: cfg.BuildID,
	})
	if err != nil {
		return err
	}
	ln, err := listen(ctx, cfg, be.storedAddr, logger)
	if err != nil {
		return err
	}
	shed := netguard.NewShedLog(logger, shedLogEvery)
	ln = netguard.LimitPerPeer(ln, limits.connsPerPeer, shed)
	srv := newHTTPServer(netguard.BodyDeadline(handler, limits.body, shed), logger, limits)
	endStreamsOnShutdown(srv)
	mode := "built-in"
	if !cfg.Built() {
		mode = "proxy → " + cfg.Upstream
	}
	logger.Info("Movie Robot web console listening", "addr", ln.Addr().String(), "base_path", cfg.BasePath+"/",
		"mode", mode, "version", Version, "data", cfg.DataDir, "trusted_proxies", cfg.TrustedProxies.String())
	urls := openURLs(ln.Addr(), cfg.BasePath, net.InterfaceAddrs)
	logger.Info("open in a browser", "urls", strings.Join(urls, " "))
	printOpenURLs(stderr, urls)
	if be.listening != nil {
		be.listening(ln.Addr(), cfg.BasePath)
	}
	if ready != nil {
		ready(ln.Addr())
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	var result error
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	case <-restart.requested():
		result = errRestart
	}
	logger.Info("shutting down", "grace", limits.shutdownGrace.String(), "restart", result != nil)
	sctx, cancel := context.WithTimeout(context.Background(), limits.shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		// Requests still running past the grace are cut off, so the process
		// really exits (and the store closes) instead of hanging on them.
		srv.Close()
		if result != nil {
			logger.Warn("requests cut off at the end of the grace", "err", err)
			return result // a requested restart still happens
		}
		return fmt.Errorf("shutdown: %w", err)
	}
	return result
}

// newHTTPServer sets the limits that keep slow or hostile clients from
// holding connections. No WriteTimeout: proxied event streams are long-lived.
func newHTTPServer(h http.Handler, logger *slog.Logger, limits serverLimits) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: limits.readHeaderTimeout,
		IdleTimeout:       limits.idleTimeout,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelDebug),
	}
}
