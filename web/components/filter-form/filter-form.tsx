import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { submitHandler } from "../../lib/submit-handler";
import { sitesQueryOptions } from "../api/get-sites";
import { bindField } from "../bind-field";
import { ErrorBanner } from "../error-banner";
import { SelectField } from "../select-field";
import { SubmitRow } from "../submit-row";
import { fieldMakers } from "./filter-fields";
import { MoreRules, NameAndScope, QualityAndSubtitles } from "./filter-groups";
import type { FilterConfig, FilterOptions } from "./filter-options";
import { useFilterForm } from "./use-filter-form";
import "./filter-form.css";

export type FilterFormProps = {
  /** The form's id (dialogs point their footer's submit button at it) and the fields' id prefix. */
  id: string;
  /** The form's accessible name. */
  label: string;
  options: FilterOptions;
  initial?: Partial<FilterConfig>;
  /** /smartDownload/edit-filter: name, priority and the scope card. */
  named?: boolean;
  showDownloadMode?: boolean;
  /** 选择现有参考: start from a saved filter. */
  showTemplate?: boolean;
  /** The server's refusal, shown as a warning in the form. */
  error?: string | null;
  onSubmit: (config: FilterConfig) => Promise<void>;
  /** Standalone: the 提交 button's text. Without it the form has no button of its own. */
  submitText?: string;
};

const CLEAR = "system:clear";

function usesMoreRules(f: Partial<FilterConfig> | undefined): boolean {
  if (!f) return false;
  const { min_size, max_size, min_seeders, max_seeders, include_keyword, exclude_keyword } = f;
  const numbers = !!(min_size || max_size || min_seeders || max_seeders);
  return numbers || !!(include_keyword || exclude_keyword || f.free_only || f.pass_hr);
}

/** §S4 FilterForm: the filter editor of edit-filter, and of the subscribe and 洗版 dialogs. */
export function FilterForm(props: FilterFormProps) {
  const { id, label, options, initial, named = false, showDownloadMode = false } = props;
  const { showTemplate = false, error, onSubmit, submitText } = props;
  const { LL } = useI18nContext();
  const t = LL.filterForm;
  // 更多过滤规则 starts open when the filter already uses one of its rules, and
  // opens when a refused field is inside it, so the message is seen.
  const [more, setMore] = useState(() => usesMoreRules(initial));
  // Nothing chosen at first: the select offers only 清空设置 and the filters (screens.md §S4).
  const [template, setTemplate] = useState("");
  const { form, copyRules } = useFilterForm({
    initial,
    named,
    onSubmit,
    onInvalid: () => setMore(true),
  });
  const make = fieldMakers(form, id);
  const templates = options.filter_list ?? [];
  // The configured sites by name (screens.md §S4); a saved site that is not
  // (or not yet) among them stays chosen, under its code.
  const sites = useQuery(sitesQueryOptions()).data ?? [];

  function applyTemplate(name: string) {
    setTemplate(name);
    if (name === CLEAR) copyRules(null);
    const chosen = templates.find((f) => f.filter_name === name);
    if (chosen) copyRules(chosen);
  }

  return (
    <form id={id} noValidate aria-label={label} onSubmit={submitHandler(form)}>
      {showTemplate && (
        <SelectField
          id={`${id}-template`}
          label={t.template()}
          value={template}
          blank
          options={[
            { value: CLEAR, label: t.templateClear() },
            ...templates.map((f) => ({ value: f.filter_name, label: f.filter_name })),
          ]}
          onChange={applyTemplate}
        />
      )}
      {named && <NameAndScope id={id} make={make} options={options} />}
      {showDownloadMode && (
        <form.Field name="download_mode">
          {(field) => (
            <SelectField
              {...bindField(field, id)}
              label={t.downloadMode()}
              options={[
                { value: "1", label: t.modes.exact() },
                { value: "2", label: t.modes.upgrade() },
              ]}
            />
          )}
        </form.Field>
      )}
      {make.multi(
        "site_id",
        t.sites(),
        sites.map((s) => ({ value: s.site_name, label: s.alias || s.site_name })),
        t.sitesHelp(),
      )}
      <QualityAndSubtitles id={id} make={make} options={options} form={form} />
      <MoreRules id={id} make={make} open={more} onToggle={() => setMore(!more)} />
      {error && <ErrorBanner message={error} />}
      {submitText && <SubmitRow form={form} className="mr-filter-actions" text={submitText} />}
    </form>
  );
}
