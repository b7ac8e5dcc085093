// The settings most browser tests start from, saved through the API as an
// admin would save them: the real qBittorrent as default client, the
// NexusPHP stand-in as the site 天空 (hdsky), the metadata stand-ins.

import { type SignedIn, startSignedIn, stopAll } from "./fixture";
import { type GoStandins, startGoStandins } from "./go-standins";
import { mustCall, type Session } from "./session";
import { QB_PASSWORD, QB_USER, type Standin } from "./standins";

/** The test's qbittorrent-nox as the default download client "qb". */
export async function saveQbittorrent(s: Session, qb: Standin): Promise<void> {
  await mustCall(s, "/api/setting/save_download_client", {
    type: "qbittorrent",
    name: "qb",
    url: qb.url,
    username: QB_USER,
    password: QB_PASSWORD,
    need_login: true,
    is_default: true,
    site_id: null,
    edit_name: null,
  });
}

/** The Emby stand-in at `url` (api key `apiKey`) as the master media server "emby", refreshed after filing. */
export async function saveEmbyStandin(s: Session, url: string, apiKey: string): Promise<void> {
  await mustCall(s, "/api/setting/save_media_server", {
    type: "emby",
    name: "emby",
    url,
    token: apiKey,
    master_server: true,
    refresh_media_server: true,
  });
}

/** The PushDeer stand-in at `url` as the notification channel "pd", pushing `messages` (their kinds) with `pushKey`. */
export async function savePushDeer(
  s: Session,
  url: string,
  pushKey: string,
  messages: string[],
): Promise<void> {
  await mustCall(s, "/api/setting/save_notify", {
    type: "pushdeer",
    name: null,
    args: { name: "pd", server: url, push_key: pushKey, notify_message: messages, enable: true },
  });
}

/** The NexusPHP stand-in at `url` as 天空, signed in with `cookie`, searched and used by 智能下载. */
export async function saveStandinSite(s: Session, url: string, cookie: string): Promise<void> {
  await mustCall(s, "/api/site/save_site", {
    site_name: "hdsky",
    auth_type: "cookies",
    cookie,
    user_agent: "",
    proxies: "",
    traffic_management_status: 0,
    upload_kpi: 1024,
    web_search: true,
    smart_download: true,
    site_url: url,
  });
}

/** The TMDB and/or Douban stand-ins (their urls from startGoStandins) as metadata hosts; TMDB's key when given. */
export async function saveMetadataStandins(
  s: Session,
  urls: { tmdb?: string; douban?: string },
  tmdbKey?: string,
): Promise<void> {
  const hosts: Record<string, string> = {};
  if (urls.tmdb) {
    hosts.tmdb_api_base = `${urls.tmdb}/3`;
    hosts.tmdb_image_base = `${urls.tmdb}/t/p`;
  }
  if (urls.douban) {
    hosts.douban_rexxar_base = `${urls.douban}/rexxar/api/v2`;
    hosts.douban_frodo_base = `${urls.douban}/api/v2`;
  }
  await mustCall(s, "/api/setting/save_metadata_hosts", hosts);
  if (tmdbKey) await mustCall(s, "/api/setting/save_tmdb", { api_key: tmdbKey });
}

/**
 * A fresh signed-in binary (see startSignedIn) whose metadata hosts are the
 * TMDB stand-in (answering `tmdbKey`) and the Douban one; TMDB's key is saved
 * too unless `saveKey` is false.
 */
export async function startWithMetadataStandins(opts: {
  password: string;
  tmdbKey: string;
  saveKey?: boolean;
}): Promise<SignedIn & { standins: GoStandins }> {
  const standins = await startGoStandins(`tmdb?key=${opts.tmdbKey}`, "douban");
  let signedIn: SignedIn | undefined;
  try {
    signedIn = await startSignedIn({ password: opts.password });
    const key = opts.saveKey === false ? undefined : opts.tmdbKey;
    await saveMetadataStandins(signedIn.session, standins.urls, key);
    return { ...signedIn, standins };
  } catch (err) {
    await stopAll(signedIn?.server, standins);
    throw err;
  }
}
