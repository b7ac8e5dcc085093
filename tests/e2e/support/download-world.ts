// The world the download tests run in: the real binary with its admin signed
// in, a real qbittorrent-nox as its default client, a folder tree whose media
// paths file downloads as hard links, and the Go stand-ins: the NexusPHP site
// 天空 (hdsky), TMDB, and whatever else the test names (Douban, Emby, …).
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { type SignedIn, startSignedIn, stopAll } from "./fixture";
import { type GoStandins, startGoStandins, torrentContent } from "./go-standins";
import { callApi, mustCall, type Session } from "./session";
import { saveMetadataStandins, saveQbittorrent, saveStandinSite } from "./setup";
import { makeFolderTree, type Standin, startQbittorrent } from "./standins";

// The world's own secrets: the admin's password, the site's cookie, TMDB's key.
const PASSWORD = "download-tests-pass-1";
const COOKIE = "c_secure_uid=7; c_secure_pass=download-e2e";
const TMDB_KEY = "download-tmdb-key";

export type DownloadWorld = SignedIn & {
  go: GoStandins;
  qb: Standin;
  tree: ReturnType<typeof makeFolderTree>;
};

/** A media path: `type`'s downloads land in `download`, filed under `library` (both below the tree's root). */
export type MediaPath = { type: "movie" | "tv"; download: string; library: string };

/** Movies and shows apart: downloads/<kind>, filed into library/<kind>. */
export const PATHS_BY_KIND: MediaPath[] = (["movie", "tv"] as const).map((kind) => ({
  type: kind,
  download: `downloads/${kind}`,
  library: `library/${kind}`,
}));

/**
 * Starts the world and saves its settings as an admin would: the client, the
 * media `paths` (their download folders made), TMDB and (when among the
 * `standins`) Douban as metadata hosts, and the site signed in. `args` are the
 * binary's, given the stand-ins' urls. What started is stopped again when a
 * later step fails.
 */
export async function startDownloadWorld(opts: {
  paths: MediaPath[];
  standins?: string[];
  args?: (urls: Record<string, string>) => string[];
}): Promise<DownloadWorld> {
  const go = await startGoStandins(
    `nexusphp?${new URLSearchParams({ cookie: COOKIE })}`,
    `tmdb?key=${TMDB_KEY}`,
    ...(opts.standins ?? []),
  );
  const w: Partial<DownloadWorld> = { go };
  try {
    const { session: s } = Object.assign(
      w,
      await startSignedIn({ password: PASSWORD, args: opts.args?.(go.urls) }),
    );
    w.qb = await startQbittorrent();
    w.tree = makeFolderTree();
    const root = w.tree.root;
    for (const p of opts.paths) mkdirSync(join(root, p.download), { recursive: true });
    await saveQbittorrent(s, w.qb);
    await mustCall(
      s,
      "/api/config/save_media_path",
      opts.paths.map((p) => ({
        download_path: join(root, p.download),
        source_dir: join(root, p.download),
        target_dir: join(root, p.library),
        type: p.type,
        file_process_mode: "link",
      })),
    );
    await saveMetadataStandins(s, { tmdb: go.urls.tmdb, douban: go.urls.douban }, TMDB_KEY);
    await saveStandinSite(s, go.urls.nexusphp, COOKIE);
    return w as DownloadWorld;
  } catch (err) {
    await stopDownloadWorld(w);
    throw err;
  }
}

/** A fixture's `.after`: stops what startDownloadWorld started. */
export const stopDownloadWorld = (w: Partial<DownloadWorld>) =>
  stopAll(w.server, w.go, w.qb, w.tree);

/**
 * Searches the site for `keyword` and sends the first torrent found to the
 * client, saved in `savePath`, as the search page's 下载 would; its hash.
 */
export async function downloadFirstFound(
  s: Session,
  keyword: string,
  savePath: string,
): Promise<string> {
  const found = await callApi<{ torrents: { id: number }[] }>(
    s,
    `/api/movie/search_keyword?${new URLSearchParams({ keyword })}`,
  );
  const id = found.data.torrents[0]?.id;
  const sent = await callApi<{ hash: string }>(
    s,
    `/api/download/torrent?${new URLSearchParams({ id: String(id), site_id: "hdsky", save_path: savePath })}`,
  );
  if (sent.code !== 0) throw new Error(`download: ${sent.message}`);
  return sent.data.hash;
}

/**
 * Puts the first `part` of the site's torrent data for the file at `path`
 * there: all of it and the client finds the download complete, half and it
 * stalls at 50 % (the rest, zeros or missing, fails its pieces' check).
 */
export async function putTorrentData(w: DownloadWorld, path: string, part = 1): Promise<void> {
  const data = await torrentContent(w.go.urls.nexusphp ?? "", basename(path));
  writeFileSync(path, data.subarray(0, data.length * part));
}

/** The download records on 下载记录's first page, 未能识别 ones included (the few a test makes). */
export async function downloadRecords<R>(s: Session): Promise<R[]> {
  const page = await mustCall<{ result: R[] }>(
    s,
    "/api/download/record_list?start=0&filter_unknown=false",
  );
  return page.result;
}
