import { postConfig, type Saved } from "../../../lib/api/config-request";

/** POST /api/config/test_douban_download {id}: the message says which rule and folder it gets. */
export function testDoubanDownload(id: string): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/config/test_douban_download", { id });
}
