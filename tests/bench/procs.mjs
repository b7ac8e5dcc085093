// Starting and measuring the processes the benchmark compares.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../e2e/support/qbittorrent.cjs";

// BENCH_BINARY: another build to measure (e.g. one from before a change).
export const BINARY =
  process.env.BENCH_BINARY ?? new URL("../../bin/movie-robot", import.meta.url).pathname;
export const DIST = new URL("../../dist", import.meta.url).pathname;

export { freePort };

/** Starts the binary and returns once it answered its first 200, with the time that took. */
export async function startBinary(
  args = [],
  dataDir = mkdtempSync(join(tmpdir(), "mr-bench-")),
  env = process.env,
) {
  const i = args.indexOf("--base-path");
  const base = i >= 0 ? args[i + 1] : "";
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(BINARY, ["--listen", `127.0.0.1:${port}`, "--data", dataDir, ...args], {
    stdio: ["ignore", "ignore", "ignore"],
    env,
  });
  for (let i = 0; i < 5000; i++) {
    try {
      const res = await fetch(`${url}${base}/auth/sign-in`);
      if (res.status === 200) {
        await res.arrayBuffer();
        return { url, child, dataDir, firstOkMs: performance.now() - started };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  child.kill("SIGKILL");
  throw new Error(`binary ${args.join(" ")} did not answer`);
}

export function rssMiB(pid, field = "VmRSS") {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The process's peak resident memory so far (the kernel's high-water mark). */
export const peakRssMiB = (pid) => rssMiB(pid, "VmHWM");

const TICK_MS = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/** CPU time pid has used (utime + stime of /proc/<pid>/stat, every thread), in ms. */
export function procCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command's ")": the 1st is field 3 (state), utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export function stop(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });
}

export async function createAdminToken(url) {
  const body = { username: "admin", password: "bench-password-1" };
  const post = (path) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post("/api/config/init_admin");
  const res = await post("/api/auth/get_token");
  if (res.code !== 0) throw new Error(`sign-in failed: ${res.message}`);
  return res.data.access_token;
}
