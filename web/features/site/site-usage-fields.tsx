import { CheckboxField } from "../../components/checkbox-field";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import type { SiteFieldSetProps } from "./site-model";

/** How the console uses the site: its proxy, search limit, traffic management and roles. */
export function SiteUsageFields({ values, set, errors }: Omit<SiteFieldSetProps, "editing">) {
  const { LL } = useI18nContext();
  const t = LL.site.form;
  return (
    <>
      <TextField
        id="site-proxies"
        label={t.proxies()}
        value={values.proxies}
        onChange={(v) => set("proxies", v)}
        helper={t.proxiesHelp()}
      />
      <TextField
        id="site-search-limit"
        label={t.searchLimit()}
        value={values.search_limit}
        onChange={(v) => set("search_limit", v)}
        error={errors.search_limit}
        helper={t.searchLimitHelp()}
      />
      <SelectField
        id="site-traffic"
        label={t.traffic()}
        value={String(values.traffic_management_status)}
        options={[
          { value: "0", label: t.trafficOff() },
          { value: "1", label: t.trafficActive() },
          { value: "2", label: t.trafficPassive() },
        ]}
        onChange={(v) => set("traffic_management_status", Number(v))}
      />
      <TextField
        id="site-upload-kpi"
        label={`${t.uploadKpi()}（${t.uploadKpiUnit()}）`}
        value={values.upload_kpi}
        onChange={(v) => set("upload_kpi", v)}
        disabled={values.traffic_management_status !== 1}
        error={errors.upload_kpi}
        helper={t.uploadKpiHelp()}
      />
      <CheckboxField
        id="site-web-search"
        label={t.webSearch()}
        checked={values.web_search}
        onChange={(v) => set("web_search", v)}
      />
      <CheckboxField
        id="site-smart-download"
        label={t.smartDownload()}
        checked={values.smart_download}
        onChange={(v) => set("smart_download", v)}
      />
    </>
  );
}
