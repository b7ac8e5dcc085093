// What narrow-walk.mjs's screens show: TMDB (one show on the air), Douban,
// a NexusPHP site and an Emby library as the Go stand-ins; the admin has a
// movie and that show subscribed, and a family member (a normal user whose
// subscriptions wait for approval) has asked for another movie. The
// discover, detail, subscription, site and library screens thus carry real
// rows rather than their empty states.
import { createAdminToken } from "../../bench/procs.mjs";
import { spawnStandins } from "./standins-process.cjs";

const TMDB_KEY = "narrow-walk-key";
const EMBY_KEY = "narrow-walk-emby";
const SITE_COOKIE = "c_secure_uid=7; c_secure_pass=narrow";
export const SHOW_TMDB = 1399;
const MOVIE_DOUBAN = "1291546";
const FAMILY_DOUBAN = "1291561";
const FAMILY = { username: "mum", password: "mum-pass-1" };

/** The stand-ins, running until `child` is stopped; `urls` by name. */
export const startWorldStandins = () =>
  spawnStandins([
    `tmdb?key=${TMDB_KEY}&airing=${SHOW_TMDB}`,
    "douban",
    `nexusphp?${new URLSearchParams({ cookie: SITE_COOKIE })}`,
    `emby?${new URLSearchParams({ api_key: EMBY_KEY, items: "12" })}`,
  ]);

async function call(url, token, path, body) {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json());
  if (res.code !== 0) throw new Error(`${path}: ${res.message}`);
  return res.data;
}

async function signIn(url, who) {
  const res = await fetch(`${url}/api/auth/get_token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(who),
  }).then((r) => r.json());
  if (res.code !== 0) throw new Error(`sign-in of ${who.username}: ${res.message}`);
  return res.data.access_token;
}

/** The admin's token, the family member's and the show's subscription id, all in place. */
export async function seedWorld(url, standins) {
  const admin = await createAdminToken(url);
  const as = (path, body) => call(url, admin, path, body);
  await as("/api/setting/save_metadata_hosts", {
    tmdb_api_base: `${standins.tmdb}/3`,
    tmdb_image_base: `${standins.tmdb}/t/p`,
    douban_rexxar_base: `${standins.douban}/rexxar/api/v2`,
    douban_frodo_base: `${standins.douban}/api/v2`,
  });
  await as("/api/setting/save_tmdb", { api_key: TMDB_KEY });
  await as("/api/site/save_site", {
    site_name: "hdsky",
    auth_type: "cookies",
    cookie: SITE_COOKIE,
    site_url: standins.nexusphp,
    web_search: true,
    smart_download: true,
  });
  await as("/api/setting/save_media_server", {
    type: "emby",
    name: "客厅",
    url: standins.emby,
    token: EMBY_KEY,
    master_server: true,
    refresh_media_server: false,
  });
  await as("/api/library/sync", {});
  await as("/api/subscribe/sub_douban", { id: MOVIE_DOUBAN });
  await as("/api/subscribe/sub_tmdb", {
    tmdb_id: SHOW_TMDB,
    media_type: "TV",
    season_numbers: [1],
  });
  const [show] = await as("/api/subscribe/list?media_type=TV");
  await as("/api/user/register", {
    ...FAMILY,
    nickname: "住在楼上的妈妈（家庭成员账号）",
    role: 2,
    approval_enable: true,
    permission_category: ["Movie", "TV"],
    score_rule_name: "compress",
  });
  const family = await signIn(url, FAMILY);
  await call(url, family, "/api/subscribe/sub_douban", { id: FAMILY_DOUBAN });
  return { admin, family, showSub: show.id };
}
