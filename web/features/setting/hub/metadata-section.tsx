import { Tag } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { paths } from "../../../lib/paths";
import {
  type MovieMetadataStatus,
  movieMetadataStatusQueryOptions,
} from "./api/get-movie-metadata-status";
import { HealthChip } from "./health-chip";
import { HubQueryError } from "./hub-query-error";
import { HubRow } from "./hub-row";
import { HubSection } from "./hub-section";
import { ServiceIcon } from "./service-icon";

type Source = {
  type: "tmdb" | "fanart" | "douban";
  href: string;
  status: (s: MovieMetadataStatus) => number;
  /** A key (or cookie) is stored: status 0 then means "not checked yet", not 未设置. */
  configured: (s: MovieMetadataStatus) => boolean;
  title: (LL: TranslationFunctions) => string;
  unset: (LL: TranslationFunctions) => string;
};

/** Every metadata source the backend checks, in the health banner's order. */
export const METADATA_SOURCES: readonly Source[] = [
  {
    type: "tmdb",
    href: paths.setting.editTmdb,
    status: (s) => s.tmdb_status,
    configured: (s) => Boolean(s.tmdb?.api_key),
    title: (LL) => LL.firstRun.metadata.tmdb(),
    unset: (LL) => LL.firstRun.metadata.keyUnset(),
  },
  {
    type: "fanart",
    href: paths.setting.editFanart,
    status: (s) => s.fanart_status,
    configured: (s) => Boolean(s.fanart?.api_key),
    title: (LL) => LL.firstRun.metadata.fanart(),
    unset: (LL) => LL.firstRun.metadata.keyUnset(),
  },
  {
    type: "douban",
    href: paths.setting.editDouban,
    status: (s) => s.douban_status,
    configured: (s) => Boolean(s.douban?.cookie),
    title: (LL) => LL.settingHub.douban(),
    unset: (LL) => LL.settingHub.doubanUnset(),
  },
];

/** 媒体数据: TMDB, FanArt and Douban, each greyed until set up, each → its settings screen. */
export function MetadataSection() {
  const { LL } = useI18nContext();
  const t = LL.settingHub;
  const query = useQuery(movieMetadataStatusQueryOptions());
  const data = query.data;
  return (
    <HubSection title={t.sections.metadata()} status={<HubQueryError query={query} />}>
      {data &&
        METADATA_SOURCES.map((source) => {
          const status = source.status(data);
          // Just saved: the health check has not run yet (it is kicked on save).
          const unchecked = status === 0 && source.configured(data);
          const unset = status === 0 && !unchecked;
          return (
            <HubRow
              key={source.type}
              href={source.href}
              icon={<ServiceIcon type={source.type} decorative />}
              dimmed={unset}
              title={source.title(LL)}
              secondary={unset ? source.unset(LL) : undefined}
              end={unchecked ? <Tag round>{t.notChecked()}</Tag> : <HealthChip status={status} />}
            />
          );
        })}
    </HubSection>
  );
}
