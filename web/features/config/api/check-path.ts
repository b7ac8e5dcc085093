import { checkConfig } from "../../../lib/api/config-request";

/**
 * GET /api/config/check_path?path=: resolves when the path is an existing,
 * readable folder of the server; rejects with the reason ("路径不存在", …)
 * that the form shows as the field's error.
 */
export async function checkPath(path: string): Promise<void> {
  await checkConfig<{ path: string } | null>("/api/config/check_path", { path });
}
