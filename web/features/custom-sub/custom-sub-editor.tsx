import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { BusyButton } from "../../components/busy-button";
import { filterOptionsQueryOptions } from "../../components/filter-form/filter-options";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toaster";
import { customListQueryKey } from "./api/get-sub-custom-list";
import type { SharedRuleDetail } from "./api/get-sub-rule";
import { saveCustomSub } from "./api/sub-custom";
import type { Rule } from "./api/types";
import { DownloadCard } from "./download-card";
import { type EditorValues, type SetEditorValue, toSave } from "./editor-values";
import { FilterDialog } from "./filter-dialog";
import { InfoCard } from "./info-card";
import { RenameDialog } from "./rename-dialog";
import { type FilterType, filterSummary, type RenameType } from "./rule-drafts";
import { RulesCard } from "./rules-card";
import { SharedVotes } from "./shared-votes";

type RuleListKey = "torrent_filter" | "rename_rule";
type Editing = { list: RuleListKey; index: number | null } | null;

/** The four cards of the editor and its save button. */
export function CustomSubEditor(props: { initial: EditorValues; shared?: SharedRuleDetail }) {
  const { LL } = useI18nContext();
  const t = LL.customSub.edit;
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const options = useQuery(filterOptionsQueryOptions()).data ?? {};
  const [v, setV] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const { busy, attempt } = useBusyAction();
  const set: SetEditorValue = (key, value) => setV((old) => ({ ...old, [key]: value }));
  const nameError = touched && v.name.trim() === "" ? t.nameRequired() : undefined;
  const editedRule = editing?.index == null ? null : (v[editing.list][editing.index] ?? null);

  const saveRule = (rule: Rule) => {
    if (!editing) return;
    const list = [...v[editing.list]];
    if (editing.index === null) list.push(rule);
    else list[editing.index] = rule;
    set(editing.list, list);
    setEditing(null);
  };

  const submit = async () => {
    setTouched(true);
    if (v.name.trim() === "") return;
    await attempt(async () => {
      const done = await saveCustomSub(toSave(v));
      void toast.success(done.message);
      await queryClient.invalidateQueries({ queryKey: customListQueryKey });
      navigate(paths.subscribe.customIndex);
    });
  };

  /** What both rule cards need to show and edit their list. */
  const ruleList = (list: RuleListKey) => ({
    rules: v[list],
    onChange: (rules: Rule[]) => set(list, rules),
    onEdit: (index: number | null) => setEditing({ list, index }),
  });

  return (
    <div className="mr-custom-edit">
      {props.shared && <SharedVotes shared={props.shared} ruleId={v.remote_sub_rule_id ?? ""} />}
      <InfoCard v={v} set={set} nameError={nameError} onNameBlur={() => setTouched(true)} />
      <RulesCard
        id="custom-filters"
        title={t.filters()}
        empty={t.noFilters()}
        addLabel={t.addFilter()}
        name={(r) => LL.customSub.filter.types[r.type as FilterType]?.() ?? r.type}
        summary={(r) => filterSummary(LL, r, options)}
        {...ruleList("torrent_filter")}
      />
      <RulesCard
        id="custom-rename"
        title={t.rename()}
        empty={t.noRenames()}
        addLabel={t.addRename()}
        name={(r) => LL.customSub.renameDialog.types[r.type as RenameType]?.() ?? r.type}
        summary={(r) =>
          LL.customSub.renameDialog.summary({
            match: String(r.args.repl_expression ?? ""),
            replacement: String(r.args.string ?? ""),
          })
        }
        {...ruleList("rename_rule")}
      />
      <DownloadCard v={v} set={set} options={options} />
      <BusyButton
        intent="success"
        size="large"
        className="mr-custom-save"
        loading={busy}
        text={props.shared ? t.apply() : t.save()}
        onClick={() => void submit()}
      />
      {editing?.list === "torrent_filter" && (
        <FilterDialog
          rule={editedRule}
          options={options}
          onSave={saveRule}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.list === "rename_rule" && (
        <RenameDialog rule={editedRule} onSave={saveRule} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
