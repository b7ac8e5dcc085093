import { useQuery } from "@tanstack/react-query";
import { sitesQueryOptions } from "../../components/api/get-sites";
import { FilterSelects } from "../../components/filter-selects";
import { useI18nContext } from "../../i18n/i18n-react";
import { catalogueQueryOptions } from "../site/api/get-catalogue";
import { userListQueryOptions } from "../user/api/get-user-list";
import { recordDashboardQueryOptions } from "./api/record-dashboard";
import { type RecordFilters, recordSiteChoices } from "./record-filters";
import { DOWNLOAD_STATUS, type DownloadStatusCode } from "./status";

/** 状态 / 类型 / 站点 (the user's own sites) / 用户 (the user list only for admins, who may read it). */
export function RecordFilterBar(props: {
  filters: RecordFilters;
  isAdmin: boolean;
  onChange: (change: Partial<RecordFilters>) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.recordsPage.filter;
  const { filters, onChange } = props;
  const catalogue = useQuery(catalogueQueryOptions());
  const configured = useQuery(sitesQueryOptions());
  const counted = useQuery(recordDashboardQueryOptions());
  const sites = recordSiteChoices(
    catalogue.data ?? [],
    (configured.data ?? []).map((s) => s.site_name),
    (counted.data?.site_count ?? []).map((c) => c.name),
    filters.site,
  );
  const users = useQuery({ ...userListQueryOptions(), enabled: props.isAdmin });
  const codes = [0, 1, 2, 3] as DownloadStatusCode[];
  return (
    <FilterSelects
      className="mr-record-filters"
      label={LL.recordsPage.filters()}
      idPrefix="mr-record"
      allLabel={t.all()}
      values={filters}
      selects={[
        {
          key: "status",
          label: t.status(),
          options: codes.map((c) => ({
            value: String(c),
            label: LL.download.status[DOWNLOAD_STATUS[c].key](),
          })),
        },
        {
          key: "type",
          label: t.type(),
          options: [
            { value: "Movie", label: t.movie() },
            { value: "TV", label: t.tv() },
          ],
        },
        {
          key: "site",
          label: t.site(),
          options: sites.map((s) => ({ value: s.id, label: s.name })),
        },
        props.isAdmin && {
          key: "user",
          label: t.user(),
          options: (users.data ?? []).map((u) => ({ value: String(u.id), label: u.nickname })),
        },
      ]}
      onChange={onChange}
    />
  );
}
