import { postConfig } from "../../../lib/api/config-request";

/** 立即同步 (admin): the server lists the media servers again now; answers its message. */
export async function syncLibrary(): Promise<string> {
  return (await postConfig<null>("/api/library/sync", {})).message;
}
