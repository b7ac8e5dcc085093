import { paths } from "../../../lib/paths";

/** A route with its query string, e.g. /setting/edit-media-server?type=emby&name=家里. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const editMediaServerHref = (type: string, name?: string) =>
  withQuery(paths.setting.editMediaServer, { type, name });

export const editDownloadClientHref = (type: string, name?: string) =>
  withQuery(paths.setting.editDownloadClient, { type, name });

export const editNotifyHref = (type: string, name?: string) =>
  withQuery(paths.setting.editNotify, { type, name });
