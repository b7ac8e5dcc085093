package cli

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/movie-robot/web-console/server/netutil"

	// The container image is empty (scratch): without an embedded zone
	// database, TZ=Asia/Shanghai would silently fall back to UTC.
	_ "time/tzdata"
)

// healthURL is the address the container's health check asks: the app info
// every page loads, on the loopback side of the configured port and base path.
func healthURL(cfg Config) (string, error) {
	host, port, err := net.SplitHostPort(cfg.Listen)
	if err != nil || port == "" {
		return "", fmt.Errorf("--listen %q has no port", cfg.Listen)
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1" // listening everywhere: loopback is one of them
	}
	return "http://" + net.JoinHostPort(host, port) + cfg.BasePath + "/api/common/app", nil
}

// healthcheck is `movie-robot --healthcheck`: the image has no curl, so the
// binary checks itself. 0 = answering, 1 = not.
func healthcheck(cfg Config, stderr io.Writer) int {
	url, err := healthURL(cfg)
	if err != nil {
		fmt.Fprintln(stderr, "healthcheck:", err)
		return 1
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	// The binary's own port: never through a proxy of the environment.
	res, err := netutil.NewClient(netutil.Outbound{Direct: true}).Do(req)
	if err != nil {
		fmt.Fprintln(stderr, "healthcheck:", err)
		return 1
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		fmt.Fprintln(stderr, "healthcheck:", url, res.Status)
		return 1
	}
	return 0
}

// identity is who the server should run as (the NAS convention PUID/PGID).
type identity struct{ uid, gid int }

// wantedIdentity reads PUID/PGID. ok is false when neither is set; a value
// that is not a non-negative number is an error, never silently root.
func wantedIdentity(getenv func(string) string) (id identity, ok bool, err error) {
	puid, pgid := strings.TrimSpace(getenv("PUID")), strings.TrimSpace(getenv("PGID"))
	if puid == "" && pgid == "" {
		return id, false, nil
	}
	parse := func(name, v string) (int, error) {
		if v == "" {
			v = "1000"
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("%s must be a numeric id, got %q", name, v)
		}
		return n, nil
	}
	if id.uid, err = parse("PUID", puid); err != nil {
		return id, false, err
	}
	if id.gid, err = parse("PGID", pgid); err != nil {
		return id, false, err
	}
	return id, true, nil
}

// dropPrivileges hands the data folder to PUID/PGID and switches to them
// when started as root with PUID/PGID set (a container started without
// --user). Anywhere else it does nothing: a systemd unit or `--user`
// already runs as the right user.
func dropPrivileges(cfg Config, getenv func(string) string, s system) error {
	id, ok, err := wantedIdentity(getenv)
	if err != nil || !ok || s.getuid() != 0 || id.uid == 0 {
		return err
	}
	if err := os.MkdirAll(cfg.DataDir, 0o750); err != nil {
		return fmt.Errorf("data folder: %w", err)
	}
	// Files an earlier root run left behind become the user's too.
	err = filepath.WalkDir(cfg.DataDir, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return s.lchown(p, id.uid, id.gid)
	})
	if err != nil {
		return fmt.Errorf("hand the data folder to %d:%d: %w", id.uid, id.gid, err)
	}
	// Group first: once the user id is dropped, changing groups is refused.
	if err := s.setgroups([]int{id.gid}); err != nil {
		return fmt.Errorf("setgroups: %w", err)
	}
	if err := s.setgid(id.gid); err != nil {
		return fmt.Errorf("setgid %d: %w", id.gid, err)
	}
	if err := s.setuid(id.uid); err != nil {
		return fmt.Errorf("setuid %d: %w", id.uid, err)
	}
	return nil
}

// system is the part of the OS dropPrivileges changes; tests record it.
type system struct {
	getuid    func() int
	lchown    func(string, int, int) error
	setgroups func([]int) error
	setgid    func(int) error
	setuid    func(int) error
}

var realSystem = system{
	getuid: os.Getuid, lchown: os.Lchown, setgroups: syscall.Setgroups,
	setgid: syscall.Setgid, setuid: syscall.Setuid,
}
