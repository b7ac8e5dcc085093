import { Button, Card, Collapse, H3 } from "@blueprintjs/core";
import { ChevronDownIcon, ChevronRightIcon } from "@blueprintjs/icons";
import { useForm } from "@tanstack/react-form";
import { type ReactNode, useMemo, useState } from "react";
import { bindCheckbox, bindField } from "../../features/config/bind-field";
import { submitHandler } from "../../features/config/submit-handler";
import { useI18nContext } from "../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../lib/form-validation";
import { CheckboxField } from "../checkbox-field";
import { ErrorBanner } from "../error-banner";
import { MultiSelectField } from "../multi-select-field";
import { NumberField } from "../number-field";
import { SelectField } from "../select-field";
import { TextField } from "../text-field";
import type { FilterConfig, FilterOptions } from "./filter-options";
import {
  ALL,
  createFilterSchema,
  emptyFilter,
  type FilterValues,
  toFilterConfig,
  toFilterValues,
} from "./filter-values";
import { ReleaseTeamField } from "./release-team-field";
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

type NumberName = keyof FilterValues &
  (
    | "priority"
    | "apply_min_year"
    | "apply_max_year"
    | "min_size"
    | "max_size"
    | "min_seeders"
    | "max_seeders"
  );

/** What 选择现有参考 copies: everything but the name, priority and scope. */
const RULE_KEYS = [
  "download_mode",
  "media_source",
  "resolution",
  "media_codec",
  "release_team",
  "site_id",
  "has_cn",
  "has_special",
  "min_size",
  "max_size",
  "min_seeders",
  "max_seeders",
  "free_only",
  "pass_hr",
  "include_keyword",
  "exclude_keyword",
] as const satisfies readonly (keyof FilterValues)[];

const CLEAR = "system:clear";
const NONE = "";

function usesMoreRules(f: Partial<FilterConfig> | undefined): boolean {
  if (!f) return false;
  const { min_size, max_size, min_seeders, max_seeders, include_keyword, exclude_keyword } = f;
  return !!(
    min_size ||
    max_size ||
    min_seeders ||
    max_seeders ||
    include_keyword ||
    exclude_keyword ||
    f.free_only ||
    f.pass_hr
  );
}

/** A group of fields under its own heading. */
function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card elevation={0} className="mr-filter-group" role="group" aria-labelledby={id}>
      <H3 id={id} className="mr-filter-group-title">
        {title}
      </H3>
      {children}
    </Card>
  );
}

