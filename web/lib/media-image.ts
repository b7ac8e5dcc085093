import { withBasePath } from "./base-path";

// Contract C1: the server hands out poster, backdrop and profile URLs as
// "/api/common/image?url=…" (its own caching image proxy), so a browser on a
// LAN without internet still sees them. Under --base-path those need the
// prefix; any other URL (an upstream that answers absolute ones) is used as is.

/** The <img src> for an image URL from API data; undefined when there is none. */
export function mediaImage(url?: string | null, base?: string): string | undefined {
  if (!url) return undefined;
  if (url.startsWith("/api/"))
    return base === undefined ? withBasePath(url) : withBasePath(url, base);
  return url;
}
