import { Classes, H2 } from "@blueprintjs/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import {
  type FilterConfig,
  FilterForm,
  filterOptionsQueryKey,
  filterOptionsQueryOptions,
} from "../../components/filter-form";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toaster";
import { QueryGate } from "../config/query-gate";
import { useRouteFrame } from "../frame/use-route-frame";
import { filterQueryOptions } from "./api/get-filter";
import { filterListQueryKey } from "./api/get-filter-list";
import { saveFilter } from "./api/save-filter";
import "./smart-download.css";

/** /smartDownload/edit-filter[?filterName=] (screens.md): §S4 with name, scope and download mode. */
export function EditFilterPage() {
  const { LL } = useI18nContext();
  const t = LL.smartDownload.editFilter;
  const { title, breadcrumb } = useRouteFrame();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const editing = new URLSearchParams(useSearch()).get("filterName") ?? "";
  const options = useQuery(filterOptionsQueryOptions());
  const stored = useQuery({ ...filterQueryOptions(editing), enabled: editing !== "" });
  const [error, setError] = useState<string | null>(null);

  const submit = async (config: FilterConfig) => {
    setError(null);
    try {
      const saved = await saveFilter(config, editing || null);
      void toast.success(saved.message);
      await queryClient.invalidateQueries({ queryKey: filterListQueryKey });
      await queryClient.invalidateQueries({ queryKey: filterOptionsQueryKey });
      queryClient.removeQueries({ queryKey: filterQueryOptions(editing).queryKey });
      navigate(paths.smartDownload.selectors);
    } catch (err) {
      setError(errorMessage(err) ?? LL.common.somethingWentWrong());
    }
  };

  const form = (opts: Parameters<typeof FilterForm>[0]["options"], initial?: FilterConfig) => (
    <FilterForm
      key={initial?.filter_name ?? ""}
      id="edit-filter"
      label={title}
      options={opts}
      initial={initial}
      named
      showDownloadMode
      showTemplate
      error={error}
      onSubmit={submit}
      submitText={t.submit()}
    />
  );

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className="mr-edit-filter">
        <H2 className="mr-selectors-title">{t.heading()}</H2>
        <p className={Classes.TEXT_MUTED}>{t.explain()}</p>
        <QueryGate query={options}>
          {(opts) =>
            editing ? (
              <QueryGate query={stored}>{(filter) => form(opts, filter)}</QueryGate>
            ) : (
              form(opts)
            )
          }
        </QueryGate>
      </div>
    </PageFrame>
  );
}
