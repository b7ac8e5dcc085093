import { useQuery } from "@tanstack/react-query";
import { sitesQueryOptions } from "../../components/api/get-sites";
import { SelectField } from "../../components/select-field";
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
  const all = { value: "", label: t.all() };
  const codes = [0, 1, 2, 3] as DownloadStatusCode[];
  return (
    <search className="mr-record-filters" aria-label={LL.recordsPage.filters()}>
      <SelectField
        id="mr-record-status"
        label={t.status()}
        value={filters.status}
        options={[
          all,
          ...codes.map((c) => ({
            value: String(c),
            label: LL.download.status[DOWNLOAD_STATUS[c].key](),
          })),
        ]}
        onChange={(status) => onChange({ status })}
      />
      <SelectField
        id="mr-record-type"
        label={t.type()}
        value={filters.type}
        options={[all, { value: "Movie", label: t.movie() }, { value: "TV", label: t.tv() }]}
        onChange={(type) => onChange({ type })}
      />
      <SelectField
        id="mr-record-site"
        label={t.site()}
        value={filters.site}
        options={[all, ...sites.map((s) => ({ value: s.id, label: s.name }))]}
        onChange={(site) => onChange({ site })}
      />
      {props.isAdmin && (
        <SelectField
          id="mr-record-user"
          label={t.user()}
          value={filters.user}
          options={[
            all,
            ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.nickname })),
          ]}
          onChange={(user) => onChange({ user })}
        />
      )}
    </search>
  );
}