/** §S4 FilterForm: the filter editor of edit-filter, and of the subscribe and 洗版 dialogs. */
export function FilterForm(props: FilterFormProps) {
  const { id, label, options, initial, named = false, showDownloadMode = false } = props;
  const { showTemplate = false, error, onSubmit, submitText } = props;
  const { LL } = useI18nContext();
  const t = LL.filterForm;
  const schema = useMemo(() => createFilterSchema(LL, named), [LL, named]);
  // 更多过滤规则 starts open when the filter already uses one of its rules.
  const [more, setMore] = useState(() => usesMoreRules(initial));
  const [template, setTemplate] = useState(NONE);
  // Once per filter: TanStack Form resets an untouched form whenever its defaults change.
  const defaultValues = useMemo(() => toFilterValues(initial), [initial]);
  const form = useForm({
    defaultValues,
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onSubmit(toFilterConfig(value)),
    // A refused field may be inside the folded part: unfold it so the message is seen.
    onSubmitInvalid: () => setMore(true),
  });
  const opts = (values: string[] | undefined, all: string, allLabel: string) => [
    { value: all, label: allLabel },
    ...(values ?? []).map((v) => ({ value: v, label: v })),
  ];
  const templates = options.filter_list ?? [];

  function applyTemplate(name: string) {
    setTemplate(name);
    const chosen = name === CLEAR ? emptyFilter() : templates.find((f) => f.filter_name === name);
    if (!chosen) return;
    // The name, priority and scope stay what this filter has: only the rules are copied.
    const rules = toFilterValues(chosen);
    for (const key of RULE_KEYS) form.setFieldValue(key, rules[key] as never);
  }

  const multi = (
    name: "apply_cate" | "apply_area" | "media_source" | "resolution" | "media_codec" | "site_id",
    text: string,
    choices: { value: string; label: string }[],
    helper?: string,
  ) => (
    <form.Field name={name}>
      {(field) => (
        <MultiSelectField
          {...bindField(field, id)}
          label={text}
          options={choices}
          helper={helper}
        />
      )}
    </form.Field>
  );
  const number = (name: NumberName, text: string, helper?: string) => (
    <form.Field name={name}>
      {(field) => <NumberField {...bindField(field, id)} label={text} helper={helper} />}
    </form.Field>
  );
  const check = (name: "has_cn" | "has_special" | "free_only" | "pass_hr", text: string) => (
    <form.Field name={name}>
      {(field) => <CheckboxField {...bindCheckbox(field, id)} label={text} />}
    </form.Field>
  );

  return (
    <form id={id} noValidate aria-label={label} onSubmit={submitHandler(form)}>
      {showTemplate && (
        <SelectField
          id={`${id}-template`}
          label={t.template()}
          value={template}
          options={[
            { value: NONE, label: t.templateNone() },
            { value: CLEAR, label: t.templateClear() },
            ...templates.map((f) => ({ value: f.filter_name, label: f.filter_name })),
          ]}
          onChange={applyTemplate}
        />
      )}
      {named && (
        <Group id={`${id}-name-title`} title={t.nameCard()}>
          <form.Field name="filter_name">
            {(field) => <TextField {...bindField(field, id)} label={t.name()} maxLength={64} />}
          </form.Field>
          {number("priority", t.priority(), t.priorityHelp())}
        </Group>
      )}
      {named && (
        <Group id={`${id}-scope-title`} title={t.scopeCard()}>
          <form.Field name="apply_media_type">
            {(field) => (
              <MultiSelectField
                {...bindField(field, id)}
                label={t.mediaType()}
                options={[
                  { value: "Movie", label: t.types.Movie() },
                  { value: "TV", label: t.types.TV() },
                ]}
                helper={t.anyHelp()}
              />
            )}
          </form.Field>
          {multi("apply_cate", t.cate(), opts(options.cate, ALL.cate, t.allCate()), t.anyHelp())}
          {multi("apply_area", t.area(), opts(options.area, ALL.area, t.allArea()), t.anyHelp())}
          <div className="mr-filter-pair">
            {number("apply_min_year", t.minYear(), t.yearHelp())}
            {number("apply_max_year", t.maxYear(), t.yearHelp())}
          </div>
        </Group>
      )}
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
      {multi(
        "site_id",
        t.sites(),
        (options.site_list ?? []).map((s) => ({ value: s.value, label: s.name })),
        t.sitesHelp(),
      )}
      <Group id={`${id}-quality-title`} title={t.qualityCard()}>
        {multi("media_source", t.source(), opts(options.media_source, ALL.source, t.allSource()))}
        {multi(
          "resolution",
          t.resolution(),
          opts(options.resolution, ALL.resolution, t.allResolution()),
        )}
        {multi("media_codec", t.codec(), opts(options.media_codec, ALL.codec, t.allCodec()))}
        <form.Field name="release_team">
          {(field) => (
            <ReleaseTeamField
              {...bindField(field, id)}
              label={t.releaseTeam()}
              helper={t.releaseTeamHelp()}
              suggestions={options.release_team ?? []}
            />
          )}
        </form.Field>
      </Group>
      <Group id={`${id}-subtitle-title`} title={t.subtitleCard()}>
        {check("has_cn", t.hasCn())}
        {check("has_special", t.hasSpecial())}
      </Group>
      <Button
        className="mr-filter-more"
        variant="minimal"
        icon={more ? <ChevronDownIcon /> : <ChevronRightIcon />}
        text={t.more()}
        aria-expanded={more}
        aria-controls={`${id}-more`}
        onClick={() => setMore(!more)}
      />
      <Collapse isOpen={more} keepChildrenMounted>
        <div id={`${id}-more`} className="mr-filter-more-body">
          <div className="mr-filter-pair">
            {number("min_size", t.minSize(), t.zeroHelp())}
            {number("max_size", t.maxSize(), t.zeroHelp())}
          </div>
          <div className="mr-filter-pair">
            {number("min_seeders", t.minSeeders(), t.zeroHelp())}
            {number("max_seeders", t.maxSeeders(), t.zeroHelp())}
          </div>
          <form.Field name="include_keyword">
            {(field) => (
              <TextField {...bindField(field, id)} label={t.include()} helper={t.includeHelp()} />
            )}
          </form.Field>
          <form.Field name="exclude_keyword">
            {(field) => (
              <TextField {...bindField(field, id)} label={t.exclude()} helper={t.excludeHelp()} />
            )}
          </form.Field>
          {check("free_only", t.freeOnly())}
          {check("pass_hr", t.passHr())}
        </div>
      </Collapse>
      {error && <ErrorBanner message={error} />}
      {submitText && (
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <div className="mr-form-actions">
              <Button
                type="submit"
                intent="primary"
                size="large"
                text={submitText}
                loading={submitting}
              />
            </div>
          )}
        </form.Subscribe>
      )}
    </form>
  );
}
