// Starts stand-ins from server/internal/standin (the same ones the Go tests
// use) through the `standins` command that `make e2e` builds. Each name may
// carry options: "tmdb?api_key=k". Resolves to the URL of each stand-in.
import { spawnStandins } from "./standins-process.cjs";
import { stopChild } from "./stop-child";

export type Recorded = {
  method: string;
  path: string;
  query: string;
  header: Record<string, string[]>;
  body: string;
};

export interface GoStandins {
  urls: Record<string, string>;
  /** What a stand-in received (its recorded requests), oldest first. */
  requests(name: string): Promise<Recorded[]>;
  stop(): Promise<void>;
}

export async function startGoStandins(...specs: string[]): Promise<GoStandins> {
  const { child, urls } = await spawnStandins(specs);
  const url = (name: string) => {
    const found = urls[name];
    if (!found) throw new Error(`stand-in ${name} not started`);
    return found;
  };
  return {
    urls,
    requests: async (name) => (await fetch(`${url(name)}/__standin/requests`)).json(),
    stop: () => {
      child.removeAllListeners("exit");
      return stopChild(child, "standins");
    },
  };
}

/**
 * The requests `name` received after the first `from`, once there are at
 * least `count` of them (the binary often sends after the page has answered).
 */
export async function requestsAfter(
  go: GoStandins,
  name: string,
  from: number,
  count = 1,
  timeoutMs = 15_000,
): Promise<Recorded[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const seen = await go.requests(name);
    if (seen.length >= from + count) return seen.slice(from);
    if (Date.now() > until) {
      throw new Error(`stand-in ${name}: ${seen.length - from} of ${count} requests arrived`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The titles ("text") of the pushes the "pushdeer" stand-in heard, oldest first. */
export async function pushDeerTexts(go: GoStandins): Promise<string[]> {
  return (await go.requests("pushdeer"))
    .filter((r) => r.path === "/message/push")
    .map((r) => new URLSearchParams(r.body).get("text") ?? "");
}

/**
 * The data of `file` in a stand-in site's torrent (TorrentContent in
 * server/internal/standin: the Go tests put the same bytes in place), read
 * from the stand-in at `url`.
 */
export async function torrentContent(url: string, file: string): Promise<Buffer> {
  const res = await fetch(`${url}/__standin/content?${new URLSearchParams({ file })}`);
  if (!res.ok) throw new Error(`${file}'s data: ${res.status} ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

/** POSTs to a stand-in's control path (`/__standin/…`); throws unless it answers 204. */
async function control(url: string, body?: string): Promise<void> {
  const res = await fetch(url, { method: "POST", body });
  if (res.status !== 204) throw new Error(`${url}: ${res.status} ${await res.text()}`);
}

/** Torrents the "nexusphp" stand-in at `site` publishes now (its list shows them first). */
export const publishTorrents = (site: string, torrents: object[]) =>
  control(`${site}/__standin/publish`, JSON.stringify(torrents));

/** The user signed in again elsewhere: the "nexusphp" stand-in at `site` now takes only `cookie`. */
export const relogSite = (site: string, cookie: string) =>
  control(`${site}/__standin/relog?${new URLSearchParams({ cookie })}`);
