import { useI18nContext } from "../../i18n/i18n-react";
import { CATEGORIES, isCategory } from "../../lib/categories";
import { CheckGroup } from "./check-group";
import { SEARCH_CONTENTS } from "./search-option";
import { TemplateActions } from "./template-actions";
import type { SearchState } from "./use-search-state";
import type { useTemplateActions } from "./use-template-actions";

export type SearchOptionsPanelProps = {
  state: SearchState;
  actions: ReturnType<typeof useTemplateActions>;
  onSaveAsNew: () => void;
};

/** 展开详细设置: 内容, 站点 and 分类, then the current template's actions. */
export function SearchOptionsPanel({ state, actions, onSaveAsNew }: SearchOptionsPanelProps) {
  const { LL } = useI18nContext();
  const t = LL.settingNotify.search;
  const { option } = state;
  const categoryLabel = (c: string) => (isCategory(c) ? LL.categories[c]() : c);
  const categories = CATEGORIES.filter((c) => state.permitted.includes(c));
  return (
    <div className="mr-search-options">
      <CheckGroup
        label={t.content()}
        items={SEARCH_CONTENTS.map((c) => ({ value: c, label: t.contents[c]() }))}
        checked={option.searchContent}
        onChange={(searchContent) => state.edit({ ...option, searchContent })}
      />
      <CheckGroup
        label={t.sites()}
        items={state.sites.map((s) => ({ value: s.site_name, label: s.alias || s.site_name }))}
        checked={option.site}
        onChange={(site) => state.edit({ ...option, site })}
        empty={t.noSites()}
      />
      <CheckGroup
        label={t.categories()}
        items={categories.map((c) => ({ value: c, label: categoryLabel(c) }))}
        checked={option.category}
        onChange={(category) => state.edit({ ...option, category })}
      />
      {state.template && (
        <TemplateActions
          name={state.template.name}
          isDefault={state.isDefault}
          busy={actions.busy}
          onUpdate={() => void actions.update(state.template?.name ?? "")}
          onSaveAsNew={onSaveAsNew}
          onRemove={() => void actions.remove(state.template?.name ?? "")}
        />
      )}
    </div>
  );
}
