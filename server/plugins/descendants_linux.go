package plugins

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
)

const prSetChildSubreaper = 36 // PR_SET_CHILD_SUBREAPER, linux/prctl.h

var subreaperOnce sync.Once

// becomeSubreaper makes the server the child subreaper of its descendants:
// a plugin's process orphaned by its parent (a double fork, setsid) is
// re-parented to the server instead of PID 1, so it stays in our tree and
// is reaped by us after the kill.
func becomeSubreaper() {
	subreaperOnce.Do(func() {
		_, _, _ = syscall.RawSyscall6(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0, 0, 0, 0)
	})
}

// killDescendants SIGKILLs every process of one run: the tree under root
// (0: none) and any process whose environment carries the run's token. It
// scans /proc again until a scan finds none, so one that forked while we
// killed is caught too. Orphans re-parented to us are reaped.
func killDescendants(root int, token string) {
	if token == "" {
		return
	}
	mark := []byte(runTokenVar + "=" + token + "\x00")
	for range 20 {
		victims := runProcesses(root, mark)
		if len(victims) == 0 {
			return
		}
		for _, pid := range victims {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		for _, pid := range victims {
			if pid != root && parentOf(pid) == os.Getpid() {
				var ws syscall.WaitStatus
				_, _ = syscall.Wait4(pid, &ws, 0, nil) // ours by re-parenting, not an exec.Cmd's
			}
		}
	}
}

// runProcesses lists the live (not zombie) descendants of root and the
// processes whose environment holds mark; root itself is not listed.
func runProcesses(root int, mark []byte) []int {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	children := map[int][]int{}
	var out []int
	seen := map[int]bool{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		ppid, state := statOf(pid)
		if state == "" || state == "Z" || state == "X" {
			continue
		}
		children[ppid] = append(children[ppid], pid)
		if env, err := os.ReadFile("/proc/" + e.Name() + "/environ"); err == nil && bytes.Contains(append([]byte{0}, env...), append([]byte{0}, mark...)) {
			if pid != root && !seen[pid] {
				seen[pid] = true
				out = append(out, pid)
			}
		}
	}
	if root > 0 {
		for queue := children[root]; len(queue) > 0; queue = queue[1:] {
			pid := queue[0]
			if !seen[pid] {
				seen[pid] = true
				out = append(out, pid)
			}
			queue = append(queue, children[pid]...)
		}
	}
	return out
}

func parentOf(pid int) int {
	ppid, _ := statOf(pid)
	return ppid
}

// statOf reads the parent and state of pid from /proc/<pid>/stat (the
// command name in parentheses may itself hold spaces and parentheses).
func statOf(pid int) (ppid int, state string) {
	raw, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, ""
	}
	s := string(raw)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, ""
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 2 {
		return 0, ""
	}
	ppid, _ = strconv.Atoi(f[1])
	return ppid, f[0]
}
