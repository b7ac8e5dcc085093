import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { DownloadClientType } from "../../config/api/get-download-client";
import { downloadClientsQueryOptions } from "../download-client/api/get-download-clients";
import { sitesQueryOptions } from "../download-client/api/get-sites";
import { editDownloadClientHref } from "./hub-links";
import { ServiceListSection } from "./service-list-section";
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
  return (
    <ServiceListSection
      query={query}
      services={(query.data ?? []).map((client) => ({
        name: client.name,
        type: client.type,
        isDefault: client.is_default,
        status: client.status,
        reason: client.health?.message,
        secondary: siteNames(client.site_id, sites.data, t.allSites()),
      }))}
      title={t.sections.downloadClient()}
      requiredTitle={t.sections.downloadClientRequired()}
      addable={ADDABLE_DOWNLOAD_CLIENTS}
      addLabel={t.addDialog.addDownloadClient()}
      dialogTitle={t.addDialog.downloadClient()}
      editHref={editDownloadClientHref}
    />
  );
}
