import { useQuery } from "@tanstack/react-query";
import { paths } from "../../../app/paths";
import { useI18nContext } from "../../../i18n/i18n-react";
import { movieMetadataStatusQueryOptions } from "./api/get-movie-metadata-status";
import { HealthChip } from "./health-chip";
import { HubQueryError } from "./hub-query-error";
import { HubRow } from "./hub-row";
import { HubSection } from "./hub-section";
import { ServiceIcon } from "./service-icon";

/** 媒体数据: the Douban row (greyed until a cookie is set) → /setting/edit-douban. */
export function MetadataSection() {
  const { LL } = useI18nContext();
  const t = LL.settingHub;
  const query = useQuery(movieMetadataStatusQueryOptions());
  const status = query.data?.douban_status;
  return (
    <HubSection title={t.sections.metadata()} status={<HubQueryError query={query} />}>
      {query.data && (
        <HubRow
          href={paths.setting.editDouban}
          icon={<ServiceIcon type="douban" decorative />}
          dimmed={status === 0}
          title={t.douban()}
          secondary={status === 0 ? t.doubanUnset() : undefined}
          end={<HealthChip status={status} />}
        />
      )}
    </HubSection>
  );
}
