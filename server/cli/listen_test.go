package cli

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"strconv"
	"testing"

	"github.com/movie-robot/web-console/server/internal/daemontest"
	"github.com/movie-robot/web-console/server/internal/storetest"
	"github.com/movie-robot/web-console/server/settings"
	"github.com/movie-robot/web-console/server/store"
)

func storedPortFunc(port int, saved bool, err error) func(context.Context) (settings.WebSetting, bool, error) {
	return storedAddrFunc("::", port, saved, err)
}

func storedAddrFunc(host string, port int, saved bool, err error) func(context.Context) (settings.WebSetting, bool, error) {
	return func(context.Context) (settings.WebSetting, bool, error) {
		return settings.WebSetting{Host: host, Port: port}, saved, err
	}
}

func TestListenAddress(t *testing.T) {
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	ctx := context.Background()
	cases := []struct {
		cfg    Config
		stored func(context.Context) (settings.WebSetting, bool, error)
		want   string
	}{
		{Config{Listen: ":1329"}, storedPortFunc(8080, true, nil), ":8080"},
		{Config{Listen: "127.0.0.1:0"}, storedPortFunc(8080, true, nil), "127.0.0.1:8080"},
		{Config{Listen: ":1329", ListenExplicit: true}, storedPortFunc(8080, true, nil), ":1329"},
		{Config{Listen: ":1329"}, storedPortFunc(0, false, nil), ":1329"},
		{Config{Listen: ":1329"}, storedPortFunc(0, false, errors.New("db")), ":1329"},
		{Config{Listen: ":1329"}, nil, ":1329"}, // proxy mode
		{Config{Listen: ":1329"}, storedAddrFunc("127.0.0.1", 8080, true, nil), "127.0.0.1:8080"},
		{Config{Listen: ":1329"}, storedAddrFunc("::1", 8080, true, nil), "[::1]:8080"},
		{Config{Listen: "127.0.0.1:0"}, storedAddrFunc("0.0.0.0", 8080, true, nil), "127.0.0.1:8080"},
	}
	for _, c := range cases {
		if got := listenAddress(ctx, c.cfg, c.stored, quiet); got != c.want {
			t.Errorf("%+v: got %q, want %q", c.cfg, got, c.want)
		}
	}
}

func TestParseConfigMarksAnExplicitListen(t *testing.T) {
	for _, c := range []struct {
		args []string
		env  map[string]string
		want bool
	}{
		{nil, nil, false},
		{[]string{"--listen", ":1329"}, nil, true}, // even when equal to the default
		{nil, map[string]string{"MR_LISTEN": ":9000"}, true},
		{nil, map[string]string{"MR_LISTEN": "  "}, false},
	} {
		cfg, err := ParseConfig(c.args, env(c.env), io.Discard)
		if err != nil || cfg.ListenExplicit != c.want {
			t.Errorf("%v %v: explicit=%v err=%v", c.args, c.env, cfg.ListenExplicit, err)
		}
	}
}

// savedWeb is a data folder whose store holds ws as the saved web
// setting, closed again as a run that saved it leaves it.
func savedWeb(t *testing.T, ws settings.WebSetting) string {
	t.Helper()
	dir := t.TempDir()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	storetest.PutSetting(t, st, settings.WebSection, ws)
	st.Close()
	return dir
}

// The saved port is used at the next start of the real server.
func TestRunListensOnTheSavedPort(t *testing.T) {
	port := daemontest.FreePort(t)
	dir := savedWeb(t, settings.WebSetting{Port: port})

	r := startRun(t, Config{DataDir: dir, Listen: "127.0.0.1:0"}, testLimits)
	if _, p, _ := net.SplitHostPort(r.addr); p != strconv.Itoa(port) {
		t.Fatalf("listening on %s, want the saved port %d", r.addr, port)
	}
	r.cancel()
	<-r.done
	r2 := startRun(t, Config{DataDir: dir, Listen: "127.0.0.1:0", ListenExplicit: true}, testLimits)
	defer r2.cancel()
	if _, p, _ := net.SplitHostPort(r2.addr); p == strconv.Itoa(port) {
		t.Fatalf("an explicit --listen must win over the saved port")
	}
}

// A saved host the machine does not have must not keep the server down.
func TestRunFallsBackWhenTheSavedAddressCannotBeBound(t *testing.T) {
	dir := savedWeb(t, settings.WebSetting{Host: "192.0.2.1", Port: 8080}) // TEST-NET-1
	r := startRun(t, Config{DataDir: dir, Listen: "127.0.0.1:0"}, testLimits)
	if host, _, _ := net.SplitHostPort(r.addr); host != "127.0.0.1" {
		t.Fatalf("listening on %s", r.addr)
	}
}
