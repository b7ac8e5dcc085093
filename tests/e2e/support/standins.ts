// Local stand-ins for the services the setup wizard connects to: Emby (the Go
// "emby" stand-in, see go-standins.ts) and a real qbittorrent-nox on a free
// loopback port (qbittorrent.cjs, shared with the benchmarks). Everything
// listens on 127.0.0.1 only and is stopped by the fixture that started it.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startGoStandins } from "./go-standins";
import { QB_PASSWORD, QB_USER } from "./qbittorrent.cjs";

export { freePort, QB_PASSWORD, QB_USER, startQbittorrent } from "./qbittorrent.cjs";

export interface Standin {
  url: string;
  stop(): Promise<void>;
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
