// Stops a process a test started, and never waits forever: a process that
// already exited resolves at once, one that ignores SIGTERM for 15 s is made
// to print its goroutines (Go does on SIGQUIT), killed, and fails the fixture
// with that output, so a hung shutdown is a visible failure, not a CI run
// that hangs until its time limit.
import type { ChildProcess } from "node:child_process";

const GRACE_MS = 15_000;

export function stopChild(child: ChildProcess, name: string, log?: () => string): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill("SIGQUIT");
      setTimeout(() => {
        child.kill("SIGKILL");
        const tail = (log?.() ?? "").slice(-6000);
        fail(new Error(`${name} did not exit within ${GRACE_MS / 1000} s of SIGTERM\n${tail}`));
      }, 2_000);
    }, GRACE_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      done();
    });
    child.kill("SIGTERM");
  });
}
