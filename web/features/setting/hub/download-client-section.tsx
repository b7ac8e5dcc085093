import { PlusIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { DownloadClientType } from "../../config/api/get-download-client";
import { downloadClientsQueryOptions } from "../download-client/api/get-download-clients";
import { sitesQueryOptions } from "../download-client/api/get-sites";
import { AddTypeDialog } from "./add-type-dialog";
import { DefaultChip, HealthChip } from "./health-chip";
import { editDownloadClientHref } from "./hub-links";
import { HubQueryError } from "./hub-query-error";
import { HubButtonRow, HubRow } from "./hub-row";
import { HubSection } from "./hub-section";
import { ServiceIcon, serviceLabel } from "./service-icon";
import { siteNames } from "./site-names";

export const ADDABLE_DOWNLOAD_CLIENTS: readonly DownloadClientType[] = [
  "qbittorrent",
  "transmission",
  "aria2",
];

/** 下载工具 (必须配置 while empty): a row per client with its sites, 添加 → choose a type. */
export function DownloadClientSection() {
  const { LL } = useI18nContext();
  const t = LL.settingHub;
  const query = useQuery(downloadClientsQueryOptions());
  // Only names for the rows: without the catalogue the codes show instead.
  const sites = useQuery(sitesQueryOptions());
  const [adding, setAdding] = useState(false);
  const list = query.data ?? [];
  const empty = query.isSuccess && list.length === 0;
  return (
    <>
      <HubSection
        title={empty ? t.sections.downloadClientRequired() : t.sections.downloadClient()}
        status={<HubQueryError query={query} />}
      >
        {list.map((client) => (
          <HubRow
            key={client.name}
            href={editDownloadClientHref(client.type, client.name)}
            icon={<ServiceIcon type={client.type} />}
            title={client.name}
            secondary={siteNames(client.site_id, sites.data, t.allSites())}
            end={
              <>
                {client.is_default && <DefaultChip />}
                <HealthChip status={client.status} reason={client.health?.message} />
              </>
            }
          />
        ))}
        <HubButtonRow
          icon={<PlusIcon size={20} />}
          title={t.add()}
          label={t.addDialog.addDownloadClient()}
          opensDialog
          onClick={() => setAdding(true)}
        />
      </HubSection>
      <AddTypeDialog
        title={t.addDialog.downloadClient()}
        isOpen={adding}
        onClose={() => setAdding(false)}
        options={ADDABLE_DOWNLOAD_CLIENTS.map((type) => ({
          key: type,
          label: serviceLabel(type),
          icon: <ServiceIcon type={type} decorative />,
          href: editDownloadClientHref(type),
        }))}
      />
    </>
  );
}
