import { request } from "../../../lib/http";

/** One folder of the server (api-contract §2.2); children only along the chain to a selection. */
export type DirNode = { id: string; name: string; children?: DirNode[] };

/**
 * GET /api/common/get_dirs?path=&defaultSelected=: the sub-folders of `path`
 * ("/" when empty), pre-expanded down to `defaultSelected` when given.
 * Rejects with the server's reason ("路径不存在：/x", "没有读取权限：/x").
 */
export async function getDirs(path: string, defaultSelected?: string): Promise<DirNode[]> {
  const params = defaultSelected ? { path, defaultSelected } : { path };
  const res = await request<DirNode[] | null>("GET", "/api/common/get_dirs", params);
  if (res.code !== 0) throw new Error(res.message ?? "");
  return Array.isArray(res.data) ? res.data : [];
}
