import { ExternalLink } from "../../../components/external-link";
import { useI18nContext } from "../../../i18n/i18n-react";
import { normalizeUrl } from "../../../lib/field-rules";
import type { MediaServerType } from "../api/get-media-server";
import { mediaServerName } from "./media-server-schema";

const PLEX_TOKEN_HELP =
  "https://support.plex.tv/articles/204059436-finding-an-authentication-token-x-plex-token/";

/** Where a server's own admin pages list its API keys (only for an address that looks right). */
function apiKeyPage(kind: MediaServerType, url: string): string | undefined {
  const base = normalizeUrl(url);
  if (!/^https?:\/\/[^\s/?#@]+/i.test(base)) return undefined;
  return kind === "jellyfin" ? `${base}/web/#/dashboard/keys` : `${base}/web/index.html#!/apikeys`;
}

/** The helper under the token field: what it is and where to get one. */
export function TokenHelp({ kind, url }: { kind: MediaServerType; url: string }) {
  const { LL } = useI18nContext();
  const t = LL.configServices.mediaServer;
  if (kind === "plex") {
    return (
      <>
        {t.plexTokenHelp()} <ExternalLink href={PLEX_TOKEN_HELP}>{t.plexTokenLink()}</ExternalLink>
      </>
    );
  }
  const page = apiKeyPage(kind, url);
  return (
    <>
      {t.apiKeyHelp({ name: mediaServerName(kind) })}{" "}
      {page && <ExternalLink href={page}>{t.apiKeyLink()}</ExternalLink>}
    </>
  );
}
