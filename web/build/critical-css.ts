import { JSDOM } from "jsdom";
import postcss, { type AtRule, type Rule } from "postcss";

// PurgeCSS keeps a Blueprint rule when each of its classes appears somewhere
// in the content: `.bp6-dark .bp6-input-group.bp6-intent-primary .bp6-input`
// stays because the submit button is intent-primary. For the critical
// stylesheet this pass keeps, of each Blueprint rule, the selectors that match
// an element of the rendered markup — a state a user brings about (hover,
// focus, disabled…) counts as possible — and drops the rest.

/** Conditions of a moment, not of the markup: any may hold later. */
const STATE =
  /:(hover|focus|focus-visible|focus-within|active|disabled|enabled|checked|indeterminate|visited|link|read-only|read-write|placeholder-shown|invalid|valid|autofill|-webkit-autofill)\b/g;
const PSEUDO_ELEMENT =
  /::?(before|after|placeholder|selection|-webkit-[a-z-]+|-moz-[a-z-]+|-ms-[a-z-]+)\b/g;

/** The selector an element must match for the rule to apply to it at some moment. */
export function structural(selector: string): string {
  const out = selector
    .replace(PSEUDO_ELEMENT, "")
    .replace(STATE, "")
    .replace(/:not\(\s*\)/g, "")
    .trim();
  // `.a>:hover` left `.a>`: any element may be the one hovered.
  return out === "" || /[>+~]$/.test(out) ? `${out}*` : out;
}

/**
 * `css` without the selectors (of rules naming a `prefix` class) that match
 * no element of `html`. Rules without such a class are the app's own: kept.
 * A selector the DOM cannot evaluate is kept.
 */
export function keepMatching(css: string, html: string, prefix: string): string {
  const { document } = new JSDOM(html).window;
  const matches = (selector: string): boolean => {
    try {
      return document.querySelector(structural(selector)) !== null;
    } catch {
      return true;
    }
  };
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    const parent = rule.parent;
    if (parent?.type === "atrule" && /keyframes$/i.test((parent as AtRule).name)) return;
    if (!rule.selector.includes(`.${prefix}-`)) return;
    const kept = rule.selectors.filter(matches);
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  // Media queries and the like left empty.
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

/**
 * `css` plus an empty rule for each `prefix` class of `html` it does not
 * name (`.bp6-form-content{}`: Blueprint sets classes no rule styles), so
 * the sheet names every class the markup uses: the app switches the full
 * stylesheets on when a class outside it shows (web/lib/deferred-styles.ts).
 */
export function nameEveryClass(css: string, html: string, prefix: string): string {
  const named = new Set(css.match(/\.[\w-]+/g));
  const used = [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]?.split(/\s+/) ?? []);
  const unnamed = new Set(used.filter((c) => c.startsWith(`${prefix}-`) && !named.has(`.${c}`)));
  return css + [...unnamed].map((c) => `.${c}{}`).join("");
}
