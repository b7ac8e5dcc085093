import { useState } from "react";
import type { FilterOptions } from "../../components/filter-form/filter-options";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Rule } from "./api/types";
import { FilterFields } from "./filter-fields";
import { RuleDialog } from "./rule-dialog";
import { emptyDraft, FILTER_TYPES, type FilterType, toArgs, toDraft } from "./rule-drafts";

/** 设置过滤器 / 编辑过滤器: the type (locked when editing), then its fields. */
export function FilterDialog(props: {
  rule: Rule | null;
  options: FilterOptions;
  onSave: (rule: Rule) => void;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.customSub.filter;
  const editing = props.rule !== null;
  const [type, setType] = useState<FilterType>((props.rule?.type as FilterType) ?? "torrentName");
  const [draft, setDraft] = useState(props.rule ? toDraft(props.rule) : emptyDraft("torrentName"));
  return (
    <RuleDialog
      id="filter"
      texts={t}
      editing={editing}
      types={FILTER_TYPES}
      type={type}
      onType={(v) => {
        setType(v);
        setDraft(emptyDraft(v));
      }}
      onSave={() => props.onSave({ type, args: toArgs(draft) })}
      onClose={props.onClose}
    >
      <FilterFields type={type} draft={draft} options={props.options} onChange={setDraft} />
    </RuleDialog>
  );
}
