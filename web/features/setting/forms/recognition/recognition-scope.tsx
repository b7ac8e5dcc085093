import { Button } from "@blueprintjs/core";
import { SelectField } from "../../../../components/select-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import type { RuleScopeLists } from "../api/get-rule-scopes";
import {
  type RuleSets,
  ruleCount,
  type ScopeKey,
  type ScopeTexts,
  scopeKeys,
  scopeLabel,
  scopesInUse,
} from "./rule-scopes";

const ID = "setting-recognition-scope";

export type RecognitionScopeProps = {
  lists: RuleScopeLists;
  sets: RuleSets;
  scope: ScopeKey;
  onScope: (scope: ScopeKey) => void;
};

/** The texts scopeLabel names a scope with. */
export function useScopeTexts(): ScopeTexts {
  const { LL } = useI18nContext();
  const t = LL.recognitionRules;
  return {
    global: t.scopeGlobal(),
    sub: (name) => t.scopeSub({ name }),
    customSub: (name) => t.scopeCustomSub({ name }),
    season: (name, season) => t.scopeSeason({ name, season }),
    deletedSub: (id) => t.scopeDeletedSub({ id }),
    deletedCustomSub: (id) => t.scopeDeletedCustomSub({ id }),
  };
}

/**
 * 适用范围: whose rules the field below edits (全局, one of the user's
 * subscriptions or custom subscriptions), and the scopes that hold rules,
 * each a button that opens its rules.
 */
export function RecognitionScope({ lists, sets, scope, onScope }: RecognitionScopeProps) {
  const { LL } = useI18nContext();
  const t = LL.recognitionRules;
  const texts = useScopeTexts();
  const inUse = scopesInUse(sets);
  return (
    <>
      <SelectField
        id={ID}
        label={t.scope()}
        value={scope}
        helper={t.scopeHelp()}
        options={scopeKeys(lists, sets).map((k) => ({
          value: k,
          label: scopeLabel(k, lists, texts),
        }))}
        onChange={onScope}
      />
      <section className="mr-recognition-scopes" aria-labelledby={`${ID}-list`}>
        <h2 id={`${ID}-list`} className="mr-recognition-scopes-title">
          {t.scopesTitle()}
        </h2>
        {inUse.length === 0 ? (
          <p>{t.scopesNone()}</p>
        ) : (
          <ul>
            {inUse.map((k) => (
              <li key={k}>
                <Button
                  variant="minimal"
                  size="small"
                  active={k === scope}
                  aria-pressed={k === scope}
                  text={t.scopeRules({
                    scope: scopeLabel(k, lists, texts),
                    count: ruleCount(k === "global" ? sets.global : (sets.scoped[k] ?? "")),
                  })}
                  onClick={() => onScope(k)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
