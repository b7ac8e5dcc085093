// Local stand-ins for the services the setup wizard connects to: Emby (the Go
// "emby" stand-in, see go-standins.ts) and a real qbittorrent-nox on a free
// loopback port. Everything listens on 127.0.0.1 only and is stopped by the
// fixture that started it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startGoStandins } from "./go-standins";

export interface Standin {
  url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (also: an address that refuses connections). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createNetServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => done(port));
    });
  });
}

export const EMBY_VERSION = "4.8.0";

/**
 * Emby through the Go "emby" stand-in (server/internal/standin, shared with
 * the Go tests): /System/Info answers EMBY_VERSION for the right
 * X-Emby-Token and 401 otherwise, and the library API is there too.
 */
export async function startEmby(apiKey: string): Promise<Standin> {
  const name = `emby?${new URLSearchParams({ api_key: apiKey, version: EMBY_VERSION })}`;
  const go = await startGoStandins(name);
  return { url: go.urls.emby, stop: go.stop };
}

export const QB_USER = "admin";
export const QB_PASSWORD = "adminadmin";

// PBKDF2 of "adminadmin" with the salt 00 01 … 0f (qBittorrent's own format).
const QB_PASSWORD_HASH =
  "@ByteArray(AAECAwQFBgcICQoLDA0ODw==:UC4grCR8uxnR4Gzyoule02IP9X8mRb7SaEfCylvs19kyzc76Vdb/0xQlSKu43sz2Dl4vz2SIZymUO3PvTxIfVQ==)";

// Loopback only, and every feature that would reach the internet switched off.
function qbConfig(port: number): string {
  return [
    "[LegalNotice]",
    "Accepted=true",
    "",
    "[BitTorrent]",
    "Session\\DHTEnabled=false",
    "Session\\LSDEnabled=false",
    "Session\\PeXEnabled=false",
    "Session\\Interface=lo",
    "Session\\InterfaceName=lo",
    "",
    "[Network]",
    "PortForwardingEnabled=false",
    "",
    "[Preferences]",
    "Connection\\ResolvePeerCountries=false",
    "WebUI\\Address=127.0.0.1",
    `WebUI\\Port=${port}`,
    "WebUI\\UseUPnP=false",
    `WebUI\\Username=${QB_USER}`,
    `WebUI\\Password_PBKDF2="${QB_PASSWORD_HASH}"`,
    // Otherwise clients on localhost skip authentication and a wrong password still gets in.
    "WebUI\\LocalHostAuth=true",
    "",
  ].join("\n");
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once("exit", () => done());
  });
}

/** Ready once the Web API gives any HTTP answer (403 before sign-in). */
async function waitForWebUi(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`qbittorrent-nox exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/api/v2/app/version`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("qbittorrent-nox did not answer within 30 s");
}

/** A real qbittorrent-nox (Debian's package) with the account admin / adminadmin. */
export async function startQbittorrent(): Promise<Standin> {
  const profile = mkdtempSync(join(tmpdir(), "mr-e2e-qb-"));
  const port = await freePort();
  const configDir = join(profile, "qBittorrent", "config");
  mkdirSync(configDir, { recursive: true });
  writeFileSync(join(configDir, "qBittorrent.conf"), qbConfig(port));
  const child = spawn(
    "/usr/bin/qbittorrent-nox",
    [`--webui-port=${port}`, `--profile=${profile}`],
    {
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const done = exited(child);
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await done;
    clearTimeout(timer);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await waitForWebUi(url, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

/**
 * qBittorrent's own Web API, signed in as QB_USER: GET `path`, or POST `form`
 * as a form; a JSON answer parsed, any other answer as its text.
 */
export async function qbApi<T = unknown>(
  url: string,
  path: string,
  form?: Record<string, string>,
): Promise<T> {
  const login = await fetch(`${url}/api/v2/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: url },
    body: new URLSearchParams({ username: QB_USER, password: QB_PASSWORD }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const res = await fetch(`${url}${path}`, {
    method: form ? "POST" : "GET",
    headers: { Cookie: cookie, Referer: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: form ? new URLSearchParams(form) : undefined,
  });
  const text = await res.text();
  const json = (res.headers.get("content-type") ?? "").includes("json");
  return (json ? JSON.parse(text) : text) as T;
}

/** A temporary folder tree for the path picker: <root>/downloads and <root>/library. */
export function makeFolderTree(): { root: string; name: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), "mr-e2e-tree-"));
  for (const sub of ["downloads", "library"]) mkdirSync(join(root, sub));
  return {
    root,
    name: root.slice(root.lastIndexOf("/") + 1),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
