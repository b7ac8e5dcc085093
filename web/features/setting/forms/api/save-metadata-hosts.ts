import { postConfig, type Saved } from "../../../../lib/api/config-request";
import type { MetadataHosts } from "./get-movie-metadata";

/** POST /api/setting/save_metadata_hosts (an addition): "" keeps the default address. */
export function saveMetadataHosts(body: MetadataHosts): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_metadata_hosts", body);
}

/** One address's answer to 测试. */
export type HostCheck = { label: string; url: string; ok: boolean; message: string };

/**
 * POST /api/setting/test_metadata_hosts (an addition) with the typed
 * addresses, saved or not: each is asked what the app asks it; a refusal
 * names every address that did not answer and why.
 */
export function testMetadataHosts(body: MetadataHosts): Promise<Saved<HostCheck[]>> {
  return postConfig<HostCheck[]>("/api/setting/test_metadata_hosts", body);
}
