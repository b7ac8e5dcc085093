import { checkConfig, type Saved } from "../../../../lib/api/config-request";

/** GET /api/setting/delete_download_client?name= (a GET, as the original API has it). */
export function deleteDownloadClient(name: string): Promise<Saved<unknown>> {
  return checkConfig("/api/setting/delete_download_client", { name });
}
