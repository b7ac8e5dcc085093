package plugins

import (
	"archive/zip"
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestInstallFromMarketAndUninstall(t *testing.T) {
	s, st := newTestService(t, nil)
	ctx := context.Background()
	market := s.Market(ctx)
	if len(market) != 3 || market[0].PluginName != "nexusphp_signin" || market[1].PluginName != "torrent_cleanup" ||
		market[2].PluginName != "demo_echo" || market[2].LastVersion != "1.1.0" || market[2].Installed {
		t.Fatalf("market: %+v", market)
	}
	mustInstall(t, s, "demo_echo", "1.0.0")
	inst := s.InstalledPlugins(ctx)
	if len(inst) != 1 || inst[0].LocalVersion != "1.0.0" || !inst[0].HasNew || !inst[0].HasConfig ||
		inst[0].LogoURL != "/plugins/demo_echo/logo.jpg" {
		t.Fatalf("installed: %+v", inst)
	}
	if _, ct, ok := s.Logo("demo_echo"); !ok || ct != "image/png" {
		t.Fatalf("logo: %v %s", ok, ct)
	}
	cfg, _ := s.Config(ctx, "demo_echo")
	if cfg["greeting"] != "早" || cfg["mode"] != "fast" {
		t.Fatalf("config with defaults: %v", cfg)
	}
	if _, err := s.accessKey(ctx, "demo_echo"); err != nil {
		t.Fatal(err)
	}
	if err := s.Uninstall(ctx, "demo_echo", true); err != nil {
		t.Fatal(err)
	}
	keys, _ := st.AccessKeys(ctx)
	cfg, _ = s.Config(ctx, "demo_echo")
	if len(s.Installed()) != 0 || len(keys) != 0 || len(cfg) != 0 {
		t.Fatalf("after uninstall: %v plugins, keys %v, config %v", s.Installed(), keys, cfg)
	}
}

func TestChecksumMismatchIsRefusedBeforeUnpacking(t *testing.T) {
	s, _ := newTestService(t, map[string]string{"corrupt": "1.0.0"})
	_, err := s.Install(context.Background(), "demo_echo", "1.0.0", nil)
	if err == nil || !strings.Contains(err.Error(), "SHA-256 校验和与市场索引不符") {
		t.Fatalf("err = %v", err)
	}
	if entries, _ := os.ReadDir(s.dir); len(entries) != 0 {
		t.Fatalf("something was written: %v", entries)
	}
}

func TestArchivePathTraversalIsRefused(t *testing.T) {
	s, _ := newTestService(t, map[string]string{"evil": "1"})
	_, err := s.Install(context.Background(), "evil_paths", "", nil)
	if err == nil || !strings.Contains(err.Error(), "指向插件目录之外") {
		t.Fatalf("err = %v", err)
	}
	if exists(filepath.Join(s.dir, "escape.txt")) || exists(filepath.Join(s.dir, "evil_paths")) {
		t.Fatal("the archive wrote something")
	}
	for _, name := range []string{"/etc/x", `a\..\b`} {
		if _, err := target(s.dir, name); err == nil {
			t.Errorf("%q accepted", name)
		}
	}
}

func TestZipWithSymlinkIsRefused(t *testing.T) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	h := &zip.FileHeader{Name: "link"}
	h.SetMode(os.ModeSymlink | 0o777)
	w, _ := zw.CreateHeader(h)
	w.Write([]byte("/etc/passwd"))
	zw.Close()
	err := unpack(buf.Bytes(), t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "不允许的条目") {
		t.Fatalf("err = %v", err)
	}
}

func TestFailedUpgradeKeepsTheOldVersion(t *testing.T) {
	s, _ := newTestService(t, map[string]string{"corrupt": "1.1.0"})
	ctx := context.Background()
	mustInstall(t, s, "demo_echo", "1.0.0")
	if _, err := s.Install(ctx, "demo_echo", "1.1.0", nil); err == nil {
		t.Fatal("corrupt upgrade accepted")
	}
	i, err := s.load("demo_echo")
	if err != nil || i.Version != "1.0.0" {
		t.Fatalf("after failed upgrade: %+v %v", i, err)
	}
	if err := s.Start("demo_echo", "echo", map[string]any{"text": "还在"}); err != nil {
		t.Fatal(err)
	}
	if c := waitState(t, s, "demo_echo", "echo"); c.Status != StatusDone {
		t.Fatalf("old version does not run: %+v", c)
	}
}

func TestUpgradeAndLocalArchive(t *testing.T) {
	s, _ := newTestService(t, nil)
	ctx := context.Background()
	mustInstall(t, s, "demo_echo", "1.0.0")
	if _, err := s.Install(ctx, "demo_echo", "", map[string]any{}); err != nil {
		t.Fatal(err)
	}
	if i, _ := s.load("demo_echo"); i.Version != "1.1.0" {
		t.Fatalf("version %s", i.Version)
	}
	if cfg, _ := s.Config(ctx, "demo_echo"); cfg["greeting"] != "早" {
		t.Fatalf("upgrade lost the config: %v", cfg)
	}
	m, err := s.InstallArchive(ctx, bundledArchives["nexusphp_signin"], nil)
	if err != nil || m.Name != "nexusphp_signin" {
		t.Fatalf("%+v %v", m, err)
	}
	if _, err := s.InstallArchive(ctx, []byte("not an archive"), nil); err == nil {
		t.Fatal("garbage accepted")
	}
}
