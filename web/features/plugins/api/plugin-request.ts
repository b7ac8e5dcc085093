import { ConfigRefusal } from "../../../lib/api/config-request";
import { type Params, request } from "../../../lib/http";

/** GET of a plugin endpoint: `data` of an accepted answer, else the server's refusal. */
export async function getPlugins<T>(url: string, params?: Params): Promise<T> {
  const res = await request<T>("GET", url, params);
  if (res.code !== 0) throw new ConfigRefusal(res.message ?? "");
  return res.data;
}

/** Lists arrive as arrays; anything else (null from an upstream) counts as empty. */
export function listOf<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}
