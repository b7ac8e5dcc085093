import { Button } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import type { SearchTemplate } from "./api/get-search-templates";

export type TemplatePillsProps = {
  templates: readonly SearchTemplate[];
  selected: string | undefined;
  onChoose: (name: string) => void;
};

/** The templates as a row of toggle pills that scrolls sideways when they do not fit. */
export function TemplatePills({ templates, selected, onChoose }: TemplatePillsProps) {
  const { LL } = useI18nContext();
  if (templates.length === 0) return null;
  return (
    <fieldset className="mr-search-pills" aria-label={LL.settingNotify.search.templates()}>
      {templates.map((t) => {
        const on = t.name === selected;
        return (
          <Button
            key={t.name}
            className="mr-search-pill"
            size="small"
            intent={on ? "primary" : "none"}
            variant={on ? "solid" : "outlined"}
            aria-pressed={on}
            text={t.name}
            onClick={() => onChoose(t.name)}
          />
        );
      })}
    </fieldset>
  );
}
