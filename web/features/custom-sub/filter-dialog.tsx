import { useState } from "react";
import { DialogFrame } from "../../components/dialog-frame";
import type { FilterOptions } from "../../components/filter-form/filter-options";
import { SelectField } from "../../components/select-field";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Rule } from "./api/types";
import { FilterFields } from "./filter-fields";
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
    <DialogFrame
      isOpen
      title={editing ? t.editTitle() : t.addTitle()}
      onClose={props.onClose}
      className="mr-custom-dialog"
      submit={{ text: t.save(), onClick: () => props.onSave({ type, args: toArgs(draft) }) }}
    >
      <SelectField<FilterType>
        id="filter-type"
        label={t.type()}
        value={type}
        disabled={editing}
        options={FILTER_TYPES.map((v) => ({ value: v, label: t.types[v]() }))}
        onChange={(v) => {
          setType(v);
          setDraft(emptyDraft(v));
        }}
      />
      <FilterFields type={type} draft={draft} options={props.options} onChange={setDraft} />
    </DialogFrame>
  );
}
