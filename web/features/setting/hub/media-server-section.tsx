import { PlusIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { MediaServerType } from "../../config/api/get-media-server";
import { mediaServersQueryOptions } from "../media-server/api/get-media-servers";
import { AddTypeDialog } from "./add-type-dialog";
import { DefaultChip, HealthChip } from "./health-chip";
import { editMediaServerHref } from "./hub-links";
import { HubQueryError } from "./hub-query-error";
import { HubButtonRow, HubRow } from "./hub-row";
import { HubSection } from "./hub-section";
import { ServiceIcon, serviceLabel } from "./service-icon";

/** The add dialog's order (screens.md): Emby / Jellyfin / Plex. */
export const ADDABLE_MEDIA_SERVERS: readonly MediaServerType[] = ["emby", "jellyfin", "plex"];

/** 媒体服务器 (必须配置 while empty): a row per server, 添加 → choose a type. */
export function MediaServerSection() {
  const { LL } = useI18nContext();
  const t = LL.settingHub;
  const query = useQuery(mediaServersQueryOptions());
  const [adding, setAdding] = useState(false);
  const list = query.data ?? [];
  const empty = query.isSuccess && list.length === 0;
  return (
    <>
      <HubSection
        title={empty ? t.sections.mediaServerRequired() : t.sections.mediaServer()}
        status={<HubQueryError query={query} />}
      >
        {list.map((server) => (
          <HubRow
            key={server.name}
            href={editMediaServerHref(server.type, server.name)}
            icon={<ServiceIcon type={server.type} />}
            title={server.name}
            end={
              <>
                {server.master_server && <DefaultChip />}
                <HealthChip status={server.status} reason={server.health?.message} />
              </>
            }
          />
        ))}
        <HubButtonRow
          icon={<PlusIcon size={20} />}
          title={t.add()}
          label={t.addDialog.addMediaServer()}
          opensDialog
          onClick={() => setAdding(true)}
        />
      </HubSection>
      <AddTypeDialog
        title={t.addDialog.mediaServer()}
        isOpen={adding}
        onClose={() => setAdding(false)}
        options={ADDABLE_MEDIA_SERVERS.map((type) => ({
          key: type,
          label: serviceLabel(type),
          icon: <ServiceIcon type={type} decorative />,
          href: editMediaServerHref(type),
        }))}
      />
    </>
  );
}
