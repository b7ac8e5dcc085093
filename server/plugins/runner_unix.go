//go:build unix

package plugins

import (
	"crypto/rand"
	"encoding/hex"
	"os/exec"
	"syscall"
)

// runTokenVar carries a token unique to one run in the plugin's
// environment, which its descendants inherit: one that called setsid and
// whose parent then exited is in no process group of ours and under no
// parent we know, but still carries the token.
const runTokenVar = "MR_PLUGIN_RUN"

// ownProcessGroup makes the child lead a new process group, marks its
// environment with a run token, and has the time-out kill the group and
// every descendant (descendants_linux.go). It returns the token.
func ownProcessGroup(cmd *exec.Cmd) string {
	becomeSubreaper()
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	token := hex.EncodeToString(b)
	cmd.Env = append(cmd.Env, runTokenVar+"="+token)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		killDescendants(cmd.Process.Pid, token)
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	return token
}

// killLeftovers ends whatever the run left running: its group, and any
// process carrying its token (the child itself is reaped by now, so its
// pid is not followed: it may have been reused).
func killLeftovers(cmd *exec.Cmd, token string) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) // ESRCH when none: fine
	}
	killDescendants(0, token)
}
