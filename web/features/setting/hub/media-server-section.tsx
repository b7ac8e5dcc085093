import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { MediaServerType } from "../../config/api/get-media-server";
import { mediaServersQueryOptions } from "../media-server/api/get-media-servers";
import { editMediaServerHref } from "./hub-links";
import { ServiceListSection } from "./service-list-section";

/** The add dialog's order (screens.md): Emby / Jellyfin / Plex. */
export const ADDABLE_MEDIA_SERVERS: readonly MediaServerType[] = ["emby", "jellyfin", "plex"];

/** 媒体服务器 (必须配置 while empty): a row per server, 添加 → choose a type. */
export function MediaServerSection() {
  const { LL } = useI18nContext();
  const t = LL.settingHub;
  const query = useQuery(mediaServersQueryOptions());
  return (
    <ServiceListSection
      query={query}
      services={(query.data ?? []).map((server) => ({
        name: server.name,
        type: server.type,
        isDefault: server.master_server,
        status: server.status,
        reason: server.health?.message,
      }))}
      title={t.sections.mediaServer()}
      requiredTitle={t.sections.mediaServerRequired()}
      addable={ADDABLE_MEDIA_SERVERS}
      addLabel={t.addDialog.addMediaServer()}
      dialogTitle={t.addDialog.mediaServer()}
      editHref={editMediaServerHref}
    />
  );
}
