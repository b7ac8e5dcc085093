package deploy

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const unitFile = "movie-robot.service"

// The options the unit must keep: who runs it, where its data lives, and the
// hardening that makes everything else read-only.
var requiredUnitLines = []string{
	"User=movie-robot", "StateDirectory=movie-robot", "Environment=MR_DATA=/var/lib/movie-robot",
	"NoNewPrivileges=yes", "ProtectSystem=strict", "ReadWritePaths=", "PrivateTmp=yes",
	"Restart=on-failure", "WantedBy=multi-user.target",
}

func TestUnitFileKeepsItsHardening(t *testing.T) {
	raw, err := os.ReadFile(unitFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range requiredUnitLines {
		if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(want)).Match(raw) {
			t.Errorf("%s lacks %q", unitFile, want)
		}
	}
}

// systemd-analyze verify exits 0 even for unknown keys or bad values (it
// only warns), so any output at all fails the test. ExecStart must name an
// executable that exists, so a copy points it at this test binary.
func TestUnitFileVerifies(t *testing.T) {
	tool, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Skip("systemd-analyze not installed (Debian package systemd): unit not verified")
	}
	raw, err := os.ReadFile(unitFile)
	if err != nil {
		t.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	copied := regexp.MustCompile(`(?m)^ExecStart=\S+`).ReplaceAll(raw, []byte("ExecStart="+self))
	path := filepath.Join(t.TempDir(), unitFile)
	if err := os.WriteFile(path, copied, 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	cmd := exec.Command(tool, "verify", path)
	cmd.Stdout, cmd.Stderr = &out, &out
	err = cmd.Run()
	text := strings.TrimSpace(out.String())
	if err != nil && strings.Contains(text, "System has not been booted with systemd") {
		t.Skipf("systemd-analyze cannot run here: %s", text)
	}
	if err != nil || text != "" {
		t.Fatalf("systemd-analyze verify: %v\n%s", err, text)
	}
}
