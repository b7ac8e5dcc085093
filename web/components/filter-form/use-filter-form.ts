import { useMemo } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../lib/form-validation";
import { useForm } from "../../lib/forms";
import { useLazySchema } from "../../lib/lazy-schema";
import type { FilterConfig } from "./filter-options";
import { createFilterSchema, emptyFilter, toFilterConfig, toFilterValues } from "./filter-values";

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
] as const;

export type UseFilterFormOptions = {
  initial: Partial<FilterConfig> | undefined;
  named: boolean;
  onSubmit: (config: FilterConfig) => Promise<void>;
  /** Submit refused by a field check. */
  onInvalid: () => void;
};

/** The filter form's state, its schema and the template copy. */
export function useFilterForm({ initial, named, onSubmit, onInvalid }: UseFilterFormOptions) {
  const { LL } = useI18nContext();
  const schema = useLazySchema(() => createFilterSchema(LL, named), [LL, named]);
  // Once per filter: TanStack Form resets an untouched form whenever its defaults change.
  const defaultValues = useMemo(() => toFilterValues(initial), [initial]);
  const form = useForm({
    defaultValues,
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onSubmit(toFilterConfig(value)),
    onSubmitInvalid: onInvalid,
  });
  /** Copies the rules of `source` (null: clears them); name, priority and scope stay. */
  const copyRules = (source: FilterConfig | null) => {
    const rules = toFilterValues(source ?? emptyFilter());
    for (const key of RULE_KEYS) form.setFieldValue(key, rules[key] as never);
  };
  return { form, copyRules };
}

export type FilterFormApi = ReturnType<typeof useFilterForm>["form"];
