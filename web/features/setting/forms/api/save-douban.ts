import { postConfig, type Saved } from "../../../../lib/api/config-request";

/** POST /api/setting/save_douban. */
export function saveDouban(body: { cookie: string }): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_douban", body);
}
