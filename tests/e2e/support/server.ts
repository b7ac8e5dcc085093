// Starts the real binary on a free loopback port with a fresh data folder,
// so each fixture sees a first run of its own.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "./qbittorrent.cjs";
import { stopChild } from "./stop-child";

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

// MR_BINARY runs the tests against another build (the default is `make build`'s).
const BINARY = process.env.MR_BINARY ?? resolve(__dirname, "../../../bin/movie-robot");

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  // url includes any --base-path prefix
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/common/app`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server at ${url} did not come up`);
}

export async function startServer(extraArgs: string[] = []): Promise<RunningServer> {
  const at = extraArgs.indexOf("--base-path");
  const base = at >= 0 ? (extraArgs[at + 1] ?? "") : "";
  const dataDir = mkdtempSync(join(tmpdir(), "mr-e2e-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(BINARY, ["--listen", `127.0.0.1:${port}`, "--data", dataDir, ...extraArgs], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (chunk) => {
    log += String(chunk);
  });
  try {
    await waitUntilUp(`${url}${base}`, child);
  } catch (err) {
    child.kill("SIGKILL");
    throw new Error(`${(err as Error).message}\n${log}`);
  }
  return {
    url,
    dataDir,
    stop: async () => {
      await stopChild(child, "movie-robot", () => log);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates the first admin through the API, as the setup screen would. */
export async function createAdmin(url: string, username: string, password: string): Promise<void> {
  const res = await fetch(`${url}/api/config/init_admin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { code: number; message: string };
  if (body.code !== 0) throw new Error(`init_admin failed: ${body.message}`);
}

/** Signs in through the API and returns the access token. */
export async function fetchToken(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/get_token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as {
    code: number;
    message: string;
    data: { access_token: string };
  };
  if (body.code !== 0) throw new Error(`get_token failed: ${body.message}`);
  return body.data.access_token;
}
