import { Button, Classes } from "@blueprintjs/core";
import { PlusIcon, TrashIcon } from "@blueprintjs/icons";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Rule } from "./api/types";

/** The filter and rename lists of the editor: click a row to edit, trash to delete, 添加 to add. */
export function RuleList(props: {
  rules: Rule[];
  empty: string;
  addLabel: string;
  name: (rule: Rule) => string;
  summary: (rule: Rule) => string;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.customSub.edit;
  return (
    <>
      {props.rules.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{props.empty}</p>
      ) : (
        <ul className="mr-custom-items">
          {props.rules.map((rule, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; the list is edited in place
            <li key={i} className="mr-custom-item">
              <button
                type="button"
                className="mr-custom-row-main mr-plain-button"
                onClick={() => props.onEdit(i)}
              >
                <span className="mr-visually-hidden">{t.editHint()}</span>
                <span className="mr-custom-text">
                  <span className="mr-custom-name">{props.name(rule)}</span>
                  <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                    {props.summary(rule)}
                  </span>
                </span>
              </button>
              <Button
                variant="minimal"
                intent="danger"
                icon={<TrashIcon />}
                aria-label={t.removeItem({ name: props.name(rule) })}
                onClick={() => props.onRemove(i)}
              />
            </li>
          ))}
        </ul>
      )}
      <Button
        icon={<PlusIcon />}
        text={t.add()}
        aria-label={props.addLabel}
        onClick={props.onAdd}
      />
    </>
  );
}
