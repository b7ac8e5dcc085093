import type { Rule } from "./api/types";
import { EditorCard } from "./editor-card";
import { RuleList } from "./rule-list";

/**
 * A card holding one of the editor's rule lists (torrent filters or rename
 * rules). Removing happens here; adding and editing open the list's dialog,
 * which the editor owns (index null means a new rule).
 */
export function RulesCard(props: {
  id: string;
  title: string;
  empty: string;
  addLabel: string;
  rules: Rule[];
  name: (rule: Rule) => string;
  summary: (rule: Rule) => string;
  onChange: (rules: Rule[]) => void;
  onEdit: (index: number | null) => void;
}) {
  return (
    <EditorCard id={props.id} title={props.title}>
      <RuleList
        rules={props.rules}
        empty={props.empty}
        addLabel={props.addLabel}
        name={props.name}
        summary={props.summary}
        onEdit={props.onEdit}
        onRemove={(i) => props.onChange(props.rules.filter((_, j) => j !== i))}
        onAdd={() => props.onEdit(null)}
      />
    </EditorCard>
  );
}
