//go:build unix

package plugins

import (
	"os/exec"
	"syscall"
)

// ownProcessGroup makes the child lead a new process group and has the
// time-out kill that whole group.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}

// killLeftovers ends whatever the child left running in its group.
func killLeftovers(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) // ESRCH when none: fine
	}
}
