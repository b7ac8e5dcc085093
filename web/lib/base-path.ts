// The server injects <meta name="mr-base-path" content="/mr"> into index.html
// when the binary runs under a sub-path (--base-path); content is "" at the
// root. It is read ONCE, here: the router's base and the HTTP client's
// baseURL both come from it, so the same build works under any prefix.

export const BASE_PATH_META_NAME = "mr-base-path";

/** "/mr", "/mr/", "mr" → "/mr"; missing, "" or "/" → "". */
export function normalizeBasePath(raw: string | null | undefined): string {
  const trimmed = (raw ?? "").trim().replace(/\/+$/, "");
  if (!trimmed) return "";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

export function readBasePath(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${BASE_PATH_META_NAME}"]`);
  return normalizeBasePath(meta?.content);
}

// No document in the build-time prerender (web/build/prerender.ts): its
// markup has root-relative URLs, which the server prefixes like index.html's.
export const basePath: string = typeof document === "undefined" ? "" : readBasePath();

/**
 * Prefixes a root-relative server URL (an avatar, /static/…) with the base
 * path; absolute, protocol-relative and data URLs are left alone.
 */
export function withBasePath(url: string, base: string = basePath): string {
  if (!url.startsWith("/") || url.startsWith("//")) return url;
  return `${base}${url}`;
}
