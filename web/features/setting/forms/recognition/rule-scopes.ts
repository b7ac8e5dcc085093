import type { RecognitionRules, ScopedRules } from "../api/get-recognition-rules";
import type { RuleScopeLists } from "../api/get-rule-scopes";

/** A scope as the picker names it: "global", "sub:12" or "custom_sub:3". */
export type ScopeKey = "global" | `${ScopedRules["scope"]}:${number}`;

/** The form's rules: the global text and each scope's own, by key. */
export type RuleSets = { global: string; scoped: Record<string, string> };

export type ScopeTexts = {
  global: string;
  sub: (name: string) => string;
  customSub: (name: string) => string;
  season: (name: string, season: number) => string;
  deletedSub: (id: number) => string;
  deletedCustomSub: (id: number) => string;
};

export const keyOf = (s: Pick<ScopedRules, "scope" | "id">): ScopeKey => `${s.scope}:${s.id}`;

export function setsOf(rec: RecognitionRules): RuleSets {
  const scoped: Record<string, string> = {};
  for (const s of rec.scoped ?? []) scoped[keyOf(s)] = s.rules;
  return { global: rec.rules, scoped };
}

/** The save body: sets left empty are not sent. */
export function bodyOf(sets: RuleSets): RecognitionRules {
  const scoped: ScopedRules[] = [];
  for (const [key, rules] of Object.entries(sets.scoped)) {
    const [scope, id] = key.split(":");
    if (rules.trim()) scoped.push({ scope: scope as ScopedRules["scope"], id: Number(id), rules });
  }
  return { rules: sets.global, scoped };
}

export const rulesOf = (sets: RuleSets, key: ScopeKey) =>
  key === "global" ? sets.global : (sets.scoped[key] ?? "");

export function withRules(sets: RuleSets, key: ScopeKey, rules: string): RuleSets {
  if (key === "global") return { ...sets, global: rules };
  return { ...sets, scoped: { ...sets.scoped, [key]: rules } };
}

/** The rules a name read for key runs under: the global ones, then its own. */
export function effectiveRules(sets: RuleSets, key: ScopeKey): string {
  const own = rulesOf(sets, key);
  return key === "global" || !own.trim() ? sets.global : `${sets.global}\n${own}`;
}

/** How many rules a text holds (comments and blank lines aside). */
export const ruleCount = (text: string) =>
  text.split("\n").filter((l) => l.trim() && !l.trim().startsWith("#")).length;

/** A scope's name: 全局, 订阅：… or 自定义订阅：…; one no longer listed says it was deleted. */
export function scopeLabel(key: ScopeKey, lists: RuleScopeLists, t: ScopeTexts): string {
  if (key === "global") return t.global;
  const [scope, raw] = key.split(":");
  const id = Number(raw);
  if (scope === "sub") {
    const s = lists.subs.find((x) => x.id === id);
    if (!s) return t.deletedSub(id);
    const name = s.cn_name || s.en_name || String(id);
    return t.sub(s.type === "TV" && s.season_index ? t.season(name, s.season_index) : name);
  }
  const c = lists.custom.find((x) => x.id === id);
  return c ? t.customSub(c.name) : t.deletedCustomSub(id);
}

/** The picker's choices: 全局, every subscription, every custom subscription, and any stored scope not listed. */
export function scopeKeys(lists: RuleScopeLists, sets: RuleSets): ScopeKey[] {
  const keys: ScopeKey[] = ["global"];
  for (const s of lists.subs) keys.push(keyOf({ scope: "sub", id: s.id }));
  for (const c of lists.custom) keys.push(keyOf({ scope: "custom_sub", id: c.id }));
  for (const k of Object.keys(sets.scoped) as ScopeKey[]) if (!keys.includes(k)) keys.push(k);
  return keys;
}

/** The scopes that hold rules, global first, for the list under the picker. */
export const scopesInUse = (sets: RuleSets): ScopeKey[] => [
  ...(ruleCount(sets.global) > 0 ? (["global"] as ScopeKey[]) : []),
  ...(Object.keys(sets.scoped) as ScopeKey[]).filter((k) => ruleCount(sets.scoped[k] ?? "") > 0),
];
